import { useEffect, useState } from "react";
import { cn } from "../../../ui/cn";

/**
 * A member photo. On a load failure it retries once without the `w=400` size parameter, then
 * shows a placeholder with the first letter of the name (SPEC.md section 5 "Image load failure").
 */
export function Photo({ src, name, className, alt = "" }: { src: string | null | undefined; name: string; className?: string; alt?: string }) {
  const [current, setCurrent] = useState(src ?? null);
  useEffect(() => setCurrent(src ?? null), [src]);
  if (!current) {
    return (
      <div
        className={cn("flex items-center justify-center bg-gradient-to-br from-brand-100 to-rose-200 text-4xl font-bold text-brand-700", className)}
        role={alt ? "img" : undefined}
        aria-label={alt || undefined}
        aria-hidden={alt ? undefined : true}
      >
        {name.trim().charAt(0).toUpperCase() || "?"}
      </div>
    );
  }
  return (
    <img
      src={current}
      alt={alt}
      draggable={false}
      className={cn("object-cover", className)}
      onError={() => {
        const retry = current.replace(/([?&])w=400(&|$)/, (_, lead: string, tail: string) => (tail ? lead : "")).replace(/[?&]$/, "");
        setCurrent(retry !== current ? retry : null);
      }}
    />
  );
}
