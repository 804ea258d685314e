import { MapPin, ShieldCheck, Sparkles } from "lucide-react";
import { useTranslation } from "react-i18next";

const ITEMS = [
  { key: "ai", icon: Sparkles },
  { key: "nearby", icon: MapPin },
  { key: "safe", icon: ShieldCheck },
] as const;

export function Highlights() {
  const { t } = useTranslation("landing");
  return (
    <section className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <h2 className="text-center text-3xl font-bold text-slate-900">{t("highlights.title")}</h2>
      <div className="mt-10 grid gap-5 md:grid-cols-3">
        {ITEMS.map(({ key, icon: Icon }) => (
          <article key={key} className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-rose-100">
            <span className="grid h-12 w-12 place-items-center rounded-2xl bg-brand-50 text-brand-600">
              <Icon className="h-6 w-6" aria-hidden="true" />
            </span>
            <h3 className="mt-4 text-lg font-semibold text-slate-900">{t(`highlights.${key}.title`)}</h3>
            <p className="mt-2 text-sm leading-relaxed text-slate-600">{t(`highlights.${key}.body`)}</p>
          </article>
        ))}
      </div>
    </section>
  );
}
