/**
 * Folders (disk) or key prefixes (object store) of stored media. Selfies, chat media and voice
 * answers to prompts are never served publicly: chat media only through the chat's authorized route
 * (chat/media-routes.ts), voice answers only to members who may see the profile (prompts/voice-routes.ts).
 * "site" holds the operator's logo and icon, apart from members' photos: the public site image
 * route (site/images.ts) serves only the names the settings hold, never a member's file.
 */
export type MediaKind = "photos" | "verifications" | "chat" | "prompt-voices" | "site";
export const MEDIA_KINDS: readonly MediaKind[] = ["photos", "verifications", "chat", "prompt-voices", "site"];

/** Images are stored as JPEG or WebP; voice notes keep the browser's Opus container (WebM or Ogg). */
export type MediaExt = "jpg" | "webp" | "webm" | "ogg";

/** Stored names are random (never reused), so a served file can be cached forever. */
const NAME_PATTERN = /^[a-f0-9]{32}\.(jpg|webp|webm|ogg)$/;

export const isStoredName = (name: string) => NAME_PATTERN.test(name);

const CONTENT_TYPES: Record<MediaExt, string> = { jpg: "image/jpeg", webp: "image/webp", webm: "audio/webm", ogg: "audio/ogg" };
export const contentTypeOf = (name: string) => CONTENT_TYPES[name.slice(name.lastIndexOf(".") + 1) as MediaExt] ?? "image/jpeg";

/**
 * Resized copies of a photo (photos/variants.ts) are derived data, stored beside the photos in a
 * `variants` folder (or key prefix) as `<stem>-<width|full>.<format>`, and deleted with the photo.
 */
export const VARIANTS_DIR = "variants";
export const VARIANT_FORMATS = ["avif", "webp", "jpg"] as const;
const VARIANT_PATTERN = /^[a-f0-9]{32}-(\d{1,4}|full|blur)\.(avif|webp|jpg)$/;
export const isVariantName = (name: string) => VARIANT_PATTERN.test(name);
export const variantName = (photo: string, width: number | undefined, format: (typeof VARIANT_FORMATS)[number]) =>
  `${photo.slice(0, photo.lastIndexOf("."))}-${width ?? "full"}.${format}`;
/** The strongly blurred copy shown in place of a private member's photo (platform/blur.ts). */
export const blurredVariantName = (photo: string) => `${photo.slice(0, photo.lastIndexOf("."))}-blur.jpg`;

/**
 * Where media files live: the local disk by default, an S3-compatible bucket when configured
 * (several instances must see the same files). Features only ever use this interface.
 */
export interface MediaStorage {
  /** Writes the bytes under a new random name and returns that name. */
  save(kind: MediaKind, bytes: Buffer, ext: MediaExt): Promise<string>;
  /** Writes the bytes under a given stored name (copying media between storages). */
  put(kind: MediaKind, name: string, bytes: Buffer): Promise<void>;
  /** Reads a stored file; null when the name is invalid or the file is gone. */
  read(kind: MediaKind, name: string): Promise<Buffer | null>;
  /** Removes a stored file (a photo with its resized copies); invalid names and missing files are ignored. */
  delete(kind: MediaKind, name: string): Promise<void>;
  /** A resized copy of a photo (see variantName); null when it was not made yet. */
  readVariant(variant: string): Promise<Buffer | null>;
  writeVariant(variant: string, bytes: Buffer): Promise<void>;
  exists(kind: MediaKind, name: string): Promise<boolean>;
  /** Throws when the storage cannot be reached (health check). */
  check(): Promise<void>;
  /**
   * A call failed against the store moments ago and calls fail at once meanwhile (the S3 cool-off):
   * health must ask the store again instead of trusting its last good answer.
   */
  failedRecently(): boolean;
  /**
   * Every stored file of a kind (photos: the originals, not their copies), a page at a time, with
   * when it was written: the orphan sweep (media/sweep.ts) compares them with the database.
   */
  list(kind: MediaKind): AsyncIterable<StoredObject[]>;
  /** Every resized copy of a photo (see variantName), a page at a time. */
  listVariants(): AsyncIterable<StoredObject[]>;
}

export interface StoredObject {
  name: string;
  writtenAt: Date;
}
