import { createHash, randomBytes } from "node:crypto";
import { open, rename, rm, type FileHandle } from "node:fs/promises";
import path from "node:path";
import { Refused } from "./refused";
import { listTar, readTarEntry, tarEnd, tarHeader, tarPadding, type TarEntry } from "../platform/tar";
import { isStoredName, MEDIA_KINDS } from "../platform/storage";
import { SECRET_FILES } from "./secret-files";

export const ARCHIVE_FORMAT = "ulfa-backup";
export const ARCHIVE_VERSION = 1;
export const MANIFEST_NAME = "manifest.json";

export interface ManifestEntry {
  name: string;
  size: number;
  sha256: string;
}

export interface Manifest {
  format: typeof ARCHIVE_FORMAT;
  version: number;
  createdAt: string;
  /** Which database it was taken from ("pglite" or "postgres"); restores go to either. */
  database: string;
  /** The migrations of the Ulfa that wrote it: only the same schema restores it. */
  schema: { migrations: number; last: string };
  /** Tables in load order with their row counts. */
  tables: { name: string; rows: number }[];
  /** Media files rows pointed at but storage no longer had (deleted between the snapshot and the copy). */
  missingMedia: string[];
  secrets: boolean;
  entries: ManifestEntry[];
}

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

/**
 * Writes an archive under a temporary name beside `file` and renames it into place only once the
 * manifest is written and the bytes are on disk: a crash or an error leaves no file under the final
 * name (and the partial file is removed when the process is still alive to do it).
 */
export class ArchiveWriter {
  private readonly entries: ManifestEntry[] = [];
  private offset = 0;
  private constructor(
    private readonly handle: FileHandle,
    readonly partialPath: string,
    private readonly finalPath: string,
    private readonly mtime: Date,
  ) {}

  static async create(file: string, now: Date): Promise<ArchiveWriter> {
    const finalPath = path.resolve(file);
    const partialPath = path.join(path.dirname(finalPath), `.${path.basename(finalPath)}.${process.pid}.${randomBytes(4).toString("hex")}.partial`);
    const handle = await open(partialPath, "wx", 0o600);
    return new ArchiveWriter(handle, partialPath, finalPath, now);
  }

  private async write(bytes: Buffer): Promise<void> {
    let written = 0;
    while (written < bytes.length) {
      const { bytesWritten } = await this.handle.write(bytes, written, bytes.length - written, this.offset + written);
      written += bytesWritten;
    }
    this.offset += bytes.length;
  }

  async add(name: string, bytes: Buffer): Promise<void> {
    if (name === MANIFEST_NAME || this.entries.some((e) => e.name === name)) throw new Error(`duplicate archive entry ${name}`);
    if (!isKnownEntryName(name)) throw new Error(`not an archive entry restore would accept: ${name}`);
    await this.write(tarHeader(name, bytes.length, this.mtime));
    await this.write(bytes);
    await this.write(tarPadding(bytes.length));
    this.entries.push({ name, size: bytes.length, sha256: sha256(bytes) });
  }

  /** Writes the manifest last (it lists every entry's checksum), syncs and renames into place. */
  async finish(manifest: Omit<Manifest, "entries">): Promise<Manifest> {
    const full: Manifest = { ...manifest, entries: this.entries };
    const bytes = Buffer.from(JSON.stringify(full, null, 1));
    await this.write(tarHeader(MANIFEST_NAME, bytes.length, this.mtime));
    await this.write(bytes);
    await this.write(tarPadding(bytes.length));
    await this.write(tarEnd());
    await this.handle.sync();
    await this.handle.close();
    await rename(this.partialPath, this.finalPath);
    return full;
  }

  async abort(): Promise<void> {
    await this.handle.close().catch(() => undefined);
    await rm(this.partialPath, { force: true });
  }
}

export class ArchiveRefused extends Refused {}

/** A table's chunk: `db/<table>/<000000>.jsonl` (write.ts chunkName); table names are plain identifiers. */
const CHUNK_NAME = /^db\/[a-z_][a-z0-9_]{0,62}\/\d{6}\.jsonl$/;

