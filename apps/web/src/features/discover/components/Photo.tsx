import { useEffect, useState } from "react";
import { PHOTO_VARIANT_FORMATS } from "@ulfa/contracts/constants";
import { cn } from "../../../ui/cn";
import { CARD_SIZES, photoSrcSet } from "./photo-sources";

/**
 * A member photo, as AVIF or WebP at the width the layout needs (`sizes`) when the browser takes
 * them, the stored JPEG otherwise. On a load failure it falls back to the stored JPEG, then retries
 * once without the `w=400` size parameter, then shows a placeholder with the first letter of the
 * name. `priority`: the page's largest paint (the top card's photo), fetched ahead of the rest.
 */
export function Photo({
  src,
  name,
  className,
  alt = "",
  sizes = CARD_SIZES,
  priority = false,
}: {
  src: string | null | undefined;
  name: string;
  className?: string;
  alt?: string;
  sizes?: string;
  priority?: boolean;
}) {
  const [current, setCurrent] = useState(src ?? null);
  const [modern, setModern] = useState(true);
  useEffect(() => {
    setCurrent(src ?? null);
    setModern(true);
  }, [src]);
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
  const sources = modern ? PHOTO_VARIANT_FORMATS.map((format) => ({ format, srcSet: photoSrcSet(current, format) })).filter((s) => s.srcSet) : [];
  return (
    <picture className="contents">
      {sources.map(({ format, srcSet }) => (
        <source key={format} type={`image/${format}`} srcSet={srcSet!} sizes={sizes} />
      ))}
      <img
        src={current}
        alt={alt}
        draggable={false}
        // Never lazy: a card is on screen as soon as it is drawn.
        loading="eager"
        fetchPriority={priority ? "high" : undefined}
        className={cn("object-cover", className)}
        onError={() => {
          if (sources.length > 0) return setModern(false);
          const retry = current.replace(/([?&])w=400(&|$)/, (_, lead: string, tail: string) => (tail ? lead : "")).replace(/[?&]$/, "");
          setCurrent(retry !== current ? retry : null);
        }}
      />
    </picture>
  );
}
