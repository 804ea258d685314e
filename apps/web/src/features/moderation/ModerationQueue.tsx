import { useRef, useState, type KeyboardEvent } from "react";
import { ShieldCheck } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { ModerationQueueItem, ModerationQueueKind } from "@ulfa/contracts";
import { MODERATION_QUEUE_KINDS, VERIFICATION_NOTE_MAX } from "@ulfa/contracts/constants";
import { Button } from "../../ui/Button";
import { Card } from "../../ui/Card";
import { cn } from "../../ui/cn";
import { ConfirmDialog } from "../../ui/ConfirmDialog";
import { Field, Textarea } from "../../ui/Field";
import { toast } from "../../ui/toast-store";
import { formatDateTime } from "../../i18n/format";
import { EmptyState, isolate, MemberAvatar, queueFallback, useActionFailedToast } from "./QueueStates";
import { ReportCard } from "./ReportCard";
import { SignalCard } from "./SignalCard";
import { BulkBar, BulkCheckbox, type BulkActionChoice } from "./BulkBar";
import { SuspendDialog, type SuspensionTerms } from "./SuspendDialog";
import { VerificationCard } from "./VerificationCard";
import { useActOnReport, useReviewVerification } from "./queries";
import { useModerationQueue } from "./queue-queries";
import { useActOnMember, type TrustAction } from "./trust-queries";
import { useBulkSelection } from "./useBulkSelection";

/** One key per action on the focused item, by kind; j/k (or the arrows) move between items. */
const SIGNAL_KEYS: Record<string, TrustAction> = { c: "clear", h: "hold", s: "suspend", d: "dismiss" };
const REPORT_KEYS: Record<string, "dismiss" | "suspend"> = { d: "dismiss", s: "suspend" };
const SELFIE_KEYS: Record<string, "approve" | "reject"> = { a: "approve", r: "reject" };

/** The id a kind's bulk call takes: the report's, the member's (signals are per member), the selfie's. */
const bulkIdOf = (item: ModerationQueueItem) => (item.kind === "report" ? item.report.id : item.kind === "signal" ? item.member.id : item.verification.id);

type Confirm =
  | { kind: "report"; item: Extract<ModerationQueueItem, { kind: "report" }>; action: "dismiss" }
  | { kind: "suspend"; item: Extract<ModerationQueueItem, { kind: "report" | "signal" }> }
  | { kind: "verification"; item: Extract<ModerationQueueItem, { kind: "verification" }>; decision: "approve" | "reject" };

/**
 * Everything waiting for the staff in one list, strongest and newest first (docs/trust-and-safety.md "Moderators"):
 * open reports, members with trust signals or on hold, and selfies to compare; a filter by kind, a
 * page at a time. Signals act at once (as their own queue did); reports and selfies are confirmed;
 * a suspension, from a report or a signal, asks for how long and the reason the member is shown.
 * Filtered to one kind, rows can be ticked and acted on together (BulkBar): that kind's actions
 * but suspending, which stays one member at a time.
 */
