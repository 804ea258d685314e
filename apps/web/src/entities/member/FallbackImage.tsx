import { ImageOff } from "lucide-react";
import { useEffect, useState, type ImgHTMLAttributes } from "react";
import { cn } from "../../ui/cn";

/** The same URL without the `w=400` width parameter. */
export function withoutWidthParam(src: string): string | null {
  if (!/[?&]w=400\b/.test(src)) return null;
  const stripped = src.replace(/([?&])w=400(&|$)/, (_, sep: string, tail: string) => (tail ? sep : "")).replace(/[?&]$/, "");
  return stripped === src ? null : stripped;
}

/**
 * An image that, when it fails to load, retries once without `w=400` and then gives way to a
 * placeholder icon.
 */
export function FallbackImage({ src, className, alt, ...props }: ImgHTMLAttributes<HTMLImageElement> & { src: string }) {
  const [current, setCurrent] = useState(src);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    setCurrent(src);
    setFailed(false);
  }, [src]);
  if (failed) {
    return (
      <div role="img" aria-label={alt} className={cn("flex items-center justify-center bg-slate-100 text-slate-400", className)} data-testid="image-fallback">
        <ImageOff className="h-1/3 max-h-10 w-1/3 max-w-10" aria-hidden="true" />
      </div>
    );
  }
  return (
    <img
      {...props}
      src={current}
      alt={alt}
      className={className}
      onError={() => {
        const retry = withoutWidthParam(current);
        if (retry) setCurrent(retry);
        else setFailed(true);
      }}
    />
  );
}
