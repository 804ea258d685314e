import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { BUILT_IN_BRAND, brandCss, brandPalette, contrastRatio, contrastWithWhite, darkenForWhite, readableWithWhite, SITE_DEFAULTS } from "@ulfa/contracts";

describe("the brand colour as the app's theme (contracts brand.ts)", () => {
  it("keeps the built-in palette equal to the stylesheet's theme, and uses it for the default colour", () => {
    const css = readFileSync(path.join(__dirname, "../../styles.css"), "utf8");
    for (const [shade, hex] of Object.entries(BUILT_IN_BRAND)) expect(css).toContain(`--color-brand-${shade}: ${hex};`);
    expect(brandPalette(SITE_DEFAULTS.brandColor)).toBe(BUILT_IN_BRAND);
    expect(brandCss(SITE_DEFAULTS.brandColor)).not.toContain("--color-rose");
  });

  it("measures contrast as WCAG does", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastWithWhite("#e11d48")).toBe(4.6); // 4.69:1
    expect(readableWithWhite("#767676")).toBe(true); // 4.54:1, the lightest grey that passes
    expect(readableWithWhite("#777777")).toBe(false); // 4.48:1
    expect(contrastWithWhite("#777777")).toBe(4.4); // rounded down: never reads 4.5 while it fails
  });

  it("derives ten shades from one colour: 600 is the colour, lighter tints above, darker shades below", () => {
    const palette = brandPalette("#0F766E");
    expect(palette[600]).toBe("#0f766e");
    const lum = (hex: string) => contrastRatio(hex, "#000000");
    const order = [50, 100, 200, 300, 400, 500, 600, 700, 800, 900] as const;
    for (let i = 1; i < order.length; i++) expect(lum(palette[order[i]])).toBeLessThan(lum(palette[order[i - 1]]));
    expect(brandCss("#0f766e")).toContain("--color-rose-100:");
  });

  it("darkens a colour saved before the rule until white text on it is readable", () => {
    const dark = darkenForWhite("#fde047");
    expect(readableWithWhite(dark)).toBe(true);
    expect(brandPalette("#fde047")[600]).toBe(dark);
    expect(darkenForWhite("#0f766e")).toBe("#0f766e");
  });
});
