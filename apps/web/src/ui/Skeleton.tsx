import clsx from "clsx";

/** A grey placeholder; a `rounded-*` in `className` replaces the default corner. */

export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={clsx("animate-pulse bg-slate-200/80", !/(^|\s)rounded-/.test(className ?? "") && "rounded-xl", className)} />;
}
