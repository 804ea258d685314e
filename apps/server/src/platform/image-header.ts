import sharp, { type Metadata } from "sharp";
import { IMAGE_MAX_INPUT_PIXELS, IMAGE_MAX_SIDE_PX, PHOTO_NOT_IMAGE_MESSAGE } from "@ulfa/contracts";
import { AppError, badRequest } from "../platform/errors";

export const imageTooLarge = () => new AppError(413, "IMAGE_TOO_LARGE", "This image is too large. Please send a smaller picture.");

/**
 * The image's size as its header declares it, checked before any decoding: sharp's metadata() reads
 * only the header, so a small file declaring a 16,000 x 16,000 canvas is refused (413) without
 * allocating its pixels, before the nudity and face models or the re-encoder ever see it.
 * Only the first frame counts (nothing here decodes more than the first page).
 */
export async function checkImageHeader(bytes: Buffer): Promise<{ width: number; height: number }> {
  let meta: Metadata;
  try {
    meta = await sharp(bytes).metadata();
  } catch {
    throw badRequest(PHOTO_NOT_IMAGE_MESSAGE, "NOT_AN_IMAGE");
  }
  const width = meta.width ?? 0;
  const height = meta.pageHeight ?? meta.height ?? 0;
  if (width <= 0 || height <= 0) throw badRequest(PHOTO_NOT_IMAGE_MESSAGE, "NOT_AN_IMAGE");
  if (width > IMAGE_MAX_SIDE_PX || height > IMAGE_MAX_SIDE_PX || width * height > IMAGE_MAX_INPUT_PIXELS) throw imageTooLarge();
  return { width, height };
}
