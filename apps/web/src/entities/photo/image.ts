import { PHOTO_COMPRESS_MAX_PX, PHOTO_COMPRESS_QUALITY, PHOTO_MAX_BYTES } from "@ulfa/contracts/constants";

export type ImageProblem = "notImage" | "tooLarge";

/** Only images, under 5 MB. */
export function checkImageFile(file: File): ImageProblem | null {
  if (!file.type.startsWith("image/")) return "notImage";
  if (file.size > PHOTO_MAX_BYTES) return "tooLarge";
  return null;
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve(img);
    img.onerror = () => reject(new Error("image could not be decoded"));
    img.src = src;
  });
}

/**
 * Downscales to fit PHOTO_COMPRESS_MAX_PX square and re-encodes as JPEG (quality 0.6) in a canvas,
 * so a phone photo of several MB becomes a small data URL before it is sent.
 */
export async function compressImage(file: File): Promise<string> {
  const url = URL.createObjectURL(file);
  try {
    const img = await loadImage(url);
    const scale = Math.min(1, PHOTO_COMPRESS_MAX_PX / Math.max(img.naturalWidth, img.naturalHeight));
    const width = Math.max(1, Math.round(img.naturalWidth * scale));
    const height = Math.max(1, Math.round(img.naturalHeight * scale));
    const canvas = document.createElement("canvas");
    canvas.width = width;
    canvas.height = height;
    const ctx = canvas.getContext("2d");
    if (!ctx) throw new Error("canvas unavailable");
    // JPEG has no alpha: paint white under transparent PNGs instead of black.
    ctx.fillStyle = "#ffffff";
    ctx.fillRect(0, 0, width, height);
    ctx.drawImage(img, 0, 0, width, height);
    return canvas.toDataURL("image/jpeg", PHOTO_COMPRESS_QUALITY);
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** A data URL's bytes as a Blob, to upload as a file (multipart) rather than a third-larger text. */
export function dataUrlToBlob(dataUrl: string): Blob {
  const [head, body = ""] = dataUrl.split(",", 2);
  const type = /^data:([^;,]+)/.exec(head)?.[1] ?? "application/octet-stream";
  const binary = atob(body);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type });
}
