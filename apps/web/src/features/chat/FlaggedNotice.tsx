import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { ChatMessage } from "@ulfa/contracts";
import { REPORT_REASON_MAX } from "@ulfa/contracts/constants";
import { messageOf } from "../../api/client";
import { toast } from "../../ui/toast-store";
import { useReport } from "../../entities/matches/queries";

/**
 * Under a received message the server flagged: "Does this bother you?" and a one-tap report through
 * the ordinary report flow (POST /api/reports, reason harassment, the message quoted for the moderators).
 */
export function FlaggedNotice({ message }: { message: ChatMessage }) {
  const { t } = useTranslation("chat");
  const report = useReport();
  const [reported, setReported] = useState(false);
  if (reported) return null;
  const submit = () => {
    // A flagged photo is reported as explicit content, a flagged text as harassment, quoted.
    const photo = message.kind === "photo";
    const quoted = (photo ? t("flagged.photoDetails") : t("flagged.details", { message: message.content, interpolation: { escapeValue: false } })).slice(0, REPORT_REASON_MAX);
    report.mutate(
      { userId: message.senderId, reason: photo ? "inappropriate_content" : "harassment", details: quoted },
      {
        onSuccess: () => {
          setReported(true);
          toast({ title: t("flagged.reported"), description: t("flagged.reportedBody"), variant: "success" });
        },
        onError: (err) => toast({ title: t("error"), description: messageOf(err, t("flagged.reportFailed")), variant: "destructive" }),
      },
    );
  };
  return (
    <p className="mt-1 flex flex-wrap items-center gap-2 text-xs text-slate-600" data-testid="flagged-notice">
      <span>{t("flagged.question")}</span>
      <button
        type="button"
        onClick={submit}
        disabled={report.isPending}
        className="rounded-full border border-red-300 bg-white px-2.5 py-0.5 font-medium text-red-700 hover:bg-red-50 disabled:opacity-50"
      >
        {report.isPending ? t("flagged.reporting") : t("flagged.report")}
      </button>
    </p>
  );
}
