import { useTranslation } from "react-i18next";
import type { MemberSummary } from "@ulfa/contracts";
import { cn } from "../../../ui/cn";

const STATE_CLASS: Record<MemberSummary["state"], string> = {
  active: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  unverified: "bg-slate-100 text-slate-700 ring-slate-200",
  deactivated: "bg-slate-100 text-slate-700 ring-slate-200",
  suspended: "bg-red-50 text-red-800 ring-red-200",
};

/** The account's state and, for staff, their role, as small labels. */
export function StateBadges({ member }: { member: Pick<MemberSummary, "state" | "role"> }) {
  const { t } = useTranslation("members");
  const badge = "inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium ring-1";
  return (
    <span className="flex flex-wrap gap-1.5">
      <span className={cn(badge, STATE_CLASS[member.state])} data-testid="member-state">
        {t(`state.${member.state}`)}
      </span>
      {member.role && <span className={cn(badge, "bg-violet-50 text-violet-800 ring-violet-200")}>{t(`role.${member.role}`)}</span>}
    </span>
  );
}
