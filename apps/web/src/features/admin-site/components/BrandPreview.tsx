import type { CSSProperties } from "react";
import { useTranslation } from "react-i18next";
import { BRAND_MIN_CONTRAST, BRAND_SHADES, brandPalette, contrastWithWhite, isBrandColor } from "@ulfa/contracts/constants";

/**
 * How the app looks in the colour being edited, before it is saved: a primary and a secondary
 * button, a tinted card with a link, drawn with the same derived shades the server will write into
 * every page (contracts brand.ts), set as CSS variables on this box only.
 */
export function BrandPreview({ color }: { color: string }) {
  const { t } = useTranslation("adminSite");
  if (!isBrandColor(color)) return null;
  const palette = brandPalette(color);
  const vars = Object.fromEntries(
    BRAND_SHADES.flatMap((shade) => [
      [`--color-brand-${shade}`, palette[shade]],
      [`--color-rose-${shade}`, palette[shade]],
    ]),
  ) as CSSProperties;
  return (
    <div data-testid="brand-preview" style={vars} className="rounded-2xl bg-rose-50 p-4 ring-1 ring-rose-100">
      <p className="text-xs font-semibold text-slate-600">{t("identity.preview")}</p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        {/* Look-alikes, not buttons: nothing here does anything. */}
        <span className="inline-flex h-10 items-center rounded-full bg-brand-600 px-4 text-sm font-medium text-white shadow-sm">{t("identity.previewPrimary")}</span>
        <span className="inline-flex h-10 items-center rounded-full bg-rose-100 px-4 text-sm font-medium text-brand-800">{t("identity.previewSecondary")}</span>
        <span className="text-sm font-semibold text-brand-700 underline">{t("identity.previewLink")}</span>
      </div>
      <p className="mt-3 text-xs text-slate-600">{t("identity.contrast", { ratio: contrastWithWhite(color), min: BRAND_MIN_CONTRAST })}</p>
    </div>
  );
}
