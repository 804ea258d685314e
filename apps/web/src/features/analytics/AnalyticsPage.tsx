import { BarChart3, ShieldCheck } from "lucide-react";
import { useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { messageOf } from "../../api/client";
import { useCurrentUser } from "../../session/useCurrentUser";
import { Button } from "../../ui/Button";
import { cn } from "../../ui/cn";
import { Spinner } from "../../ui/Spinner";
import { ModerationPanel } from "../moderation/ModerationPanel";
import { AdminsOnly } from "./components/AdminsOnly";
import { Overview } from "./components/Overview";
import { isDenied, useLiveAnalytics, useVisitorAnalytics } from "./queries";

type Section = "overview" | "moderation";

/** /analytics: "Site Analytics" and the moderation queue, for administrators (docs/product-rules.md). */
export default function AnalyticsPage() {
  const { t } = useTranslation("analytics");
  const { data: user } = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const section: Section = params.get("section") === "moderation" ? "moderation" : "overview";
  const isAdmin = Boolean(user?.isAdmin);
  const visitors = useVisitorAnalytics(isAdmin && section === "overview");
  const live = useLiveAnalytics(isAdmin && section === "overview");

  // Moderators (granted in the Site screen) work the moderation queue only.
  if (!isAdmin && user?.isModerator) {
    return (
      <div className="mx-auto max-w-6xl space-y-6 px-4 py-6 md:px-8">
        <h1 className="text-2xl font-bold text-slate-900">{t("tabs.moderation")}</h1>
        <ModerationPanel />
      </div>
    );
  }
  if (!isAdmin || isDenied(visitors.error) || isDenied(live.error)) {
    return (
      <AdminsOnly />
    );
  }

  const tab = (value: Section, label: string, Icon: typeof BarChart3) => (
    <button
      type="button"
      role="tab"
      aria-selected={section === value}
      onClick={() => setParams(value === "overview" ? {} : { section: value }, { replace: true })}
      className={cn(
        "inline-flex items-center gap-2 rounded-full px-4 py-2 text-sm font-medium",
        section === value ? "bg-brand-600 text-white shadow-sm" : "text-slate-700 hover:bg-slate-100",
      )}
    >
      <Icon className="h-4 w-4" aria-hidden="true" />
      {label}
    </button>
  );

  const error = visitors.error ?? live.error;
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-6 md:px-8">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">{t("title")}</h1>
          <p className="text-sm text-slate-600">{t("subtitle")}</p>
        </div>
        <div role="tablist" aria-label={t("sections")} className="flex gap-1 rounded-full border border-rose-100 bg-white p-1">
          {tab("overview", t("tabs.overview"), BarChart3)}
          {tab("moderation", t("tabs.moderation"), ShieldCheck)}
        </div>
      </header>

      {section === "moderation" ? (
        <ModerationPanel />
      ) : visitors.data && live.data ? (
        <Overview visitors={visitors.data} live={live.data} />
      ) : error ? (
        <div role="alert" className="flex flex-col items-center gap-3 py-16 text-center">
          <p className="text-slate-700">{messageOf(error, t("loadFailed"))}</p>
          <Button variant="outline" onClick={() => void Promise.all([visitors.refetch(), live.refetch()])}>
            {t("retry")}
          </Button>
        </div>
      ) : (
        <div className="flex justify-center py-20" data-testid="analytics-loading">
          <Spinner className="scale-150" />
        </div>
      )}
    </div>
  );
}
