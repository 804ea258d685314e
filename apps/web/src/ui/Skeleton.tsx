import type { HTMLAttributes } from "react";
import clsx from "clsx";

/** A grey placeholder; a `rounded-*` in `className` replaces the default corner. */

export function Skeleton({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return <div aria-hidden="true" {...rest} className={clsx("animate-pulse bg-slate-200/80", !/(^|\s)rounded-/.test(className ?? "") && "rounded-xl", className)} />;
}
