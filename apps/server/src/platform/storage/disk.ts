import { randomBytes } from "node:crypto";
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { isStoredName, isVariantName, VARIANTS_DIR, type MediaStorage, type StoredObject } from "./media-storage";

const LIST_PAGE = 500;

/** The files of `dir` whose names pass `keep`, with their modification times, LIST_PAGE at a time. */
async function* listDir(dir: string, keep: (name: string) => boolean): AsyncIterable<StoredObject[]> {
  const names = (await readdir(dir).catch(() => [] as string[])).filter(keep);
  for (let i = 0; i < names.length; i += LIST_PAGE) {
    const page = await Promise.all(
      names.slice(i, i + LIST_PAGE).map(async (name) => {
        const info = await stat(path.join(dir, name)).catch(() => null);
        return info?.isFile() ? { name, writtenAt: info.mtime } : null;
      }),
    );
    yield page.filter((o): o is StoredObject => o !== null);
  }
}

/** The embedded default: files under DATA_DIR/<kind>/. */
export function diskStorage(dataDir: string): MediaStorage {
  const variantsDir = path.join(dataDir, "photos", VARIANTS_DIR);
  const pathOf = (kind: string, name: string) => (isStoredName(name) ? path.join(dataDir, kind, name) : null);
  const write = async (kind: string, name: string, bytes: Buffer, flag: "wx" | "w") => {
    await mkdir(path.join(dataDir, kind), { recursive: true });
    await writeFile(path.join(dataDir, kind, name), bytes, { flag, mode: 0o640 });
  };
  return {
    async save(kind, bytes, ext) {
      const name = `${randomBytes(16).toString("hex")}.${ext}`;
      await write(kind, name, bytes, "wx");
      return name;
    },
    async put(kind, name, bytes) {
      if (!isStoredName(name)) throw new Error(`not a stored media name: ${name}`);
      await write(kind, name, bytes, "w");
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
      if (!file) return;
      await rm(file, { force: true });
      if (kind !== "photos") return;
      const stem = `${path.parse(name).name}-`;
      const copies = await readdir(variantsDir).catch(() => [] as string[]);
      await Promise.all(copies.filter((copy) => copy.startsWith(stem)).map((copy) => rm(path.join(variantsDir, copy), { force: true })));
    },
    async readVariant(variant) {
      if (!isVariantName(variant)) return null;
      return readFile(path.join(variantsDir, variant)).catch(() => null);
    },
    async writeVariant(variant, bytes) {
      if (!isVariantName(variant)) throw new Error(`not a variant name: ${variant}`);
      await mkdir(variantsDir, { recursive: true });
      // Written aside and renamed: two first requests at once never leave a half-written file.
      const partial = path.join(variantsDir, `${variant}.${process.pid}.${randomBytes(4).toString("hex")}.part`);
      await writeFile(partial, bytes, { mode: 0o640 });
      await rename(partial, path.join(variantsDir, variant));
    },
    async exists(kind, name) {
      const file = pathOf(kind, name);
      if (!file) return false;
      return stat(file).then(
        (s) => s.isFile(),
        () => false,
      );
    },
    async check() {
      await mkdir(dataDir, { recursive: true });
    },
    failedRecently: () => false,
    list: (kind) => listDir(path.join(dataDir, kind), isStoredName),
    listVariants: () => listDir(variantsDir, isVariantName),
  };
}
