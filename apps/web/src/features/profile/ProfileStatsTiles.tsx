import type { CurrentUser } from "@ulfa/contracts";
import { Crown, Heart, Star, Users, Zap } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { Card } from "../../ui/Card";
import { Skeleton } from "../../ui/Skeleton";
import { useLoadState } from "../../ui/useLoadState";
import { useSwipeStatus } from "../discover/queries";
import { useProfileStats } from "./queries";
import { formatCount, formatLongDate } from "../../i18n/format";

const tileClass = "flex flex-col items-center gap-1 rounded-2xl border border-rose-100 bg-white p-3 text-center shadow-sm";

function Tile({ icon, label, value, testId, hint, to }: { icon: ReactNode; label: string; value: ReactNode; testId: string; hint?: string; to?: string }) {
  const content = (
    <>
      {icon}
      <span className="text-xl font-bold text-slate-900" data-testid={`${testId}-value`}>
        {value}
      </span>
      <span className="text-xs text-slate-600">{label}</span>
      {hint && <span className="text-[11px] leading-tight text-slate-600">{hint}</span>}
    </>
  );
  return to ? (
    <Link to={to} className={`${tileClass} hover:border-brand-300`} data-testid={testId}>
      {content}
    </Link>
  ) : (
    <div className={tileClass} data-testid={testId}>
      {content}
    </div>
  );
}

/** Likes, Matches and Super Likes received, plus boosts remaining for premium members. */
export function ProfileStatsTiles({ user }: { user: CurrentUser }) {
  const { t, i18n } = useTranslation("profile");
  const stats = useProfileStats();
  const data = stats.data;
  // Boosts usable, as every screen shows them (the server's one definition, ["swipe-status"]).
  const swipeStatus = useSwipeStatus();
  const boosts = swipeStatus.data?.credits.boosts;
  // Offline or failed, a tile reads "–" rather than a skeleton that cannot fill (the notice says why).
  const statsLoading = useLoadState(stats) === "loading";
  const boostsLoading = useLoadState(swipeStatus) === "loading";
  const number = (n: number | undefined) =>
    statsLoading ? <Skeleton className="h-7 w-8" /> : n === undefined ? "–" : formatCount(n, i18n.language);
  return (
    <section aria-label={t("stats.label")} className={user.isPremium ? "grid grid-cols-2 gap-3 sm:grid-cols-4" : "grid grid-cols-3 gap-3"}>
      <Tile testId="stat-likes" icon={<Heart className="h-5 w-5 text-brand-600" aria-hidden="true" />} label={t("stats.likes")} value={number(data?.likesReceived)} />
      <Tile testId="stat-matches" icon={<Users className="h-5 w-5 text-brand-600" aria-hidden="true" />} label={t("stats.matches")} value={number(data?.totalMatches)} />
      <Tile
        testId="stat-super-likes"
        icon={<Star className="h-5 w-5 text-sky-500" aria-hidden="true" />}
        label={t("stats.superLikes")}
        value={number(data?.superLikesReceived)}
      />
      {user.isPremium && (
        <Tile
          testId="stat-boosts"
          icon={<Zap className="h-5 w-5 text-amber-500" aria-hidden="true" />}
          label={t("stats.boosts")}
          value={boosts ? formatCount(boosts.usable, i18n.language) : boostsLoading ? <Skeleton className="h-7 w-8" /> : "–"}
          hint={boosts ? t(boosts.includedLeft > 0 ? "stats.boostsMonthlyIncluded" : "stats.boostsMonthlyUsed") : undefined}
          to="/home?tab=premium"
        />
      )}
    </section>
  );
}

export function PremiumCard({ user }: { user: CurrentUser }) {
  const { t, i18n } = useTranslation("profile");
  const until = user.premiumUntil ? formatLongDate(user.premiumUntil, i18n.language) : null;
  return (
    <Card className="flex items-center gap-4 border-amber-200 bg-gradient-to-br from-amber-50 to-rose-50" data-testid="premium-card">
      <Crown className="h-10 w-10 shrink-0 text-amber-500" aria-hidden="true" />
      <div>
        <h2 className="font-semibold text-slate-900">{t("premium.title")}</h2>
        <p className="text-sm text-slate-600">{until ? t("premium.activeUntil", { date: until }) : t("premium.active")}</p>
      </div>
    </Card>
  );
}
