import { UserCheck } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "../../ui/Button";
import { Card } from "../../ui/Card";
import { toast } from "../../ui/toast-store";
import { BulkBar, BulkCheckbox } from "./BulkBar";
import { EmptyState, MemberAvatar, queueFallback, useActionFailedToast } from "./QueueStates";
import { useApprovalQueue, useApprove } from "./trust-queries";
import { useBulkSelection } from "./useBulkSelection";

/** New members waiting for approval on a site that admits by approval, oldest first; one at a time or several ticked at once. */
export function ApprovalQueue() {
  const { t } = useTranslation("moderation");
  const actionFailed = useActionFailedToast();
  const queue = useApprovalQueue();
  const approve = useApprove();
  const selection = useBulkSelection(queue.data?.map((m) => m.userId) ?? []);
  const fallback = queueFallback(queue);
  if (fallback || !queue.data) return fallback;
  if (queue.data.length === 0) return <EmptyState icon={UserCheck} text={t("approvals.empty")} />;
  return (
    <>
      <BulkBar list="approval" selection={selection} actions={[{ action: "approve", label: t("approvals.approve") }]} />
      <ul className="space-y-3">
        {queue.data.map((member) => (
          <li key={member.userId}>
            <Card className="flex gap-3 p-4" data-testid="approval-item">
              <BulkCheckbox selection={selection} id={member.userId} name={member.name} />
              <MemberAvatar photo={member.profilePhoto} />
              <div className="min-w-0 flex-1 space-y-1">
                <p className="font-semibold text-slate-900">
                  <bdi>{member.name}</bdi>, {member.age}
                </p>
                {member.bio && (
                  <p className="break-words text-sm text-slate-600">
                    <bdi>{member.bio}</bdi>
                  </p>
                )}
              </div>
              <Button
                size="sm"
                disabled={approve.isPending}
                onClick={() => approve.mutate(member.userId, { onSuccess: () => toast({ title: t("approvals.approved"), description: member.name, variant: "success" }), onError: actionFailed })}
              >
                {t("approvals.approve")}
              </Button>
            </Card>
          </li>
        ))}
      </ul>
    </>
  );
}
