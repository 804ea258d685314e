import { Building2, Heart, Mail, MapPin, ShieldCheck, Sparkles } from "lucide-react";
import { useTranslation } from "react-i18next";
import { PublicFooter } from "../landing/components/PublicFooter";
import { PublicHeader } from "../landing/components/PublicHeader";
import { useScrollToTop } from "../landing/components/useScrollToTop";

const VALUES = [
  { key: "genuine", icon: Heart },
  { key: "smart", icon: Sparkles },
  { key: "safe", icon: ShieldCheck },
] as const;

/** /about: company, UK address, support contact and mission (docs/product-rules.md). */
export default function AboutPage() {
  useScrollToTop();
  const { t } = useTranslation("about");
  return (
    <div className="flex min-h-dvh flex-col bg-gradient-to-b from-brand-50 via-white to-white">
      <PublicHeader />
      <main className="mx-auto w-full max-w-4xl flex-1 px-4 py-12 sm:px-6">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-600">{t("eyebrow")}</p>
        <h1 className="mt-2 text-4xl font-extrabold tracking-tight text-slate-900">{t("title")}</h1>
        <p className="mt-4 text-lg leading-relaxed text-slate-600">{t("intro")}</p>

        <section className="mt-10 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-rose-100 sm:p-8" aria-labelledby="mission">
          <h2 id="mission" className="text-2xl font-bold text-slate-900">
            {t("mission.title")}
          </h2>
          <p className="mt-3 leading-relaxed text-slate-700">{t("mission.body")}</p>
          <ul className="mt-6 grid gap-4 sm:grid-cols-3">
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
            <span data-testid="company-name">{t("company.name")}</span>
          </ContactCard>
          <ContactCard icon={MapPin} label={t("company.addressLabel")}>
            <address className="not-italic">
              {t("company.addressLine1")}
              <br />
              {t("company.addressLine2")}
              <br />
              {t("company.addressLine3")}
            </address>
          </ContactCard>
          <ContactCard icon={Mail} label={t("company.supportLabel")}>
            <a href="mailto:support@ulfa.example" className="font-medium text-brand-700 hover:underline" dir="ltr">
              support@ulfa.example
            </a>
          </ContactCard>
        </section>
      </main>
      <PublicFooter />
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
