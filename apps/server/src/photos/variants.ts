import sharp from "sharp";
import { PHOTO_VARIANT_QUALITY, PHOTO_VARIANT_WIDTHS, type PhotoVariantFormat } from "@ulfa/contracts";
import { variantName, type MediaStorage } from "./storage";

export interface VariantRequest {
  width?: number;
  format?: PhotoVariantFormat;
}

/** The widths are a short fixed list, so the cache holds at most a few copies per photo. */
export const variantWidth = (width: number) => PHOTO_VARIANT_WIDTHS.find((w) => w >= width) ?? PHOTO_VARIANT_WIDTHS[PHOTO_VARIANT_WIDTHS.length - 1];

const CONTENT_TYPES: Record<PhotoVariantFormat | "jpg", string> = { avif: "image/avif", webp: "image/webp", jpg: "image/jpeg" };

/**
 * A stored photo at a card's size in AVIF or WebP, made with sharp on the first request and kept
 * beside the originals in the media storage, so later requests are a read. Stored names are random
 * and never reused, so a variant never goes stale. Null when the photo is gone.
 */
export async function photoVariant(storage: MediaStorage, name: string, request: VariantRequest): Promise<{ bytes: Buffer; contentType: string } | null> {
  const width = request.width === undefined ? undefined : variantWidth(request.width);
  const format = request.format ?? "jpg";
  const variant = variantName(name, width, format);
  const hit = await storage.readVariant(variant);
  if (hit) return { bytes: hit, contentType: CONTENT_TYPES[format] };
  const original = await storage.read("photos", name);
  if (!original) return null;
  let image = sharp(original);
  if (width !== undefined) image = image.resize({ width, withoutEnlargement: true });
  if (request.format === "avif") image = image.avif({ quality: PHOTO_VARIANT_QUALITY.avif });
  else if (request.format === "webp") image = image.webp({ quality: PHOTO_VARIANT_QUALITY.webp });
  const bytes = await image.toBuffer();
  await storage.writeVariant(variant, bytes);
  return { bytes, contentType: CONTENT_TYPES[format] };
}