export function ModerationQueue() {
  const { t, i18n } = useTranslation("moderation");
  const actionFailed = useActionFailedToast();
  const [kind, setKind] = useState<ModerationQueueKind | null>(null);
  const queue = useModerationQueue(kind);
  const actOnMember = useActOnMember();
  const actOnReport = useActOnReport();
  const review = useReviewVerification();
  const [confirm, setConfirm] = useState<Confirm | null>(null);
  const [note, setNote] = useState("");
  const listRef = useRef<HTMLUListElement>(null);
  const pages = queue.data?.pages ?? [];
  const items = pages.flatMap((p) => p.items);
  const selection = useBulkSelection(kind ? items.map(bulkIdOf) : []);
  const bulkActions: Record<ModerationQueueKind, BulkActionChoice[]> = {
    report: [{ action: "dismiss", label: t("reports.dismiss") }],
    signal: (["clear", "hold", "dismiss"] as const).map((action) => ({ action, label: t(`signals.actions.${action}`) })),
    verification: [
      { action: "approve", label: t("verifications.approve") },
      { action: "reject", label: t("verifications.reject"), danger: true },
    ],
  };

  const runSignal = (item: Extract<ModerationQueueItem, { kind: "signal" }>, action: TrustAction) =>
    action === "suspend" ? ask({ kind: "suspend", item }) : actOnMember.mutate(
      { userId: item.member.id, action },
      { onSuccess: () => toast({ title: t(`signals.done.${action}`), description: item.member.name, variant: "success" }), onError: actionFailed },
    );
  const ask = (next: Confirm) => {
    setNote("");
    setConfirm(next);
  };

  const onConfirm = () => {
    if (!confirm) return;
    const done = (title: string, name: string) => {
      toast({ title, description: name, variant: "success" });
      setConfirm(null);
    };
    if (confirm.kind === "report") {
      const { item, action } = confirm;
      actOnReport.mutate({ id: item.report.id, action }, { onSuccess: () => done(t("reports.dismissed"), item.member.name), onError: actionFailed });
    } else if (confirm.kind === "verification") {
      const { item, decision } = confirm;
      review.mutate(
        { id: item.verification.id, decision, note: note.trim() || null },
        { onSuccess: () => done(t(decision === "approve" ? "verifications.approved" : "verifications.rejected"), item.member.name), onError: actionFailed },
      );
    }
  };

  const suspend = (terms: SuspensionTerms) => {
    if (confirm?.kind !== "suspend") return;
    const { item } = confirm;
    const done = () => {
      toast({ title: t("reports.suspended"), description: item.member.name, variant: "success" });
      setConfirm(null);
    };
    if (item.kind === "report") actOnReport.mutate({ id: item.report.id, action: "suspend", ...terms }, { onSuccess: done, onError: actionFailed });
    else actOnMember.mutate({ userId: item.member.id, action: "suspend", ...terms }, { onSuccess: done, onError: actionFailed });
  };

  const onKey = (item: ModerationQueueItem) => (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.target !== event.currentTarget || event.ctrlKey || event.metaKey || event.altKey) return;
    const items = [...(listRef.current?.querySelectorAll<HTMLLIElement>("li[data-queue-item]") ?? [])];
    const at = items.indexOf(event.currentTarget);
    if (event.key === "j" || event.key === "ArrowDown") items[at + 1]?.focus();
    else if (event.key === "k" || event.key === "ArrowUp") items[at - 1]?.focus();
    else if (item.kind === "signal" && SIGNAL_KEYS[event.key]) runSignal(item, SIGNAL_KEYS[event.key]);
    else if (item.kind === "report" && REPORT_KEYS[event.key]) ask(REPORT_KEYS[event.key] === "suspend" ? { kind: "suspend", item } : { kind: "report", item, action: "dismiss" });
    else if (item.kind === "verification" && SELFIE_KEYS[event.key]) ask({ kind: "verification", item, decision: SELFIE_KEYS[event.key] });
    else return;
    event.preventDefault();
  };

  const counts = pages[0]?.counts;
  const total = pages[0]?.total ?? 0;
  const fallback = queueFallback(queue);

  return (
    <>
      <div role="group" aria-label={t("queue.filter")} className="flex flex-wrap gap-2">
        {[null, ...MODERATION_QUEUE_KINDS].map((k) => {
          const label = t(`queue.kinds.${k ?? "all"}`);
          const count = counts ? (k ? counts[k] : counts.report + counts.signal + counts.verification) : null;
          return (
            <Button key={k ?? "all"} size="sm" variant={kind === k ? "primary" : "outline"} aria-pressed={kind === k} onClick={() => {
                selection.clear();
                setKind(k);
              }}>
              {count === null ? label : t("queue.kindCount", { kind: label, count })}
            </Button>
          );
        })}
      </div>
      {fallback ??
        (items.length === 0 ? (
          <EmptyState icon={ShieldCheck} text={t("queue.empty")} />
        ) : (
          <>
            <p className="text-xs text-slate-500">
              {t("queue.shortcuts")} {!kind && t("bulk.hint")}
            </p>
            {kind && <BulkBar list={kind} selection={selection} actions={bulkActions[kind]} />}
            <ul ref={listRef} className="space-y-3" data-testid="moderation-queue">
              {items.map((item) => (
                <li
                  key={item.key}
                  data-queue-item={item.key}
                  tabIndex={0}
                  onKeyDown={onKey(item)}
                  aria-label={t("queue.itemLabel", { kind: t(`queue.kind.${item.kind}`), name: item.member.name })}
                  className="rounded-2xl focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
                >
                  <Card className="space-y-2 p-4" data-testid="queue-item" data-kind={item.kind}>
                    <p className="flex flex-wrap items-center gap-2 text-xs text-slate-500">
                      <span className={cn("rounded-full px-2 py-0.5 font-semibold", item.kind === "report" ? "bg-red-100 text-red-800" : item.kind === "signal" ? "bg-amber-100 text-amber-900" : "bg-sky-100 text-sky-900")}>
                        {t(`queue.kind.${item.kind}`)}
                      </span>
                      <time dateTime={item.at}>{t("queue.waiting", { date: formatDateTime(item.at, i18n.language) })}</time>
                    </p>
                    <div className="flex gap-3">
                      {kind && <BulkCheckbox selection={selection} id={bulkIdOf(item)} name={item.member.name} />}
                      {item.kind !== "verification" && <MemberAvatar photo={item.member.profilePhoto} />}
                      {item.kind === "signal" && <SignalCard member={item.signal} pending={actOnMember.isPending} onAction={(action) => runSignal(item, action)} />}
                      {item.kind === "report" && <ReportCard report={item.report} onAction={(action) => ask(action === "suspend" ? { kind: "suspend", item } : { kind: "report", item, action })} />}
                      {item.kind === "verification" && <VerificationCard item={item.verification} onDecide={(decision) => ask({ kind: "verification", item, decision })} />}
                    </div>
                  </Card>
                </li>
              ))}
            </ul>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="text-xs text-slate-500">{t("queue.shown", { shown: items.length, total })}</p>
              {queue.hasNextPage && (
                <Button size="sm" variant="outline" disabled={queue.isFetchingNextPage} onClick={() => void queue.fetchNextPage()}>
                  {t("queue.more")}
                </Button>
              )}
            </div>
          </>
        ))}
      <ConfirmDialog
        open={confirm?.kind === "report"}
        onOpenChange={(open) => !open && setConfirm(null)}
        title={t("reports.confirmDismissTitle")}
        description={t("reports.confirmDismiss", { name: isolate(confirm?.item.member.name ?? "") })}
        confirmLabel={t("reports.dismiss")}
        pending={actOnReport.isPending}
        onConfirm={onConfirm}
      />
      <SuspendDialog
        open={confirm?.kind === "suspend"}
        name={confirm?.item.member.name ?? ""}
        pending={actOnReport.isPending || actOnMember.isPending}
        onCancel={() => setConfirm(null)}
        onSuspend={suspend}
      />
      <ConfirmDialog
        open={confirm?.kind === "verification"}
        onOpenChange={(open) => !open && setConfirm(null)}
        title={t(confirm?.kind === "verification" && confirm.decision === "reject" ? "verifications.confirmRejectTitle" : "verifications.confirmApproveTitle")}
        description={t(confirm?.kind === "verification" && confirm.decision === "reject" ? "verifications.confirmReject" : "verifications.confirmApprove", { name: isolate(confirm?.item.member.name ?? "") })}
        confirmLabel={t(confirm?.kind === "verification" && confirm.decision === "reject" ? "verifications.reject" : "verifications.approve")}
        danger={confirm?.kind === "verification" && confirm.decision === "reject"}
        pending={review.isPending}
        onConfirm={onConfirm}
      >
        <Field label={t("verifications.note")} hint={t("verifications.noteHint")}>
          {(props) => <Textarea {...props} value={note} maxLength={VERIFICATION_NOTE_MAX} onChange={(e) => setNote(e.target.value)} />}
        </Field>
      </ConfirmDialog>
    </>
  );
}
