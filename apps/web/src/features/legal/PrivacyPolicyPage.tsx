import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { PublicFooter } from "../landing/components/PublicFooter";
import { PublicHeader } from "../landing/components/PublicHeader";
import { useScrollToTop } from "../landing/components/useScrollToTop";

/** The list sections of the policy, in order; each has a title and items in legal.json. */
const LIST_SECTIONS = ["use", "sharing", "security", "rights"] as const;
const COLLECT_GROUPS = ["profile", "usage", "device"] as const;

/** /privacy-policy: the full policy in the chosen language. */
export default function PrivacyPolicyPage() {
  useScrollToTop();
  const { t } = useTranslation("legal");
  const items = (key: string) => Object.values(t(key, { returnObjects: true }) as Record<string, string>);
  return (
    <div className="flex min-h-dvh flex-col bg-rose-50/40">
      <PublicHeader />
      <main className="mx-auto w-full max-w-3xl flex-1 px-4 py-10 sm:px-6">
        <Link to="/" className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline">
          <ArrowLeft className="h-4 w-4 rtl:rotate-180" aria-hidden="true" />
          {t("back")}
        </Link>
        <article className="mt-4 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-rose-100 sm:p-10">
          <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">{t("title")}</h1>
          <p className="mt-2 text-sm text-slate-500">{t("lastUpdated")}</p>
          <p className="mt-6 leading-relaxed text-slate-700">{t("intro")}</p>

          <Section title={t("collect.title")}>
            <p>{t("collect.intro")}</p>
            {COLLECT_GROUPS.map((group) => (
              <div key={group} className="mt-4">
                <h3 className="font-semibold text-slate-900">{t(`collect.${group}.title`)}</h3>
                <BulletList items={items(`collect.${group}.items`)} />
              </div>
            ))}
          </Section>

          {LIST_SECTIONS.map((key) => (
            <Section key={key} title={t(`${key}.title`)}>
              <p>{t(`${key}.intro`)}</p>
              <BulletList items={items(`${key}.items`)} />
            </Section>
          ))}

          <Section title={t("contact.title")}>
            <p>{t("contact.body")}</p>
            <p className="mt-3">
              <a href="mailto:support@ulfa.example" className="font-medium text-brand-700 hover:underline" dir="ltr">
                support@ulfa.example
              </a>
            </p>
            <p className="mt-1 text-slate-600">{t("contact.address")}</p>
          </Section>

          <p className="mt-10 border-t border-rose-100 pt-6 text-sm text-slate-500">{t("footer")}</p>
        </article>
      </main>
      <PublicFooter />
    </div>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="mt-8">
      <h2 className="text-xl font-bold text-slate-900">{title}</h2>
      <div className="mt-3 leading-relaxed text-slate-700">{children}</div>
    </section>
  );
}

function BulletList({ items }: { items: string[] }) {
  return (
    <ul className="mt-2 list-disc space-y-1.5 ps-6 marker:text-brand-500">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
