import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { SwipeStatus } from "@ulfa/contracts";
import { cn } from "../../../ui/cn";
import { formatCount } from "../../../i18n/format";

/**
 * Profiles remaining ("…" while the deck loads; a dash, `null`, while there is no deck to count: the
 * deck asks for the member's location first), swipes left today (green/red), super likes usable
 * (links to the packs), AI matching state.
 */
export function Counters({ remaining, status, smart }: { remaining: number | null | undefined; status: SwipeStatus | undefined; smart: boolean }) {
  const { t, i18n } = useTranslation("discover");
  // Through Intl, so the member's digits (Latin or Arabic-Indic) apply here too.
  const n = (value: number) => formatCount(value, i18n.language);
  const superLikes = status ? n(status.credits.superLikes.usable) : "…";
  const tiles = [
    {
      key: "remaining",
      label: t("counters.remaining"),
      value:
        remaining === null ? (
          <>
            <span aria-hidden="true">—</span>
            <span className="sr-only">{t("counters.notCounted")}</span>
          </>
        ) : remaining === undefined ? (
          "…"
        ) : (
          n(remaining)
        ),
      tone: "text-slate-900",
    },
    {
      key: "swipes",
      label: t("counters.swipesLeft"),
      value: status ? (status.unlimited ? t("counters.unlimited") : n(status.swipesRemaining)) : "…",
      tone: status?.canSwipe === false ? "text-red-600" : "text-emerald-600",
    },
    {
      key: "super",
      label: t("counters.superLikes"),
      value: (
        <Link
          to="/home?tab=premium"
          // At least 24 x 24 px to tap (WCAG 2.5.8): the count alone was 10 px wide on a phone.
          className="inline-flex min-h-6 min-w-6 items-center justify-center rounded px-1 underline-offset-2 hover:underline"
          aria-label={t("counters.superLikesLink", { n: superLikes })} data-testid="counter-super-link">
          {superLikes}
        </Link>
      ),
      tone: "text-sky-700",
    },
    { key: "ai", label: t("counters.aiMatching"), value: smart ? t("counters.on") : t("counters.off"), tone: smart ? "text-violet-600" : "text-slate-500" },
  ];
  return (
    <dl className="grid grid-cols-4 gap-2 lg:grid-cols-2" data-testid="discover-counters">
      {tiles.map((tile) => (
        <div key={tile.key} className="rounded-2xl bg-white p-2 text-center shadow-sm ring-1 ring-rose-100" data-testid={`counter-${tile.key}`}>
          <dd className={cn("text-lg font-bold", tile.tone)}>{tile.value}</dd>
          <dt className="text-[11px] leading-tight text-slate-500">{tile.label}</dt>
        </div>
      ))}
    </dl>
  );
}
