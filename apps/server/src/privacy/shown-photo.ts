import type { UserRow } from "../db/schema";
import { privacyOf } from "./settings";
import type { BlurredNames } from "./blurred-photos";

/** A member's main photo as another member may see it: blurred while private and not revealed to them. */
export function shownMainPhoto(row: Pick<UserRow, "profilePhoto" | "photos" | "privacy">, blur: BlurredNames, revealed = false): string | null {
  const main = row.profilePhoto ?? row.photos[0] ?? null;
  if (main === null || !privacyOf(row).photosPrivate || revealed) return main;
  return blur.urlOf(main);
}
