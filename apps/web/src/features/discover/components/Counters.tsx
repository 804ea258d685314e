import { useTranslation } from "react-i18next";
import type { SwipeStatus } from "@ulfa/contracts";
import { cn } from "../../../ui/cn";

/** Profiles remaining, swipes left today (green/red), super likes, AI matching state. */
export function Counters({ remaining, status, smart }: { remaining: number; status: SwipeStatus | undefined; smart: boolean }) {
  const { t } = useTranslation("discover");
  const superLikes = status ? status.superLikesRemainingToday + status.superLikes : 0;
  const tiles = [
    { key: "remaining", label: t("counters.remaining"), value: String(remaining), tone: "text-slate-900" },
    {
      key: "swipes",
      label: t("counters.swipesLeft"),
      value: status ? (status.unlimited ? t("counters.unlimited") : String(status.swipesRemaining)) : "…",
      tone: status?.canSwipe === false ? "text-red-600" : "text-emerald-600",
    },
    { key: "super", label: t("counters.superLikes"), value: status ? String(superLikes) : "…", tone: "text-sky-600" },
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
