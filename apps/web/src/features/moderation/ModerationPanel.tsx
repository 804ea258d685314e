import { ListChecks, ScanEye, UserCheck, Users, UserX, type LucideIcon } from "lucide-react";
import { Link } from "react-router";
import type { ComponentType } from "react";
import { useTranslation } from "react-i18next";
import { ApprovalQueue } from "./ApprovalQueue";
import { ModerationQueue } from "./ModerationQueue";
import { SafetyDecisions } from "./SafetyDecisions";
import { SuspensionQueue } from "./SuspensionQueue";

const SECTIONS: { id: string; icon: LucideIcon; title: string; Queue: ComponentType }[] = [
  { id: "moderation-queue", icon: ListChecks, title: "queue.title", Queue: ModerationQueue },
  { id: "moderation-approvals", icon: UserCheck, title: "approvals.title", Queue: ApprovalQueue },
  { id: "moderation-suspensions", icon: UserX, title: "suspensions.title", Queue: SuspensionQueue },
  { id: "moderation-safety", icon: ScanEye, title: "safety.title", Queue: SafetyDecisions },
];

/** The staff's review page: one queue of reports, trust signals and selfies, the approvals, suspended members and the automatic photo checks. */
export function ModerationPanel() {
  const { t } = useTranslation("moderation");
  return (
    <div className="space-y-8">
      <Link to="/admin/members" className="inline-flex items-center gap-2 rounded-full border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50">
        <Users className="h-4 w-4" aria-hidden="true" />
        {t("members:navLink")}
      </Link>
      {SECTIONS.map(({ id, icon: Icon, title, Queue }) => (
        <section key={id} aria-labelledby={id} className="space-y-3">
          <h2 id={id} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
            <Icon className="h-5 w-5 text-brand-600" aria-hidden="true" />
            {t(title)}
          </h2>
          <Queue />
        </section>
      ))}
    </div>
  );
}
