import type { FileHandle } from "node:fs/promises";

/**
 * The few lines of POSIX ustar that backups need (backup/): one file per entry, names under 100
 * bytes, written in order and read back by offset. Plain tar so an operator can always look inside
 * an archive with `tar -tvf` and take one file out by hand; no library on npm writes entries of
 * known size to a file handle more simply than this.
 */
const BLOCK = 512;
const NAME_MAX = 100;

function octal(value: number, width: number): string {
  return `${value.toString(8).padStart(width - 1, "0")}\0`;
}

export function tarHeader(name: string, size: number, mtime: Date): Buffer {
  if (Buffer.byteLength(name) >= NAME_MAX) throw new Error(`tar entry name too long: ${name}`);
  const header = Buffer.alloc(BLOCK);
  header.write(name, 0, NAME_MAX, "utf8");
  header.write(octal(0o644, 8), 100, "ascii");
  header.write(octal(0, 8), 108, "ascii");
  header.write(octal(0, 8), 116, "ascii");
  header.write(octal(size, 12), 124, "ascii");
  header.write(octal(Math.floor(mtime.getTime() / 1000), 12), 136, "ascii");
  header.write("        ", 148, "ascii");
  header.write("0", 156, "ascii");
  header.write("ustar\0", 257, "ascii");
  header.write("00", 263, "ascii");
  let sum = 0;
  for (const byte of header) sum += byte;
  header.write(`${sum.toString(8).padStart(6, "0")}\0 `, 148, "ascii");
  return header;
}

export const tarPadding = (size: number) => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);
/** Two empty blocks close an archive. */
export const tarEnd = () => Buffer.alloc(BLOCK * 2);

export interface TarEntry {
  name: string;
  size: number;
  /** Where the entry's bytes start in the file. */
  offset: number;
}

function parseOctal(field: Buffer): number {
  const text = field.toString("ascii").replace(/\0.*$/s, "").trim();
  if (!/^[0-7]+$/.test(text)) throw new Error("not a tar header");
  return parseInt(text, 8);
}

/**
 * Lists the entries of a tar file, checking every header's checksum and that each entry's bytes
 * are all there: a truncated or damaged archive throws.
 */
export async function listTar(file: FileHandle): Promise<TarEntry[]> {
  const { size: fileSize } = await file.stat();
  const entries: TarEntry[] = [];
  const header = Buffer.alloc(BLOCK);
  let offset = 0;
  for (;;) {
    const { bytesRead } = await file.read(header, 0, BLOCK, offset);
    if (bytesRead < BLOCK) throw new Error("the archive ends in the middle (no end-of-archive marker)");
    if (header.every((b) => b === 0)) return entries;
    const stored = parseOctal(header.subarray(148, 156));
    let sum = 0;
    for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : header[i];
    if (sum !== stored) throw new Error(`damaged tar header at byte ${offset}`);
    const name = header.subarray(0, NAME_MAX).toString("utf8").replace(/\0.*$/s, "");
    const size = parseOctal(header.subarray(124, 136));
    const start = offset + BLOCK;
    if (start + size > fileSize) throw new Error(`the archive ends in the middle of ${name}`);
    entries.push({ name, size, offset: start });
    offset = start + size + ((BLOCK - (size % BLOCK)) % BLOCK);
  }
}

/** Reads one entry's bytes. */
export async function readTarEntry(file: FileHandle, entry: TarEntry): Promise<Buffer> {
  const bytes = Buffer.alloc(entry.size);
  let read = 0;
  while (read < entry.size) {
    const { bytesRead } = await file.read(bytes, read, entry.size - read, entry.offset + read);
    if (bytesRead === 0) throw new Error(`the archive ends in the middle of ${entry.name}`);
    read += bytesRead;
  }
  return bytes;
}
