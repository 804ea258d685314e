import { randomBytes } from "node:crypto";
import { mkdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";

/** Folders of stored media under DATA_DIR. Selfies are never served publicly. */
export type MediaKind = "photos" | "verifications";

/** Stored names are random (never reused), so a served file can be cached forever. */
const NAME_PATTERN = /^[a-f0-9]{32}\.(jpg|webp)$/;

export const isStoredName = (name: string) => NAME_PATTERN.test(name);

export const contentTypeOf = (name: string) => (name.endsWith(".webp") ? "image/webp" : "image/jpeg");

/** Where media files live. One interface so an object store can replace the local disk later. */
export interface MediaStorage {
  /** Writes the bytes under a new random name and returns that name. */
  save(kind: MediaKind, bytes: Buffer, ext: "jpg" | "webp"): Promise<string>;
  /** Reads a stored file; null when the name is invalid or the file is gone. */
  read(kind: MediaKind, name: string): Promise<Buffer | null>;
  /** Removes a stored file; invalid names and missing files are ignored. */
  delete(kind: MediaKind, name: string): Promise<void>;
  /** Absolute path of a stored file, or null for an invalid name (no path traversal). */
  path(kind: MediaKind, name: string): string | null;
  exists(kind: MediaKind, name: string): Promise<boolean>;
}

/** The embedded default: files under DATA_DIR/<kind>/. */
export function diskStorage(dataDir: string): MediaStorage {
  const pathOf = (kind: MediaKind, name: string) => (isStoredName(name) ? path.join(dataDir, kind, name) : null);
  return {
    async save(kind, bytes, ext) {
      const dir = path.join(dataDir, kind);
      await mkdir(dir, { recursive: true });
      const name = `${randomBytes(16).toString("hex")}.${ext}`;
      await writeFile(path.join(dir, name), bytes, { flag: "wx", mode: 0o640 });
      return name;
    },
    async read(kind, name) {
      const file = pathOf(kind, name);
      if (!file) return null;
      try {
        return await readFile(file);
      } catch {
        return null;
      }
    },
    async delete(kind, name) {
      const file = pathOf(kind, name);
      if (file) await rm(file, { force: true });
    },
    path: pathOf,
    async exists(kind, name) {
      const file = pathOf(kind, name);
      if (!file) return false;
      return stat(file).then(
        (s) => s.isFile(),
        () => false,
      );
    },
  };
}

const byDataDir = new Map<string, MediaStorage>();

/** The storage of an app instance (keyed by its DATA_DIR). */
export function mediaStorage(config: { dataDir: string }): MediaStorage {
  let storage = byDataDir.get(config.dataDir);
  if (!storage) {
    storage = diskStorage(config.dataDir);
    byDataDir.set(config.dataDir, storage);
  }
  return storage;
}
