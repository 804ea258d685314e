import { Activity, Eye, FileText, Fingerprint, Globe2, MapPin, Radio, Crown, UserCheck, Users } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { LiveAnalytics, VisitorAnalytics } from "@ulfa/contracts";
import { Card } from "../../../ui/Card";
import { useFormatters } from "../format";
import { ListPanel } from "./ListPanel";
import { MailQueueCard } from "./MailQueueCard";
import { BackupsCard } from "./BackupsCard";
import { StatCard } from "./StatCard";
import { UsersTable } from "./UsersTable";

/** The "Site Analytics" dashboard body. */
export function Overview({ visitors, live }: { visitors: VisitorAnalytics; live: LiveAnalytics }) {
  const { t } = useTranslation("analytics");
  const fmt = useFormatters();
  const n = fmt.number;

  return (
    <div className="space-y-6">
      <section aria-label={t("summary")} className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        <StatCard live icon={Radio} label={t("cards.liveVisitors")} value={n(live.activeVisitors)} hint={t("cards.liveHint")} />
        <StatCard live icon={Activity} label={t("cards.liveUsers")} value={n(live.activeUsers)} hint={t("cards.liveUsersHint")} />
        <StatCard icon={Eye} label={t("cards.totalVisitors")} value={n(visitors.totalVisitors)} />
        <StatCard icon={Fingerprint} label={t("cards.uniqueVisitors")} value={n(visitors.uniqueVisitors)} />
        <StatCard icon={Globe2} label={t("cards.countries")} value={n(visitors.topCountries.length)} />
        <StatCard icon={Users} label={t("cards.registeredUsers")} value={n(visitors.registeredUsers)} />
        <StatCard icon={Crown} label={t("cards.premiumUsers")} value={n(visitors.premiumUsers)} />
      </section>

      <MailQueueCard />
      <BackupsCard />

      {(live.recentUsers.length > 0 || live.visitorCountries.length > 0) && (
        <div className="grid gap-4 lg:grid-cols-2">
          {live.recentUsers.length > 0 && (
            <Card className="min-w-0 p-4">
              <h2 className="mb-3 flex items-center gap-2 text-base font-semibold text-slate-900">
                <UserCheck className="h-5 w-5 text-emerald-600" aria-hidden="true" />
                {t("recent.title")}
              </h2>
              <ul className="divide-y divide-slate-100">
                {live.recentUsers.map((u) => (
                  <li key={u.username} className="flex items-center justify-between gap-3 py-2 text-sm">
                    <span className="flex min-w-0 items-center gap-2">
                      <span className="h-2 w-2 shrink-0 rounded-full bg-emerald-500" aria-hidden="true" />
                      <span className="truncate font-medium text-slate-900" dir="auto">
                        {u.username}
                      </span>
                      <span className="truncate text-slate-500">{u.country ? fmt.country(u.country) : t("users.notSpecified")}</span>
                    </span>
                    <time dateTime={u.lastActivity} className="shrink-0 tabular-nums text-slate-600" dir="ltr">
                      {fmt.time(u.lastActivity)}
                    </time>
                  </li>
                ))}
              </ul>
            </Card>
          )}
          <ListPanel
            title={t("liveCountries.title")}
            icon={MapPin}
            entries={live.visitorCountries.map((c) => ({ key: c.country, label: fmt.country(c.country), value: t("liveCountries.active", { count: c.count, n: n(c.count) }) }))}
          />
        </div>
      )}

      <div className="grid gap-4 lg:grid-cols-3">
        <ListPanel
          title={t("panels.visitorCountries")}
          icon={Globe2}
          empty={t("panels.noCountries")}
          entries={visitors.topCountries.map((c) => ({ key: c.country, label: fmt.country(c.country), value: t("panels.visits", { count: c.count, n: n(c.count) }) }))}
        />
        <ListPanel
          title={t("panels.userCountries")}
          icon={Users}
          empty={t("panels.noUserCountries")}
          entries={visitors.userCountries.map((c) => ({ key: c.country, label: fmt.country(c.country), value: t("panels.users", { count: c.count, n: n(c.count) }) }))}
        />
        <ListPanel
          title={t("panels.topPages")}
          icon={FileText}
          empty={t("panels.noPages")}
          entries={visitors.topPages.map((p) => ({ key: p.page, label: p.page, value: t("panels.views", { count: p.count, n: n(p.count) }), dir: "ltr" }))}
        />
      </div>

      <UsersTable users={visitors.registeredUsersList} />
    </div>
  );
}
