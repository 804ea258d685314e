import { useTranslation } from "react-i18next";
import type { SiteSettings } from "@ulfa/contracts";
import { BRAND_MIN_CONTRAST, contrastWithWhite, isBrandColor, readableWithWhite } from "@ulfa/contracts/constants";
import { Field, Input, Textarea } from "../../../ui/Field";
import { BrandPreview } from "./BrandPreview";
import { Pair, Section } from "./Section";

type Edit = (change: Partial<SiteSettings>) => void;

/** Site name, contact, colour, company and address: in English and Arabic where a reader sees them. */
export function IdentitySection({ draft, edit }: { draft: SiteSettings; edit: Edit }) {
  const { t } = useTranslation("adminSite");
  // Said while typing, as the server would refuse it on save (BRAND_CONTRAST).
  const colour = draft.brandColor;
  const colourError = !isBrandColor(colour)
    ? t("identity.colourFormat")
    : readableWithWhite(colour)
      ? undefined
      : t("identity.colourLow", { ratio: contrastWithWhite(colour), min: BRAND_MIN_CONTRAST });
  return (
    <Section id="site-identity" title={t("identity.title")}>
      <Pair>
        <Field label={t("identity.nameEn")}>{(p) => <Input {...p} dir="ltr" value={draft.siteName.en} onChange={(e) => edit({ siteName: { ...draft.siteName, en: e.target.value } })} />}</Field>
        <Field label={t("identity.nameAr")}>{(p) => <Input {...p} dir="rtl" value={draft.siteName.ar} onChange={(e) => edit({ siteName: { ...draft.siteName, ar: e.target.value } })} />}</Field>
      </Pair>
      <Pair>
        <Field label={t("identity.email")}>
          {(p) => <Input {...p} type="email" dir="ltr" value={draft.contactEmail} onChange={(e) => edit({ contactEmail: e.target.value })} />}
        </Field>
        <Field label={t("identity.colour")} hint={t("identity.colourHint")} error={colourError}>
          {(p) => (
            <div className="flex items-center gap-2">
              <input type="color" aria-label={t("identity.colourPicker")} className="h-10 w-12 rounded-lg border border-slate-300" value={isBrandColor(colour) ? colour : "#000000"} onChange={(e) => edit({ brandColor: e.target.value })} />
              <Input {...p} name="brand-colour" dir="ltr" value={colour} onChange={(e) => edit({ brandColor: e.target.value.trim() })} />
            </div>
          )}
        </Field>
      </Pair>
      <BrandPreview color={colour} />
      <Pair>
        <Field label={t("identity.companyEn")} hint={t("identity.optional")}>
          {(p) => <Input {...p} dir="ltr" value={draft.companyName.en} onChange={(e) => edit({ companyName: { ...draft.companyName, en: e.target.value } })} />}
        </Field>
        <Field label={t("identity.companyAr")} hint={t("identity.optional")}>
          {(p) => <Input {...p} dir="rtl" value={draft.companyName.ar} onChange={(e) => edit({ companyName: { ...draft.companyName, ar: e.target.value } })} />}
        </Field>
      </Pair>
      <Pair>
        <Field label={t("identity.addressEn")} hint={t("identity.optional")}>
          {(p) => <Textarea {...p} dir="ltr" className="min-h-16" value={draft.companyAddress.en} onChange={(e) => edit({ companyAddress: { ...draft.companyAddress, en: e.target.value } })} />}
        </Field>
        <Field label={t("identity.addressAr")} hint={t("identity.optional")}>
          {/* dir=auto, as the About page shows it: an address kept in Latin ("1 Kings Cross Square…") keeps its house number by the street. */}
          {(p) => <Textarea {...p} dir="auto" className="min-h-16" value={draft.companyAddress.ar} onChange={(e) => edit({ companyAddress: { ...draft.companyAddress, ar: e.target.value } })} />}
        </Field>
      </Pair>
    </Section>
  );
}
