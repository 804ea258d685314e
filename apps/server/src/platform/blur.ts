import sharp from "sharp";

/**
 * The copy of a private member's photo that others see. The photo is shrunk to a few pixels across
 * (every feature that identifies a face is gone there, whatever a model or a sharpening filter
 * does afterwards), then scaled back up and blurred so it reads as soft colour rather than blocks.
 * privacy/blur.test.ts checks that the face model finds no face in it.
 */
const TINY_PX = 12;
const SHOWN_WIDTH = 320;
const SOFTEN_SIGMA = 12;

export async function blurImage(input: Buffer): Promise<Buffer> {
  const tiny = await sharp(input, { failOn: "none" }).rotate().resize(TINY_PX, TINY_PX, { fit: "inside" }).removeAlpha().png().toBuffer();
  const { width = TINY_PX, height = TINY_PX } = await sharp(tiny).metadata();
  return sharp(tiny)
    .resize(SHOWN_WIDTH, Math.round((SHOWN_WIDTH * height) / width), { kernel: "cubic" })
    .blur(SOFTEN_SIGMA)
    .jpeg({ quality: 70 })
    .toBuffer();
}
