import sharp from "sharp";
import { PHOTO_VARIANT_QUALITY, PHOTO_VARIANT_WIDTHS, type PhotoVariantFormat } from "@ulfa/contracts";
import { variantName, type MediaStorage } from "../platform/storage";
import type { JobKind } from "../platform/jobs/types";

export interface VariantRequest {
  width?: number;
  format?: PhotoVariantFormat;
}

/** The widths are a short fixed list, so the cache holds at most a few copies per photo. */
export const variantWidth = (width: number) => PHOTO_VARIANT_WIDTHS.find((w) => w >= width) ?? PHOTO_VARIANT_WIDTHS[PHOTO_VARIANT_WIDTHS.length - 1];

const CONTENT_TYPES: Record<PhotoVariantFormat | "jpg", string> = { avif: "image/avif", webp: "image/webp", jpg: "image/jpeg" };

/**
 * libaom's effort for AVIF copies. sharp's default (4) took 1.1 s for a 480-pixel copy of a
 * photo-like 1600x2000 JPEG and 3.6 s for a 960-pixel one on the 2-core machine; effort 2 took
 * 0.11 s and 0.29 s for files 4-9% larger (8.3 KB instead of 7.7 KB, 23.0 KB instead of 22.2 KB).
 * The first member to see a photo waits for its copy, so speed wins.
 */
const AVIF_EFFORT = 2;

// One encode per copy at a time: members opening the same new photo at once wait for the same work.
const encoding = new Map<string, Promise<Buffer | null>>();

/**
 * A stored photo at a card's size in AVIF or WebP, made with sharp on the first request (or ahead,
 * prepareCardVariants) and kept beside the originals in the media storage, so later requests are a
 * read. Stored names are random and never reused, so a variant never goes stale. Null when the photo
 * is gone.
 */
export async function photoVariant(storage: MediaStorage, name: string, request: VariantRequest): Promise<{ bytes: Buffer; contentType: string } | null> {
  const width = request.width === undefined ? undefined : variantWidth(request.width);
  const format = request.format ?? "jpg";
  const variant = variantName(name, width, format);
  const hit = await storage.readVariant(variant);
  if (hit) return { bytes: hit, contentType: CONTENT_TYPES[format] };
  let pending = encoding.get(variant);
  if (!pending) {
    pending = encode(storage, name, variant, width, request.format).finally(() => encoding.delete(variant));
    encoding.set(variant, pending);
  }
  const bytes = await pending;
  return bytes && { bytes, contentType: CONTENT_TYPES[format] };
}

async function encode(storage: MediaStorage, name: string, variant: string, width: number | undefined, format: PhotoVariantFormat | undefined): Promise<Buffer | null> {
  const original = await storage.read("photos", name);
  if (!original) return null;
  let image = sharp(original);
  if (width !== undefined) image = image.resize({ width, withoutEnlargement: true });
  if (format === "avif") image = image.avif({ quality: PHOTO_VARIANT_QUALITY.avif, effort: AVIF_EFFORT });
  else if (format === "webp") image = image.webp({ quality: PHOTO_VARIANT_QUALITY.webp });
  const bytes = await image.toBuffer();
  await storage.writeVariant(variant, bytes);
  // Deleted while it was encoding: deleting again takes this copy with it (deleting a photo removes
  // the copies it finds, and this one may have landed after).
  if (!(await storage.exists("photos", name))) {
    await storage.delete("photos", name);
    return null;
  }
  return bytes;
}

export const PHOTO_COPIES_JOB = "photo.card-copies";

/**
 * Makes a new photo's AVIF copies at every card width in the background, so its first viewers read
 * a file instead of waiting for an encode (browsers without AVIF still get WebP on request). A
 * queued job (platform/jobs), worked by its own queue one photo after another (app.ts), so a burst
 * of uploads never takes every core from requests nor holds up mail; being durable, what a stop
 * leaves queued is made after the next start. A failure is only retried: the copy is made on its
 * first request anyway.
 */
export function photoCopiesJob<Ctx>(storageOf: (ctx: Ctx) => MediaStorage): JobKind<Ctx, { name: string }> {
  return {
    name: PHOTO_COPIES_JOB,
    async run(ctx, { name }, stopping) {
      const storage = storageOf(ctx);
      for (const width of PHOTO_VARIANT_WIDTHS) {
        // One copy takes up to a second or two on a busy machine: a stop waits for one, not four.
        stopping.throwIfAborted();
        if (!(await photoVariant(storage, name, { width, format: "avif" }))) return; // deleted meanwhile
      }
    },
    // Names are random and say nothing about the member.
    summary: ({ name }) => ({ name }),
  };
}
