import sharp from "sharp";

/** A photo-like test image: smooth shading with blocks placed by `seed` (no two seeds alike). */
export async function testPhoto(seed: number, width = 240, height = 180): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  let s = seed;
  const rand = () => ((s = (s * 1103515245 + 12345) % 2147483648) / 2147483648);
  const blocks = Array.from({ length: 12 }, () => ({ x: rand() * width, y: rand() * height, r: 15 + rand() * 50, c: [rand() * 255, rand() * 255, rand() * 255] }));
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let c = [(x / width) * 200, (y / height) * 200, 100];
      for (const b of blocks) if ((x - b.x) ** 2 + (y - b.y) ** 2 < b.r ** 2) c = b.c;
      pixels.set(c.map(Math.round), (y * width + x) * 3);
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 90 }).toBuffer();
}
