import { useState } from "react";
import { ShieldCheck } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { SuspendedMember } from "@ulfa/contracts";
import { Button } from "../../ui/Button";
import { Card } from "../../ui/Card";
import { toast } from "../../ui/toast-store";
import { ConfirmDialog } from "../../ui/ConfirmDialog";
import { EmptyState, isolate, MemberAvatar, queueFallback, useActionFailedToast } from "./QueueStates";
import { useLiftSuspension, useSuspensionQueue } from "./queries";
import { formatDateTime } from "../../i18n/format";
import { useCurrentUser } from "../../session/useCurrentUser";

/** Suspended members, most recently suspended first, with until when and the reason they are shown: an admin lifts a suspension so they can sign in again (moderators see the list). */
export function SuspensionQueue() {
  const { t, i18n } = useTranslation("moderation");
  const actionFailed = useActionFailedToast();
  const queue = useSuspensionQueue();
  const lift = useLiftSuspension();
  const { data: user } = useCurrentUser();
  const [pending, setPending] = useState<SuspendedMember | null>(null);

  const confirm = () => {
    if (!pending) return;
    const member = pending;
    lift.mutate(member.id, {
      onSuccess: () => {
        toast({ title: t("suspensions.lifted"), description: member.name, variant: "success" });
        setPending(null);
      },
      onError: actionFailed,
    });
  };

  const fallback = queueFallback(queue);
  if (fallback || !queue.data) return fallback;
  if (queue.data.length === 0) return <EmptyState icon={ShieldCheck} text={t("suspensions.empty")} />;

  return (
    <>
      <ul className="space-y-3">
        {queue.data.map((member) => (
          <li key={member.id}>
            <Card className="flex gap-3 p-4" data-testid="suspension-item">
              <MemberAvatar photo={member.profilePhoto} />
              <div className="flex min-w-0 flex-1 flex-col gap-3 sm:flex-row sm:items-start">
                <div className="min-w-0 flex-1 space-y-1">
                  <p className="break-words font-semibold text-slate-900">
                    <bdi>{member.name}</bdi> <bdi className="font-normal text-slate-500">@{member.username}</bdi>
                  </p>
                  <p className="break-all text-sm text-slate-600">
                    <bdi>{member.email}</bdi>
                  </p>
                  <p className="text-xs text-slate-500">
                    <time dateTime={member.suspendedAt}>{t("suspensions.since", { date: isolate(formatDateTime(member.suspendedAt, i18n.language)) })}</time>
                  </p>
                  <p className="text-sm font-medium text-red-800" data-testid="suspension-term">
                    {member.endsAt ? (
                      <time dateTime={member.endsAt}>{t("suspensions.until", { date: isolate(formatDateTime(member.endsAt, i18n.language)) })}</time>
                    ) : (
                      t("suspensions.forGood")
                    )}
                  </p>
                  <p className="break-words text-sm text-slate-700">
                    {t("suspensions.reason")} <bdi className="whitespace-pre-line">{member.reason ?? t("suspensions.noReason")}</bdi>
                  </p>
                </div>
                <div className="flex shrink-0 justify-end gap-2">
                  {user?.isAdmin ? (
                    <Button variant="outline" size="sm" onClick={() => setPending(member)}>
                      {t("suspensions.lift")}
                    </Button>
                  ) : (
                    <p className="text-xs text-slate-500">{t("suspensions.adminsLift")}</p>
                  )}
                </div>
              </div>
            </Card>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title={t("suspensions.confirmLiftTitle")}
        description={t("suspensions.confirmLift", { name: isolate(pending?.name ?? "") })}
        confirmLabel={t("suspensions.lift")}
        pending={lift.isPending}
        onConfirm={confirm}
      />
    </>
  );
}
