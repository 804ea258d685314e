import clsx, { type ClassValue } from "clsx";
import { twMerge } from "tailwind-merge";

/**
 * Joins class names; a later Tailwind class wins over an earlier one of the same kind (`p-0` over `p-6`).
 * The public pages and the primitives they use join with plain `clsx` instead, so tailwind-merge
 * (about 14 KB compressed) stays out of a first visit.
 */
export const cn = (...values: ClassValue[]) => twMerge(clsx(values));
