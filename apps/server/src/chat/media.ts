import sharp from "sharp";
import {
  CHAT_PHOTO_MAX_BYTES,
  CHAT_PHOTO_MAX_PX,
  CHAT_PHOTO_PREVIEW_PX,
  IMAGE_MAX_INPUT_PIXELS,
  PHOTO_NOT_IMAGE_MESSAGE,
  PHOTO_STORED_JPEG_QUALITY,
  VOICE_NOTE_MAX_BYTES,
} from "@ulfa/contracts";
import { AppError, badRequest } from "../platform/errors";
import { checkImageHeader } from "../platform/image-header";

/** The preview is a blur anyway: a low quality keeps it to a few hundred bytes inside the message. */
const PREVIEW_JPEG_QUALITY = 40;
const MB = 1024 * 1024;

export const notAnImage = () => badRequest(PHOTO_NOT_IMAGE_MESSAGE, "NOT_AN_IMAGE");
export const photoTooBig = () => new AppError(413, "PAYLOAD_TOO_LARGE", `Photos must be less than ${CHAT_PHOTO_MAX_BYTES / MB}MB`);
export const notAVoiceNote = (message = "Please record a voice note of up to 60 seconds") => badRequest(message, "NOT_A_VOICE_NOTE");
export const voiceTooBig = () => new AppError(413, "PAYLOAD_TOO_LARGE", `Voice notes must be less than ${VOICE_NOTE_MAX_BYTES / MB}MB`);

export interface ChatPhoto {
  bytes: Buffer;
  width: number;
  height: number;
  /** A tiny JPEG as a data URL, shown (blurred) before the photo is loaded or tapped. */
  preview: string;
}

/**
 * Re-encodes a chat photo into a JPEG of at most CHAT_PHOTO_MAX_PX per side, upright per its EXIF
 * orientation. sharp writes no metadata unless asked, so EXIF, GPS, XMP and IPTC are all dropped.
 */
export async function reencodeChatPhoto(input: Buffer): Promise<ChatPhoto> {
  if (input.length > CHAT_PHOTO_MAX_BYTES) throw photoTooBig();
  await checkImageHeader(input);
  try {
    const upright = sharp(input, { limitInputPixels: IMAGE_MAX_INPUT_PIXELS, failOn: "error" }).rotate().flatten({ background: "#ffffff" });
    const { data, info } = await upright
      .clone()
      .resize({ width: CHAT_PHOTO_MAX_PX, height: CHAT_PHOTO_MAX_PX, fit: "inside", withoutEnlargement: true })
      .jpeg({ quality: PHOTO_STORED_JPEG_QUALITY, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    const preview = await sharp(data)
      .resize({ width: CHAT_PHOTO_PREVIEW_PX, height: CHAT_PHOTO_PREVIEW_PX, fit: "inside" })
      .jpeg({ quality: PREVIEW_JPEG_QUALITY })
      .toBuffer();
    return { bytes: data, width: info.width, height: info.height, preview: `data:image/jpeg;base64,${preview.toString("base64")}` };
  } catch {
    throw notAnImage();
  }
}

const EBML_MAGIC = Buffer.from([0x1a, 0x45, 0xdf, 0xa3]);
const OGG_MAGIC = Buffer.from("OggS");
/** Where the container names itself and its codec: the EBML header and the first Ogg page are short. */
const HEADER_SCAN_BYTES = 256;

/**
 * The container of a recorded voice note, from its magic bytes: WebM (EBML header with DocType
 * "webm") or Ogg whose first page carries an Opus header. Anything else is refused.
 */
export function voiceContainerOf(bytes: Buffer): "webm" | "ogg" {
  if (bytes.length > VOICE_NOTE_MAX_BYTES) throw voiceTooBig();
  const head = bytes.subarray(0, HEADER_SCAN_BYTES);
  if (head.subarray(0, 4).equals(EBML_MAGIC) && head.includes("webm")) return "webm";
  if (head.subarray(0, 4).equals(OGG_MAGIC) && head.includes("OpusHead")) return "ogg";
  throw notAVoiceNote("Voice notes must be Opus audio in WebM or Ogg");
}
