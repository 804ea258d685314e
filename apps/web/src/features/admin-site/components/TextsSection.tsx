import { useTranslation } from "react-i18next";
import type { SiteSettings } from "@ulfa/contracts";
import { Field, Input, Textarea } from "../../../ui/Field";
import { Pair, Section } from "./Section";

type Edit = (change: Partial<SiteSettings>) => void;
type Doc = "privacy" | "terms";

/** The About text, the privacy policy and the terms: Markdown in both languages, the policies with their date. */
export function TextsSection({ draft, edit }: { draft: SiteSettings; edit: Edit }) {
  const { t } = useTranslation("adminSite");
  const doc = (which: Doc) => (
    <div role="group" aria-labelledby={`site-${which}`} className="space-y-3 border-t border-rose-100 pt-4">
      <h3 id={`site-${which}`} className="font-semibold text-slate-900">
        {t(`texts.${which}`)}
      </h3>
      <Pair>
        <Field label={t("texts.english")}>
          {(p) => <Textarea {...p} dir="ltr" className="min-h-48 font-mono text-xs" value={draft[which].en} onChange={(e) => edit({ [which]: { ...draft[which], en: e.target.value } })} />}
        </Field>
        <Field label={t("texts.arabic")}>
          {(p) => <Textarea {...p} dir="rtl" className="min-h-48 font-mono text-xs" value={draft[which].ar} onChange={(e) => edit({ [which]: { ...draft[which], ar: e.target.value } })} />}
        </Field>
      </Pair>
      <Field label={t("texts.updated")} hint={t("texts.updatedHint")}>
        {(p) => <Input {...p} type="date" dir="ltr" className="max-w-48" value={draft[which].updatedAt} onChange={(e) => edit({ [which]: { ...draft[which], updatedAt: e.target.value } })} />}
      </Field>
    </div>
  );
  return (
    <Section id="site-texts" title={t("texts.title")} description={t("texts.description")}>
      <Pair>
        <Field label={t("texts.aboutEn")}>
          {(p) => <Textarea {...p} dir="ltr" className="min-h-32 font-mono text-xs" value={draft.about.en} onChange={(e) => edit({ about: { ...draft.about, en: e.target.value } })} />}
        </Field>
        <Field label={t("texts.aboutAr")}>
          {(p) => <Textarea {...p} dir="rtl" className="min-h-32 font-mono text-xs" value={draft.about.ar} onChange={(e) => edit({ about: { ...draft.about, ar: e.target.value } })} />}
        </Field>
      </Pair>
      {doc("privacy")}
      {doc("terms")}
    </Section>
  );
}
