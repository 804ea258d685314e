import sharp from "sharp";

/**
 * The built-in heart (the one of the favicon, apps/web/public/favicon.svg), for mails of an install
 * without an uploaded logo: the band shows it before the site name, in the band's text colour, so it
 * keeps the band's contrast on any brand colour. Mail clients show no SVG, so it is served as a PNG,
 * drawn by sharp from this SVG the first time it is asked for and kept in memory after that.
 */
const HEART_PATH = "M16 25s-8-4.9-8-10.5A4.5 4.5 0 0 1 16 12a4.5 4.5 0 0 1 8 2.5C24 20.1 16 25 16 25z";
const heartSvg = (fill: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="7 9 18 17" width="180" height="170"><path d="${HEART_PATH}" fill="${fill}"/></svg>`;

/** The two hearts, by the name they are served under (GET /api/site/images/<name>?format=png). */
const BUILT_IN_MARKS = { "builtin-heart-white": "#ffffff", "builtin-heart-black": "#000000" } as const;
type BuiltInMark = keyof typeof BUILT_IN_MARKS;

/** Drawn at twice the size a mail shows it (28 px), so it stays sharp on dense screens. */
export const BUILT_IN_MARK_PX = 56;

export const isBuiltInMark = (name: string): name is BuiltInMark => Object.hasOwn(BUILT_IN_MARKS, name);

/** The heart that reads on a band whose text is `text` (#ffffff or #000000, see mailBrand). */
export const builtInMarkFor = (text: string): BuiltInMark => (text === "#000000" ? "builtin-heart-black" : "builtin-heart-white");

const drawn = new Map<BuiltInMark, Promise<Buffer>>();

/** The heart as a PNG, made once per process; a failed draw is not kept, so the next ask tries again. */
export function builtInMarkPng(name: BuiltInMark): Promise<Buffer> {
  let png = drawn.get(name);
  if (!png) {
    png = sharp(Buffer.from(heartSvg(BUILT_IN_MARKS[name])))
      .resize({ width: BUILT_IN_MARK_PX, height: BUILT_IN_MARK_PX, fit: "contain", background: { r: 0, g: 0, b: 0, alpha: 0 } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    png.catch(() => drawn.delete(name));
    drawn.set(name, png);
  }
  return png;
}
