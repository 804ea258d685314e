import { CARD_PHOTO_SIZES, PHOTO_VARIANT_WIDTHS, type PhotoVariantFormat } from "@ulfa/contracts/constants";

/** The full-width card (the server preloads the top card's photo with the same sizes). */
export const CARD_SIZES = CARD_PHOTO_SIZES;

/** A photo Ulfa stores (only those have card-sized copies). */
export const STORED_PHOTO = /^\/api\/media\/photos\/[a-f0-9]{32}\.(jpg|webp)(?=$|\?)/;

/**
 * `srcset` of a photo Ulfa stores, in one modern format at every served width (the server makes
 * each copy on first request; apps/server/src/photos/variants.ts). Null for any other URL, which
 * is shown as it is.
 */
export function photoSrcSet(url: string, format: PhotoVariantFormat): string | null {
  const base = STORED_PHOTO.exec(url)?.[0];
  return base ? PHOTO_VARIANT_WIDTHS.map((w) => `${base}?w=${w}&f=${format} ${w}w`).join(", ") : null;
}
