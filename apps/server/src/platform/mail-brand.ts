import { BRAND_DEFAULT, isBrandColor, readableWithWhite } from "@ulfa/contracts";

/** The built-in brand colour, painted when the operator's value is not a plain #rrggbb. */
export const DEFAULT_MAIL_BRAND = BRAND_DEFAULT;

/**
 * The colours a mail paints its header band and buttons with. The value lands inside a style
 * attribute, so only a literal #rrggbb passes (whatever the settings let through). The text is white
 * where white reaches 4.5:1 (the same rule as the site's buttons), otherwise black: white and black
 * contrasts multiply to 21, so when white falls short of 4.5:1, black reaches at least 21 / 4.5.
 */
export function mailBrand(color: string | undefined): { background: string; text: string } {
  const background = isBrandColor(color) ? color.toLowerCase() : DEFAULT_MAIL_BRAND;
  return { background, text: readableWithWhite(background) ? "#ffffff" : "#000000" };
}