/**
 * The only entry names an archive may hold: database chunks, media files of the kinds Ulfa stores
 * under names it gives them (random hex, so never `..`, a slash or a drive), and the secret files
 * it generates. Anything else (`secrets/../../x`, `media/../x.jpg`, absolute paths, backslashes) is
 * refused for the whole archive: restore writes media and secrets to paths built from these names.
 */
export function isKnownEntryName(name: string): boolean {
  if (CHUNK_NAME.test(name)) return true;
  const parts = name.split("/");
  if (parts.length === 3 && parts[0] === "media") return (MEDIA_KINDS as readonly string[]).includes(parts[1]) && isStoredName(parts[2]);
  return parts.length === 2 && parts[0] === "secrets" && (SECRET_FILES as readonly string[]).includes(parts[1]);
}

export interface OpenedArchive {
  manifest: Manifest;
  read(name: string): Promise<Buffer>;
  names(): string[];
  close(): Promise<void>;
}

/**
 * Opens an archive and checks all of it before anything is restored: every header, that the
 * manifest is there (it is written last, so a truncated archive has none), that every entry it
 * lists is present with its size and SHA-256, and that nothing else is in it.
 */
export async function openArchive(file: string): Promise<OpenedArchive> {
  const handle = await open(file, "r").catch((err: Error) => {
    throw new ArchiveRefused(`cannot open ${file}: ${err.message}`);
  });
  try {
    let entries: TarEntry[];
    try {
      entries = await listTar(handle);
    } catch (err) {
      throw new ArchiveRefused(`${file} is damaged or truncated: ${(err as Error).message}`);
    }
    // Every name first, before the manifest or any entry is read: a name restore must not write is
    // refused whatever the checksums say (whoever wrote the archive also wrote its manifest).
    const unknown = entries.slice(0, -1).find((e) => !isKnownEntryName(e.name));
    if (unknown) throw new ArchiveRefused(`${file} holds an entry restore does not accept: ${JSON.stringify(unknown.name)} (only db/, media/<kind>/<stored name> and secrets/${SECRET_FILES.join("|")}); refusing the whole archive`);
    const last = entries.at(-1);
    if (!last || last.name !== MANIFEST_NAME) throw new ArchiveRefused(`${file} has no manifest at its end: it is truncated or not an Ulfa backup`);
    let manifest: Manifest;
    try {
      manifest = JSON.parse((await readTarEntry(handle, last)).toString("utf8")) as Manifest;
    } catch {
      throw new ArchiveRefused(`${file}: the manifest is not valid JSON`);
    }
    if (manifest.format !== ARCHIVE_FORMAT || manifest.version !== ARCHIVE_VERSION) {
      throw new ArchiveRefused(`${file} is not an Ulfa backup of format version ${ARCHIVE_VERSION}`);
    }
    const byName = new Map(entries.slice(0, -1).map((e) => [e.name, e]));
    if (byName.size !== manifest.entries.length) throw new ArchiveRefused(`${file} holds entries its manifest does not list`);
    if (!Array.isArray(manifest.tables) || !manifest.tables.every((t) => typeof t?.name === "string" && CHUNK_NAME.test(`db/${t.name}/000000.jsonl`))) {
      throw new ArchiveRefused(`${file}: the manifest names a table that is not a plain identifier`);
    }
    for (const expected of manifest.entries) {
      const entry = byName.get(expected.name);
      if (!entry) throw new ArchiveRefused(`${file} lacks ${expected.name}`);
      if (entry.size !== expected.size || sha256(await readTarEntry(handle, entry)) !== expected.sha256) {
        throw new ArchiveRefused(`${file}: ${expected.name} does not match its checksum (the archive was damaged or altered)`);
      }
    }
    return {
      manifest,
      names: () => [...byName.keys()],
      async read(name) {
        const entry = byName.get(name);
        if (!entry) throw new Error(`no ${name} in the archive`);
        const bytes = await readTarEntry(handle, entry);
        // Checked again on the way in: the file could have changed since it was verified.
        if (sha256(bytes) !== manifest.entries.find((e) => e.name === name)!.sha256) throw new ArchiveRefused(`${name} changed while restoring`);
        return bytes;
      },
      close: () => handle.close(),
    };
  } catch (err) {
    await handle.close();
    throw err;
  }
}
