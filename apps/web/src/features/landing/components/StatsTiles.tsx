import { Globe2, HeartHandshake, Smile, Users } from "lucide-react";
import { useTranslation } from "react-i18next";

const TILES = [
  { key: "members", icon: Users },
  { key: "matches", icon: HeartHandshake },
  { key: "satisfaction", icon: Smile },
  { key: "countries", icon: Globe2 },
] as const;

/** The advertised figures of the landing page (5K+ members, 2.5K+ matches, 92%, 15+ countries). */
export function StatsTiles() {
  const { t } = useTranslation("landing");
  return (
    <section aria-label={t("stats.label")} className="mx-auto max-w-6xl px-4 sm:px-6">
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-4">
        {TILES.map(({ key, icon: Icon }) => (
          <li key={key} className="rounded-3xl border border-rose-100 bg-white/90 p-5 text-center shadow-sm" data-testid={`stat-${key}`}>
            <Icon className="mx-auto h-6 w-6 text-brand-500" aria-hidden="true" />
            <p className="mt-2 text-3xl font-extrabold text-slate-900" dir="ltr">
              {t(`stats.${key}.value`)}
            </p>
            <p className="mt-1 text-sm text-slate-600">{t(`stats.${key}.label`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
