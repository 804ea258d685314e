import { BadgeCheck, Flag, UserX } from "lucide-react";
import { useTranslation } from "react-i18next";
import { ReportQueue } from "./ReportQueue";
import { SuspensionQueue } from "./SuspensionQueue";
import { VerificationQueue } from "./VerificationQueue";

/** The administrators' review queue: selfie verifications, member reports and suspended members. */
export function ModerationPanel() {
  const { t } = useTranslation("moderation");
  return (
    <div className="space-y-8">
      <section aria-labelledby="moderation-verifications" className="space-y-3">
        <h2 id="moderation-verifications" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <BadgeCheck className="h-5 w-5 text-brand-600" aria-hidden="true" />
          {t("verifications.title")}
        </h2>
        <VerificationQueue />
      </section>
      <section aria-labelledby="moderation-reports" className="space-y-3">
        <h2 id="moderation-reports" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <Flag className="h-5 w-5 text-brand-600" aria-hidden="true" />
          {t("reports.title")}
        </h2>
        <ReportQueue />
      </section>
      <section aria-labelledby="moderation-suspensions" className="space-y-3">
        <h2 id="moderation-suspensions" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <UserX className="h-5 w-5 text-brand-600" aria-hidden="true" />
          {t("suspensions.title")}
        </h2>
        <SuspensionQueue />
      </section>
    </div>
  );
}
