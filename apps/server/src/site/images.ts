import sharp from "sharp";
import type { FastifyRequest } from "fastify";
import { PHOTO_MAX_BYTES, SITE_ICON_PX, SITE_ICON_SIZES, SITE_LOGO_MAX_PX } from "@ulfa/contracts";
import type { Deps } from "../platform/deps";
import { badRequest, notFound } from "../platform/errors";
import { isStoredName, type MediaKind } from "../platform/storage";
import { notAnImage, tooBig } from "../platform/image";
import { builtInMarkPng, isBuiltInMark } from "./builtin-logo";

const SITE_IMAGE_PATH = "/api/site/images/";
/** The URL path a stored site image is served at (GET /api/site/images/:name). */
export const siteImageUrl = (name: string) => `${SITE_IMAGE_PATH}${name}`;
/** The same image as a PNG, for mails: every mail client shows PNG, not every one shows WebP. */
export const siteImagePngUrl = (name: string) => `${SITE_IMAGE_PATH}${name}?format=png`;
/** The stored name behind a site image URL (the settings' logoUrl, iconUrl); null for anything else. */
export const siteImageNameOf = (url: unknown): string | null =>
  typeof url === "string" && url.startsWith(SITE_IMAGE_PATH) && isStoredName(url.slice(SITE_IMAGE_PATH.length)) ? url.slice(SITE_IMAGE_PATH.length) : null;

/** Where logos and icons are stored: their own kind, apart from members' photos. */
export const SITE_IMAGE_KIND: MediaKind = "site";
/**
 * Where an install from before the "site" kind stored them (with members' photos). Such a file is
 * still served and backed up while the settings name it, and copied to SITE_IMAGE_KIND when read.
 */
export const LEGACY_SITE_IMAGE_KIND: MediaKind = "photos";

/** The stored files a site settings document points at (its logo and icon). */
export function siteImagesOf(data: unknown): string[] {
  const settings = (typeof data === "string" ? JSON.parse(data) : data) as { logoUrl?: unknown; iconUrl?: unknown } | null;
  return [siteImageNameOf(settings?.logoUrl), siteImageNameOf(settings?.iconUrl)].filter((n): n is string => n !== null);
}

/** Decoding limit: a logo is small; a larger canvas is refused before it is decoded. */
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * An uploaded logo or icon, re-encoded by sharp (so it is a real image; metadata dropped) as WebP,
 * which keeps transparency: a logo fits in SITE_LOGO_MAX_PX, an icon is cropped square to SITE_ICON_PX.
 */
export async function storeSiteImage(deps: Deps, which: "logo" | "icon", input: Buffer): Promise<string> {
  if (input.length > PHOTO_MAX_BYTES) throw tooBig();
  let bytes: Buffer;
  try {
    const image = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" }).rotate();
    const sized =
      which === "icon"
        ? image.resize({ width: SITE_ICON_PX, height: SITE_ICON_PX, fit: "cover" })
        : image.resize({ width: SITE_LOGO_MAX_PX, height: SITE_LOGO_MAX_PX, fit: "inside", withoutEnlargement: true });
    bytes = await sized.webp({ quality: 90 }).toBuffer();
  } catch {
    throw notAnImage();
  }
  return siteImageUrl(await deps.storage.save(SITE_IMAGE_KIND, bytes, "webp"));
}

/**
 * The bytes of a site image the settings hold now; null for any other name. The route is public and
 * cached for good, so it must never answer for a name it was not given by an admin: a member's
 * private photo (whose name a blurred URL once carried) or a logo that was replaced.
 */
async function currentSiteImage(deps: Deps, name: string): Promise<Buffer | null> {
  if (!isStoredName(name) || !siteImagesOf(await deps.site.settings()).includes(name)) return null;
  const storage = deps.storage;
  const bytes = await storage.read(SITE_IMAGE_KIND, name);
  if (bytes) return bytes;
  const legacy = await storage.read(LEGACY_SITE_IMAGE_KIND, name);
  // Moved to its own kind on first read: later reads, backups and the sweep find it there.
  if (legacy) await storage.put(SITE_IMAGE_KIND, name, legacy).catch((err: unknown) => deps.log.warn({ err }, "could not move a site image to its own storage kind"));
  return legacy;
}

/** A stored site image, its icon size (192 for the manifest) made on the fly, or the same as PNG (mails). */
export async function readSiteImage(deps: Deps, name: string, size: number | undefined, format?: "png"): Promise<Buffer> {
  // The built-in heart of mails exists only as a PNG (builtin-logo.ts); its names are never stored names.
  if (isBuiltInMark(name)) {
    if (format !== "png" || size !== undefined) throw notFound("Image not found");
    return builtInMarkPng(name);
  }
  const bytes = await currentSiteImage(deps, name);
  if (!bytes) throw notFound("Image not found");
  // The stored image fits SITE_LOGO_MAX_PX, so this stays a small, quick encode.
  if (format === "png") return sharp(bytes).png({ compressionLevel: 9 }).toBuffer();
  if (size === undefined || size === SITE_ICON_PX) return bytes;
  if (!(SITE_ICON_SIZES as readonly number[]).includes(size)) throw badRequest(`size: must be one of ${SITE_ICON_SIZES.join(", ")}`);
  return sharp(bytes).resize({ width: size, height: size, fit: "cover" }).webp({ quality: 90 }).toBuffer();
}

/** The one file of a multipart upload, field "image". */
export async function uploadedImage(request: FastifyRequest): Promise<Buffer> {
  let file;
  try {
    file = await request.file();
  } catch {
    throw notAnImage();
  }
  if (!file || file.fieldname !== "image") throw badRequest("image: choose an image file to upload", "NOT_AN_IMAGE");
  try {
    return await file.toBuffer();
  } catch (err) {
    if ((err as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") throw tooBig();
    throw err;
  }
}
