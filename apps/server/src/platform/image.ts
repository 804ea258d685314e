import sharp from "sharp";
import { IMAGE_MAX_INPUT_PIXELS, PHOTO_MAX_BYTES, PHOTO_NOT_IMAGE_MESSAGE, PHOTO_STORED_JPEG_QUALITY, PHOTO_STORED_MAX_PX, PHOTO_TOO_BIG_MESSAGE } from "@ulfa/contracts";
import { AppError, badRequest } from "../platform/errors";
import { checkImageHeader } from "./image-header";


export const notAnImage = () => badRequest(PHOTO_NOT_IMAGE_MESSAGE, "NOT_AN_IMAGE");
export const tooBig = () => new AppError(413, "PAYLOAD_TOO_LARGE", PHOTO_TOO_BIG_MESSAGE);

const DATA_URL = /^data:([^;,]*)((?:;[^;,]*)*),/;

/** Decodes an image data URL; 400 when it is not an image, 413 when over PHOTO_MAX_BYTES. */
export function decodeImageDataUrl(value: string): Buffer {
  const head = DATA_URL.exec(value.slice(0, 256));
  if (!head || !head[1].toLowerCase().startsWith("image/")) throw notAnImage();
  const payload = value.slice(head[0].length);
  const isBase64 = head[2].toLowerCase().split(";").includes("base64");
  // Base64 is 4 characters per 3 bytes: refuse before allocating a huge buffer.
  if (isBase64 && Math.floor((payload.length * 3) / 4) > PHOTO_MAX_BYTES + 3) throw tooBig();
  const bytes = isBase64 ? Buffer.from(payload, "base64") : Buffer.from(decodeURIComponent(payload), "utf8");
  if (bytes.length > PHOTO_MAX_BYTES) throw tooBig();
  if (bytes.length === 0) throw notAnImage();
  return bytes;
}

export const isDataUrl = (value: string) => value.trimStart().toLowerCase().startsWith("data:");

/**
 * Re-encodes any image sharp can read into a JPEG of at most PHOTO_STORED_MAX_PX per side, turned
 * upright per its EXIF orientation. sharp writes no metadata unless asked (withMetadata), so EXIF,
 * GPS, XMP and IPTC are all dropped. Animated images keep their first frame.
 */
export async function reencodeImage(input: Buffer): Promise<{ bytes: Buffer; ext: "jpg" }> {
  if (input.length > PHOTO_MAX_BYTES) throw tooBig();
  await checkImageHeader(input);
  try {
    const bytes = await sharp(input, { limitInputPixels: IMAGE_MAX_INPUT_PIXELS, failOn: "error" })
      .rotate()
      .resize({ width: PHOTO_STORED_MAX_PX, height: PHOTO_STORED_MAX_PX, fit: "inside", withoutEnlargement: true })
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: PHOTO_STORED_JPEG_QUALITY, mozjpeg: true })
      .toBuffer();
    return { bytes, ext: "jpg" };
  } catch {
    throw notAnImage();
  }
}
