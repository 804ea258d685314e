import { BadgeCheck, Flag, ScanEye, ShieldAlert, UserCheck, Users, UserX, type LucideIcon } from "lucide-react";
import { Link } from "react-router";
import { ApprovalQueue } from "./ApprovalQueue";
import { SignalQueue } from "./SignalQueue";
import type { ComponentType } from "react";
import { useTranslation } from "react-i18next";
import { ReportQueue } from "./ReportQueue";
import { SafetyDecisions } from "./SafetyDecisions";
import { SuspensionQueue } from "./SuspensionQueue";
import { VerificationQueue } from "./VerificationQueue";

const SECTIONS: { id: string; icon: LucideIcon; title: string; Queue: ComponentType }[] = [
  { id: "moderation-signals", icon: ShieldAlert, title: "signals.title", Queue: SignalQueue },
  { id: "moderation-approvals", icon: UserCheck, title: "approvals.title", Queue: ApprovalQueue },
  { id: "moderation-verifications", icon: BadgeCheck, title: "verifications.title", Queue: VerificationQueue },
  { id: "moderation-reports", icon: Flag, title: "reports.title", Queue: ReportQueue },
  { id: "moderation-suspensions", icon: UserX, title: "suspensions.title", Queue: SuspensionQueue },
  { id: "moderation-safety", icon: ScanEye, title: "safety.title", Queue: SafetyDecisions },
];

/** The administrators' review queue: selfie verifications, member reports, suspended members and the automatic photo checks. */
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
