import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { SUSPENSION_DAYS, SUSPENSION_REASON_MAX } from "@ulfa/contracts/constants";
import type { MemberAdminDetail } from "@ulfa/contracts";
import { messageOf } from "../../../api/client";
import { formatDateTime, isolate } from "../../../i18n/format";
import { useCurrentUser } from "../../../session/useCurrentUser";
import { Button } from "../../../ui/Button";
import { ConfirmDialog } from "../../../ui/ConfirmDialog";
import { Field, Select, Textarea } from "../../../ui/Field";
import { toast } from "../../../ui/toast-store";
import { useLiftMember, useSuspendMember } from "../queries";

/**
 * The member's suspension: how long and why when suspended (lift: admins only), else the form to
 * suspend for 1, 7 or 30 days or for good with the reason the member is shown at sign-in. Staff
 * are never suspended: the form is not offered, and the server refuses anyway (403 STAFF_MEMBER).
 */
export function SuspendCard({ detail }: { detail: MemberAdminDetail }) {
  const { t, i18n } = useTranslation("members");
  const { data: user } = useCurrentUser();
  const id = detail.member.id;
  const suspend = useSuspendMember(id);
  const lift = useLiftMember(id);
  const [days, setDays] = useState<string>("7");
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [confirmLift, setConfirmLift] = useState(false);
  const when = (iso: string) => isolate(formatDateTime(iso, i18n.language));
  const s = detail.suspension;

  if (s) {
    return (
      <div className="space-y-2 text-sm text-slate-800" data-testid="suspension">
        <p className="font-semibold text-red-800">{s.endsAt ? t("suspension.until", { date: when(s.endsAt) }) : t("suspension.forGood")}</p>
        <p>{t("suspension.since", { date: when(s.suspendedAt) })}</p>
        {s.suspendedBy && (
          <p>
            {t("suspension.by")} <bdi>{s.suspendedBy}</bdi>
          </p>
        )}
        <p>
          {t("suspension.reason")} <bdi className="whitespace-pre-line">{s.reason ?? t("suspension.noReason")}</bdi>
        </p>
        {user?.isAdmin ? (
          <Button variant="outline" size="sm" onClick={() => setConfirmLift(true)}>
            {t("suspension.lift")}
          </Button>
        ) : (
          <p className="text-xs text-slate-500">{t("suspension.adminsLift")}</p>
        )}
        <ConfirmDialog
          open={confirmLift}
          onOpenChange={setConfirmLift}
          title={t("suspension.confirmLiftTitle")}
          description={t("suspension.confirmLift", { name: isolate(detail.member.name) })}
          confirmLabel={t("suspension.lift")}
          pending={lift.isPending}
          onConfirm={() =>
            lift.mutate(undefined, {
              onSuccess: () => {
                setConfirmLift(false);
                toast({ title: t("suspension.lifted"), variant: "success" });
              },
              onError: (err) => toast({ title: t("actionFailed"), description: messageOf(err, t("actionFailed")), variant: "destructive" }),
            })
          }
        />
      </div>
    );
  }
  if (detail.member.role) return <p className="text-sm text-slate-600">{t("suspension.staff")}</p>;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setError(t("suspension.reasonRequired"));
      return;
    }
    setError(undefined);
    suspend.mutate(
      { days: days === "forever" ? null : Number(days), reason: reason.trim() },
      {
        onSuccess: () => {
          setReason("");
          toast({ title: t("suspension.done"), variant: "success" });
        },
        onError: (err) => setError(messageOf(err, t("actionFailed"))),
      },
    );
  };
  return (
    <form onSubmit={submit} className="space-y-3" aria-label={t("suspension.formLabel")}>
      <Field label={t("suspension.duration")}>
        {(p) => (
          <Select {...p} name="days" value={days} onChange={(e) => setDays(e.target.value)}>
            {SUSPENSION_DAYS.map((d) => (
              <option key={d} value={String(d)}>
                {t("suspension.days", { count: d })}
              </option>
            ))}
            <option value="forever">{t("suspension.forGoodOption")}</option>
          </Select>
        )}
      </Field>
      <Field label={t("suspension.reasonLabel")} hint={t("suspension.reasonHint")} error={error}>
        {(p) => <Textarea {...p} name="reason" dir="auto" maxLength={SUSPENSION_REASON_MAX} value={reason} onChange={(e) => setReason(e.target.value)} />}
      </Field>
      <Button type="submit" variant="danger" disabled={suspend.isPending}>
        {t("suspension.submit")}
      </Button>
    </form>
  );
}
