import { Building2, Heart, Mail, MapPin, ShieldCheck, Sparkles } from "lucide-react";
import { useTranslation } from "react-i18next";
import { inLanguage, isTemplate, SiteHtml, useSite, useSiteName } from "../site";

const VALUES = [
  { key: "genuine", icon: Heart },
  { key: "smart", icon: Sparkles },
  { key: "safe", icon: ShieldCheck },
] as const;

/** /about: the operator's About text, company, address and contact (site settings), and what every Ulfa site offers. */
export default function AboutPage() {
  const { t, i18n } = useTranslation("about");
  const { data: site } = useSite();
  const siteName = useSiteName();
  return (
    // Inside the public layout (app/layouts/PublicLayout.tsx): the space between its header and footer.
    <div className="flex-1 bg-gradient-to-b from-brand-50 via-white to-white">
      <main className="mx-auto w-full max-w-4xl px-4 py-12 sm:px-6">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-600">{t("eyebrow")}</p>
        <h1 className="mt-2 text-4xl font-extrabold tracking-tight text-slate-900">{t("title", { site: siteName })}</h1>
        {site && <SiteHtml html={inLanguage(site.aboutHtml, i18n.language)} className="mt-4 text-lg [&_h2]:text-2xl" />}

        <section className="mt-10 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-rose-100 sm:p-8" aria-labelledby="values">
          <h2 id="values" className="sr-only">
            {t("mission.title")}
          </h2>
          <ul className="grid gap-4 sm:grid-cols-3">
            {VALUES.map(({ key, icon: Icon }) => (
              <li key={key} className="rounded-2xl bg-brand-50/60 p-4">
                <Icon className="h-6 w-6 text-brand-600" aria-hidden="true" />
                <h3 className="mt-2 font-semibold text-slate-900">{t(`values.${key}.title`)}</h3>
                <p className="mt-1 text-sm text-slate-600">{t(`values.${key}.body`)}</p>
              </li>
            ))}
          </ul>
        </section>

        <section className="mt-8 grid gap-4 sm:grid-cols-3" aria-labelledby="company">
          <h2 id="company" className="sr-only">
            {t("company.heading")}
          </h2>
          <ContactCard icon={Building2} label={t("company.nameLabel")}>
            <span data-testid="company-name" suppressHydrationWarning>
              {site ? (isTemplate(site) ? "@@site:owner@@" : inLanguage(site.companyName, i18n.language) || inLanguage(site.siteName, i18n.language)) : ""}
            </span>
          </ContactCard>
          <ContactCard icon={MapPin} label={t("company.addressLabel")}>
            {/* The operator's own words: a Latin street line in the Arabic page ("1 Kings Cross Square…")
                keeps its house number by the street; match-parent keeps it on the card's start side. */}
            <address dir="auto" className="whitespace-pre-line not-italic text-match-parent" suppressHydrationWarning>
              {site ? (isTemplate(site) ? "@@site:address@@" : inLanguage(site.companyAddress, i18n.language) || "—") : ""}
            </address>
          </ContactCard>
          <ContactCard icon={Mail} label={t("company.supportLabel")}>
            {site && (
              <a href={`mailto:${site.contactEmail}`} className="font-medium text-brand-700 hover:underline" dir="ltr">
                {site.contactEmail}
              </a>
            )}
          </ContactCard>
        </section>
      </main>
    </div>
  );
}

function ContactCard({ icon: Icon, label, children }: { icon: typeof Mail; label: string; children: React.ReactNode }) {
  return (
    <div className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-rose-100">
      <Icon className="h-5 w-5 text-brand-600" aria-hidden="true" />
      <p className="mt-2 text-xs font-semibold uppercase tracking-wide text-slate-500">{label}</p>
      <div className="mt-1 text-sm text-slate-800">{children}</div>
    </div>
  );
}
