/** The built-in brand colour, painted when the operator's value is not a plain #rrggbb. */
export const DEFAULT_MAIL_BRAND = "#e11d48";
const HEX = /^#[0-9a-f]{6}$/i;

/** WCAG relative luminance of a #rrggbb colour. */
export function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** WCAG contrast ratio between two #rrggbb colours (1 to 21). */
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

/**
 * The colours a mail paints its header band and buttons with. The value lands inside a style
 * attribute, so only a literal #rrggbb passes (whatever the settings let through); the text is white
 * or black, whichever contrasts more. Pure black is what guarantees 4.5:1 for every background: the
 * worst case, a mid grey, still reaches about 4.58:1 against one of the two.
 */
export function mailBrand(color: string | undefined): { background: string; text: string } {
  const background = color && HEX.test(color) ? color.toLowerCase() : DEFAULT_MAIL_BRAND;
  const text = contrast(background, "#ffffff") >= contrast(background, "#000000") ? "#ffffff" : "#000000";
  return { background, text };
}
