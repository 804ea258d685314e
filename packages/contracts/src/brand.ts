/**
 * The operator's brand colour as the app's theme: the shades of the Tailwind theme's `brand`
 * colour (apps/web/src/styles.css) derived from the one colour the admin picks, and the contrast
 * rule it must meet. Shared by the server (the `<style id="ulfa-brand">` it writes into every page,
 * the PATCH rule) and the web (the admin screen's live preview, the style kept current after a save).
 * No zod here: the web's first screen loads it through `@ulfa/contracts/constants`.
 */

/** The id of the `<style>` element carrying the brand's CSS variables in every served page. */
export const BRAND_STYLE_ID = "ulfa-brand";
/** WCAG 2.x AA for normal text: the primary buttons carry white text on the brand colour. */
export const BRAND_MIN_CONTRAST = 4.5;
/** A fresh install's colour (SITE_DEFAULTS.brandColor): its palette is the stylesheet's own, hand-tuned one. */
export const BRAND_DEFAULT = "#e11d48";
export const BRAND_SHADES = [50, 100, 200, 300, 400, 500, 600, 700, 800, 900] as const;
export type BrandShade = (typeof BRAND_SHADES)[number];
export type BrandPalette = Record<BrandShade, string>;

/** The stylesheet's `--color-brand-*` (styles.css; a web unit test holds them equal). */
export const BUILT_IN_BRAND: BrandPalette = {
  50: "#fff1f3",
  100: "#ffe4e8",
  200: "#fecdd6",
  300: "#fda4b4",
  400: "#fb7190",
  500: "#f43f6b",
  600: "#e11d55",
  700: "#be1246",
  800: "#9f1241",
  900: "#88133e",
};

const HEX = /^#[0-9a-f]{6}$/i;
export const isBrandColor = (value: unknown): value is string => typeof value === "string" && HEX.test(value);

type Rgb = [number, number, number];
const rgbOf = (hex: string): Rgb => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as Rgb;
const hexOf = (rgb: Rgb) => `#${rgb.map((c) => Math.round(Math.min(255, Math.max(0, c))).toString(16).padStart(2, "0")).join("")}`;

/** WCAG relative luminance of a #rrggbb colour. */
export function luminance(hex: string): number {
  const [r, g, b] = rgbOf(hex).map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two #rrggbb colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** The contrast of white text on the colour, rounded down to one decimal (4.49 reads 4.4, never 4.5). */
export const contrastWithWhite = (hex: string) => Math.floor(contrastRatio(hex, "#ffffff") * 10) / 10;

export const readableWithWhite = (hex: string) => contrastRatio(hex, "#ffffff") >= BRAND_MIN_CONTRAST;

/** `weight` of the colour mixed into `toward` (white for tints, black for shades). */
const mix = (hex: string, toward: Rgb, weight: number) => hexOf(rgbOf(hex).map((c, i) => toward[i] + (c - toward[i]) * weight) as Rgb);
const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];

/**
 * The colour darkened only as far as white text on it needs (a colour saved before the contrast
 * rule existed still gives readable buttons); an already readable one is returned as it is.
 */
export function darkenForWhite(hex: string): string {
  let weight = 1;
  let out = hex.toLowerCase();
  while (!readableWithWhite(out) && weight > 0) {
    weight -= 0.02;
    out = mix(hex, BLACK, weight);
  }
  return out;
}

/** How much of the colour each tint keeps (the rest white) and each shade keeps (the rest black), close to Tailwind's own scales. */
const TINTS: [BrandShade, number][] = [[50, 0.06], [100, 0.12], [200, 0.24], [300, 0.4], [400, 0.62], [500, 0.82]];
const SHADES: [BrandShade, number][] = [[700, 0.84], [800, 0.7], [900, 0.58]];

/** The ten shades of the theme from one colour: 600 (buttons, links) is the colour itself, made readable with white text. */
export function brandPalette(color: string): BrandPalette {
  if (!isBrandColor(color) || color.toLowerCase() === BRAND_DEFAULT) return BUILT_IN_BRAND;
  const base = darkenForWhite(color);
  const palette = { 600: base } as BrandPalette;
  for (const [shade, weight] of TINTS) palette[shade] = mix(base, WHITE, weight);
  for (const [shade, weight] of SHADES) palette[shade] = mix(base, BLACK, weight);
  return palette;
}

/** Tailwind's rose tints the app uses for page backgrounds, rings and borders (bg-rose-50, ring-rose-100...). */
const ROSE_TINTS = [50, 100, 200, 300, 400, 500, 700, 800] as const;

/**
 * The CSS variables of the theme for this colour, as the body of a `<style>` element. With another
 * colour than the default, the rose tints of backgrounds and rings follow it too, so no rose is left
 * beside a teal button. Only validated hex values go in: nothing else can reach the stylesheet.
 */
export function brandCss(color: string): string {
  const palette = brandPalette(color);
  const vars = BRAND_SHADES.map((shade) => `--color-brand-${shade}:${palette[shade]}`);
  if (palette !== BUILT_IN_BRAND) vars.push(...ROSE_TINTS.map((shade) => `--color-rose-${shade}:${palette[shade]}`));
  return `:root{${vars.join(";")}}`;
}

/** The whole element, for the server to put into a page's <head>. */
export const brandStyleElement = (color: string) => `<style id="${BRAND_STYLE_ID}">${brandCss(color)}</style>`;
