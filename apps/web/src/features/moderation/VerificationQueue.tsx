import { useState } from "react";
import { BadgeCheck, ImageOff } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { VerificationQueueItem } from "@ulfa/contracts";
import { VERIFICATION_NOTE_MAX } from "@ulfa/contracts/constants";
import { Button } from "../../ui/Button";
import { Card } from "../../ui/Card";
import { cn } from "../../ui/cn";
import { Field, Textarea } from "../../ui/Field";
import { toast } from "../../ui/toast-store";
import { ConfirmDialog } from "../../ui/ConfirmDialog";
import { EmptyState, isolate, queueFallback, useActionFailedToast } from "./QueueStates";
import { useReviewVerification, useVerificationQueue } from "./queries";
import { formatDateTime, formatPercent } from "../../i18n/format";

/** The profile photos to compare with (main photo first, no repeats, at most four). */
const photosOf = (item: VerificationQueueItem) =>
  [...new Set([item.profilePhoto, ...item.photos].filter((p): p is string => Boolean(p)))].slice(0, 4);

type Decision = { item: VerificationQueueItem; decision: "approve" | "reject" };

/** Pending selfie verifications: the selfie beside the member's profile photos. */
export function VerificationQueue() {
  const { t, i18n } = useTranslation("moderation");
  const actionFailed = useActionFailedToast();
  const queue = useVerificationQueue();
  const review = useReviewVerification();
  const [pending, setPending] = useState<Decision | null>(null);
  const [note, setNote] = useState("");

  const open = (item: VerificationQueueItem, decision: Decision["decision"]) => {
    setNote("");
    setPending({ item, decision });
  };

  const confirm = () => {
    if (!pending) return;
    const { item, decision } = pending;
    review.mutate(
      { id: item.id, decision, note: note.trim() || null },
      {
        onSuccess: () => {
          toast({ title: t(decision === "approve" ? "verifications.approved" : "verifications.rejected"), description: item.name, variant: "success" });
          setPending(null);
        },
        onError: actionFailed,
      },
    );
  };

  const fallback = queueFallback(queue);
  if (fallback || !queue.data) return fallback;
  const items = queue.data.verifications;
  if (items.length === 0) return <EmptyState icon={BadgeCheck} text={t("verifications.empty")} />;

  return (
    <>
      <ul className="grid gap-4 md:grid-cols-2">
        {items.map((item) => (
          <li key={item.id}>
            <Card className="space-y-3 p-4" data-testid="verification-item">
              <div className="flex items-baseline justify-between gap-2">
                <p className="min-w-0 truncate font-semibold text-slate-900" dir="auto">
                  {t("verifications.who", { name: isolate(item.name), age: item.age })}
                </p>
                <time className="shrink-0 text-xs text-slate-500" dateTime={item.submittedAt}>
                  {formatDateTime(item.submittedAt, i18n.language)}
                </time>
              </div>
              {item.confidence !== null && (
                <p className="text-sm text-slate-600" data-testid="verification-score">
                  {t("verifications.faceMatch", { score: isolate(formatPercent(item.confidence, i18n.language)) })}
                </p>
              )}
              <div className="grid grid-cols-2 gap-3">
                <figure className="space-y-1">
                  <img src={item.selfieUrl} alt={t("verifications.selfieOf", { name: item.name })} className="aspect-square w-full rounded-xl bg-slate-100 object-cover" />
                  <figcaption className="text-center text-xs text-slate-500">{t("verifications.selfie")}</figcaption>
                </figure>
                <figure className="space-y-1">
                  {photosOf(item).length > 0 ? (
                    <div className={cn("grid aspect-square gap-1 overflow-hidden rounded-xl", photosOf(item).length > 1 && "grid-cols-2", photosOf(item).length > 2 && "grid-rows-2")}>
                      {photosOf(item).map((src) => (
                        <img key={src} src={src} alt="" className="h-full min-h-0 w-full bg-slate-100 object-cover" />
                      ))}
                    </div>
                  ) : (
                    <div className="flex aspect-square items-center justify-center rounded-xl bg-slate-100 text-slate-400">
                      <ImageOff className="h-8 w-8" aria-hidden="true" />
                    </div>
                  )}
                  <figcaption className="text-center text-xs text-slate-500">{t("verifications.photos")}</figcaption>
                </figure>
              </div>
              <div className="flex justify-end gap-2">
                <Button variant="outline" size="sm" onClick={() => open(item, "reject")}>
                  {t("verifications.reject")}
                </Button>
                <Button size="sm" onClick={() => open(item, "approve")}>
                  {t("verifications.approve")}
                </Button>
              </div>
            </Card>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title={t(pending?.decision === "reject" ? "verifications.confirmRejectTitle" : "verifications.confirmApproveTitle")}
        description={t(pending?.decision === "reject" ? "verifications.confirmReject" : "verifications.confirmApprove", { name: isolate(pending?.item.name ?? "") })}
        confirmLabel={t(pending?.decision === "reject" ? "verifications.reject" : "verifications.approve")}
        danger={pending?.decision === "reject"}
        pending={review.isPending}
        onConfirm={confirm}
      >
        <Field label={t("verifications.note")} hint={t("verifications.noteHint")}>
          {(props) => <Textarea {...props} value={note} maxLength={VERIFICATION_NOTE_MAX} onChange={(e) => setNote(e.target.value)} />}
        </Field>
      </ConfirmDialog>
    </>
  );
}
