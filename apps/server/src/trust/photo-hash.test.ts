import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { testPhoto } from "../../test/test-photos";
import { hammingDistance, photoHashes } from "./photo-hash";

const MAX_SAME = 6;

describe("photoHashes (dHash)", () => {
  it("finds a copy re-encoded, resized, slightly cropped or mirrored, and tells other photos apart", async () => {
    const original = await testPhoto(1);
    const { hash, mirror } = (await photoHashes(original))!;
    const copies = {
      reencoded: await sharp(original).jpeg({ quality: 40 }).toBuffer(),
      resized: await sharp(original).resize(120).png().toBuffer(),
      cropped: await sharp(original).extract({ left: 6, top: 4, width: 228, height: 172 }).toBuffer(),
      mirrored: await sharp(original).flop().jpeg().toBuffer(),
    };
    for (const [how, bytes] of Object.entries(copies)) {
      const copy = (await photoHashes(bytes))!.hash;
      const distance = Math.min(hammingDistance(copy, hash), hammingDistance(copy, mirror));
      expect(distance, how).toBeLessThanOrEqual(MAX_SAME);
    }
    for (const seed of [2, 3, 4, 5, 6]) {
      const other = (await photoHashes(await testPhoto(seed)))!.hash;
      expect(Math.min(hammingDistance(other, hash), hammingDistance(other, mirror)), `seed ${seed}`).toBeGreaterThan(MAX_SAME * 2);
    }
  });

  it("gives a flat picture no hash: a plain colour cannot be told apart from another, so it is never compared", async () => {
    for (const background of ["#3264c8", "#ffffff", "#000000"]) {
      const flat = await sharp({ create: { width: 40, height: 50, channels: 3, background } }).jpeg().toBuffer();
      expect(await photoHashes(flat), background).toBeNull();
    }
  });
});
