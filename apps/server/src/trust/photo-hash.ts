import sharp, { type Sharp } from "sharp";

/** dHash on a 9×8 greyscale copy: 64 bits, one per neighbouring pair of a row (is the left one darker?). */
const HASH_W = 9;
const HASH_H = 8;

/**
 * Greys this close together at the hash's size are a flat picture (a plain colour, a blank frame):
 * its bits say nothing about who is in it, and every flat picture would "match" every other one.
 */
const FLAT_RANGE = 8;

async function dHashOf(image: Sharp): Promise<bigint | null> {
  const pixels = await image.greyscale().resize(HASH_W, HASH_H, { fit: "fill", kernel: "lanczos3" }).raw().toBuffer();
  if (Math.max(...pixels) - Math.min(...pixels) < FLAT_RANGE) return null;
  let hash = 0n;
  for (let y = 0; y < HASH_H; y++) {
    for (let x = 0; x < HASH_W - 1; x++) {
      hash = (hash << 1n) | (pixels[y * HASH_W + x] < pixels[y * HASH_W + x + 1] ? 1n : 0n);
    }
  }
  // Stored as PostgreSQL bigint (signed): the same 64 bits read as a signed number.
  return BigInt.asIntN(64, hash);
}

/**
 * The perceptual hash of a photo and of its mirror image. A re-encoded, resized or slightly cropped
 * copy lands within a few bits of the original; a mirrored copy within a few bits of the mirror.
 * Costs a decode and two tiny resizes (a few ms); the pixels are not kept. A flat picture has no
 * hash (null): it cannot be told apart from any other flat picture, so it is never compared.
 */
export async function photoHashes(bytes: Buffer): Promise<{ hash: bigint; mirror: bigint } | null> {
  const base = sharp(bytes, { failOn: "error" }).rotate();
  const [hash, mirror] = await Promise.all([dHashOf(base.clone()), dHashOf(base.clone().flop())]);
  return hash === null || mirror === null ? null : { hash, mirror };
}

/** Bits that differ between two hashes. */
export function hammingDistance(a: bigint, b: bigint): number {
  let x = BigInt.asUintN(64, a ^ b);
  let n = 0;
  while (x) {
    x &= x - 1n;
    n += 1;
  }
  return n;
}
