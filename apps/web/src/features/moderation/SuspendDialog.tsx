import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { SUSPENSION_DAYS, SUSPENSION_REASON_MAX } from "@ulfa/contracts/constants";
import { ConfirmDialog } from "../../ui/ConfirmDialog";
import { Field, Select, Textarea } from "../../ui/Field";
import { isolate } from "./QueueStates";

/** A suspension's term as the API takes it: `days` null for good. */
export interface SuspensionTerms {
  days: number | null;
  reason: string;
}

/**
 * The queue's "Suspend": for how long (1, 7 or 30 days, or for good) and the reason the member is
 * shown when signing in is refused, as on the member's page (the same server call behind both). The
 * reason is required here: a member told nothing can only write to support.
 */
export function SuspendDialog({
  name,
  open,
  pending,
  onCancel,
  onSuspend,
}: {
  name: string;
  open: boolean;
  pending: boolean;
  onCancel: () => void;
  onSuspend: (terms: SuspensionTerms) => void;
}) {
  const { t } = useTranslation("moderation");
  const [days, setDays] = useState("7");
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | undefined>();
  // Each opening starts from a blank reason: the last member's must not carry over.
  useEffect(() => {
    if (!open) return;
    setDays("7");
    setReason("");
    setError(undefined);
  }, [open]);
  const confirm = () => {
    if (!reason.trim()) {
      setError(t("members:suspension.reasonRequired"));
      return;
    }
    onSuspend({ days: days === "forever" ? null : Number(days), reason: reason.trim() });
  };
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => !next && onCancel()}
      title={t("reports.confirmSuspendTitle")}
      description={t("reports.confirmSuspend", { name: isolate(name) })}
      confirmLabel={t("reports.suspend")}
      danger
      pending={pending}
      onConfirm={confirm}
      testId="suspend-dialog"
    >
      <div className="space-y-3">
        <Field label={t("members:suspension.duration")}>
          {(p) => (
            <Select {...p} name="days" value={days} onChange={(e) => setDays(e.target.value)}>
              {SUSPENSION_DAYS.map((d) => (
                <option key={d} value={String(d)}>
                  {t("members:suspension.days", { count: d })}
                </option>
              ))}
              <option value="forever">{t("members:suspension.forGoodOption")}</option>
            </Select>
          )}
        </Field>
        <Field label={t("members:suspension.reasonLabel")} hint={t("members:suspension.reasonHint")} error={error}>
          {(p) => <Textarea {...p} name="reason" dir="auto" maxLength={SUSPENSION_REASON_MAX} value={reason} onChange={(e) => setReason(e.target.value)} />}
        </Field>
      </div>
    </ConfirmDialog>
  );
}
