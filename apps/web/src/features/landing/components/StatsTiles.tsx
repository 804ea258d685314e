import { Globe2, HeartHandshake, Smile, Users } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { LandingTile } from "@ulfa/contracts";
import { formatCount } from "../../../i18n/format";
import { useSite, useSiteName } from "../../site";

const ICONS = { members: Users, matches: HeartHandshake, satisfaction: Smile, countries: Globe2 } as const;

/**
 * The landing page's four tiles, as the site settings decide (apps/server/src/site/tiles.ts): a
 * real count once it passes the operator's threshold, the seed's figures only when the operator
 * turned demo figures on, and otherwise a feature that is true of every Ulfa site. The build
 * prerenders markers that the server fills in (kind "template").
 */
export function StatsTiles() {
  const { t, i18n } = useTranslation("landing");
  const { data: site } = useSite();
  const siteName = useSiteName();
  if (!site) return null;
  const text = (tile: LandingTile): { value: string; label: string } => {
    const key = `site:tiles.${tile.key}`;
    if ((tile.kind as string) === "template") return { value: `@@site:tiles.${tile.key}.value@@`, label: `@@site:tiles.${tile.key}.label@@` };
    if (tile.kind === "feature") return { value: t(`${key}.featureValue`), label: t(`${key}.featureLabel`) };
    const value = typeof tile.value === "number" ? formatCount(tile.value, i18n.language) : String(tile.value ?? "");
    return { value, label: t(`${key}.count`) };
  };
  return (
    <section aria-label={t("stats.label", { site: siteName })} className="mx-auto max-w-6xl px-4 sm:px-6">
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-4">
        {site.tiles.map((tile) => {
          const Icon = ICONS[tile.key];
          const { value, label } = text(tile);
          return (
            <li key={tile.key} className="rounded-3xl border border-rose-100 bg-white/90 p-5 text-center shadow-sm" data-testid={`stat-${tile.key}`}>
              <Icon className="mx-auto h-6 w-6 text-brand-500" aria-hidden="true" />
              <p className="mt-2 text-2xl font-extrabold text-slate-900 sm:text-3xl">
                <bdi suppressHydrationWarning>{value}</bdi>
              </p>
              <p className="mt-1 text-sm text-slate-600" suppressHydrationWarning>
                {label}
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
