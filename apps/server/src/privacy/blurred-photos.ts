import { createCipheriv, createDecipheriv, createHash } from "node:crypto";
import { PHOTO_MEDIA_PATH } from "@ulfa/contracts";
import { blurImage } from "../platform/blur";
import { blurredVariantName, isStoredName, type MediaStorage } from "../platform/storage";

/** Where the blurred copy of a stored photo is served (photos/routes.ts); public like any card image. */
export const BLURRED_MEDIA_PATH = "/api/media/blurred/";

/** Shown in place of a private member's photo that is not one of our stored files (seed URLs). */
const NO_PHOTO = "/api/placeholder/400/500";

/** A stored name's random part: 16 bytes as 32 hex digits (platform/storage isStoredName). */
const STEM_HEX = /^[a-f0-9]{32}$/;

/**
 * The public names of blurred copies. A blurred URL must not carry its original's name: the name is
 * all it takes to ask for the file at any other route that forgets to check who may see it. The
 * original's random stem (one 16-byte block) is encrypted with AES-128 under a key derived from the
 * session secret, so the blurred name looks as random as any stored name, every instance (sharing
 * the secret) turns it back into the original without a lookup, and nobody else can.
 */
export interface BlurredNames {
  /** The URL others see in place of one of a private member's photo URLs. */
  urlOf(url: string): string;
  /** The stored stem behind a blurred copy's served name; null for a name no key of ours made. */
  stemOf(servedName: string): string | null;
}

const byKey = new Map<string, BlurredNames>();

export function blurredNamesOf(config: { sessionSecret: string }): BlurredNames {
  let names = byKey.get(config.sessionSecret);
  if (names) return names;
  const key = createHash("sha256").update("ulfa blurred photo names\0").update(config.sessionSecret).digest().subarray(0, 16);
  const block = (decipher: boolean, hex: string) => {
    const cipher = decipher ? createDecipheriv("aes-128-ecb", key, null) : createCipheriv("aes-128-ecb", key, null);
    cipher.setAutoPadding(false);
    return Buffer.concat([cipher.update(Buffer.from(hex, "hex")), cipher.final()]).toString("hex");
  };
  names = {
    urlOf(url) {
      if (url.startsWith(PHOTO_MEDIA_PATH)) {
        const name = url.slice(PHOTO_MEDIA_PATH.length);
        if (isStoredName(name)) return `${BLURRED_MEDIA_PATH}${block(false, name.slice(0, name.lastIndexOf(".")))}.jpg`;
      }
      return NO_PHOTO;
    },
    stemOf(servedName) {
      const stem = servedName.endsWith(".jpg") ? servedName.slice(0, -".jpg".length) : "";
      return STEM_HEX.test(stem) ? block(true, stem) : null;
    },
  };
  byKey.set(config.sessionSecret, names);
  return names;
}

const making = new Map<string, Promise<Buffer | null>>();

/**
 * The blurred copy of a stored photo (`<stem>.jpg` or `<stem>.webp`, given by its stem), made on
 * first request (or ahead) and kept with its other copies; null when the photo is gone.
 */
export async function blurredPhoto(storage: MediaStorage, stem: string): Promise<Buffer | null> {
  const variant = blurredVariantName(`${stem}.jpg`);
  const hit = await storage.readVariant(variant);
  if (hit) return hit;
  let pending = making.get(variant);
  if (!pending) {
    pending = (async () => {
      const original = (await storage.read("photos", `${stem}.jpg`)) ?? (await storage.read("photos", `${stem}.webp`));
      if (!original) return null;
      const bytes = await blurImage(original);
      await storage.writeVariant(variant, bytes);
      return bytes;
    })().finally(() => making.delete(variant));
    making.set(variant, pending);
  }
  return pending;
}
