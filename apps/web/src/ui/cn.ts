import clsx, { type ClassValue } from "clsx";
import { twMerge } from "tailwind-merge";

/** Joins class names; a later Tailwind class wins over an earlier one of the same kind (`p-0` over `p-6`). */
export const cn = (...values: ClassValue[]) => twMerge(clsx(values));
