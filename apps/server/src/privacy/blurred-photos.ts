import { PHOTO_MEDIA_PATH } from "@ulfa/contracts";
import { blurImage } from "../platform/blur";
import { blurredVariantName, isStoredName, type MediaStorage } from "../photos/storage";

/** Where the blurred copy of a stored photo is served (photos/routes.ts); public like any card image. */
export const BLURRED_MEDIA_PATH = "/api/media/blurred/";

/** Shown in place of a private member's photo that is not one of our stored files (seed URLs). */
const NO_PHOTO = "/api/placeholder/400/500";

/** The URL others see in place of one of a private member's photo URLs. */
export function blurredUrlOf(url: string): string {
  if (url.startsWith(PHOTO_MEDIA_PATH)) {
    const name = url.slice(PHOTO_MEDIA_PATH.length);
    if (isStoredName(name)) return `${BLURRED_MEDIA_PATH}${name}`;
  }
  return NO_PHOTO;
}

const making = new Map<string, Promise<Buffer | null>>();

/** The blurred copy of a stored photo, made on first request (or ahead) and kept with its other copies; null when the photo is gone. */
export async function blurredPhoto(storage: MediaStorage, name: string): Promise<Buffer | null> {
  const variant = blurredVariantName(name);
  const hit = await storage.readVariant(variant);
  if (hit) return hit;
  let pending = making.get(variant);
  if (!pending) {
    pending = (async () => {
      const original = await storage.read("photos", name);
      if (!original) return null;
      const bytes = await blurImage(original);
      await storage.writeVariant(variant, bytes);
      return bytes;
    })().finally(() => making.delete(variant));
    making.set(variant, pending);
  }
  return pending;
}
