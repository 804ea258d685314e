import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { Ban, Flag, HeartCrack, MoreVertical, UserRound } from "lucide-react";
import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { Match, ReportReason } from "@ulfa/contracts";
import { REPORT_REASONS, REPORT_REASON_MAX } from "@ulfa/contracts/constants";
import { messageOf } from "../../api/client";
import { Button } from "../../ui/Button";
import { Dialog } from "../../ui/Dialog";
import { Textarea } from "../../ui/Field";
import { toast } from "../../ui/toast-store";
import { useBlock, useReport, useUnmatch } from "../../entities/matches/queries";
import { useSiteName } from "../site";
import { about } from "../../i18n/gender";

type Pending = "unmatch" | "block" | "report" | null;

/** A menu item's look, shared with the items other features add (the chat's privacy items). */
export const MENU_ITEM =
  "flex cursor-pointer select-none items-center gap-2 rounded-lg px-3 py-2 text-sm text-slate-700 outline-none data-[highlighted]:bg-slate-100";

/**
 * The one menu of a match, the same in the match list, the chat header and the profile (Radix
 * dropdown): View profile, the caller's own items (`children`: the chat's privacy items), then
 * Unmatch, Block and Report, each behind its own dialog.
 */
export function MatchActions({
  match,
  onViewProfile,
  children,
  label,
  testId = "match-menu",
  nested,
}: {
  match: Match;
  onViewProfile?: () => void;
  children?: ReactNode;
  /** The trigger's name; "More actions for <name>" by default. */
  label?: string;
  testId?: string;
  /** Opened from a dialog (the profile): the confirmations stack above it. */
  nested?: boolean;
}) {
  const { t } = useTranslation("matches");
  const [open, setOpen] = useState<Pending>(null);
  const name = match.otherUser.name;
  const item = MENU_ITEM;
  return (
    <>
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger asChild>
          <button type="button" className="rounded-full p-2.5 text-slate-500 hover:bg-slate-100 hover:text-slate-800" aria-label={label ?? t("menu", { name })} data-testid={testId}>
            <MoreVertical className="h-5 w-5" aria-hidden="true" />
          </button>
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content align="end" sideOffset={4} className="z-[60] min-w-48 rounded-xl border border-slate-200 bg-white p-1 shadow-lg">
            {onViewProfile && (
              <DropdownMenu.Item className={item} onSelect={onViewProfile} data-testid="menu-view-profile">
                <UserRound className="h-4 w-4" aria-hidden="true" />
                {t("viewProfileItem")}
              </DropdownMenu.Item>
            )}
            {children}
            {(onViewProfile || children) && <DropdownMenu.Separator className="my-1 h-px bg-slate-100" />}
            <DropdownMenu.Item className={item} onSelect={() => setOpen("unmatch")}>
              <HeartCrack className="h-4 w-4" aria-hidden="true" />
              {t("unmatch")}
            </DropdownMenu.Item>
            <DropdownMenu.Item className={item} onSelect={() => setOpen("block")}>
              <Ban className="h-4 w-4" aria-hidden="true" />
              {t("block")}
            </DropdownMenu.Item>
            <DropdownMenu.Item className={`${item} text-red-600`} onSelect={() => setOpen("report")}>
              <Flag className="h-4 w-4" aria-hidden="true" />
              {t("report")}
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <UnmatchDialog match={match} open={open === "unmatch"} onClose={() => setOpen(null)} nested={nested} />
      <BlockDialog match={match} open={open === "block"} onClose={() => setOpen(null)} nested={nested} />
      <ReportDialog match={match} open={open === "report"} onClose={() => setOpen(null)} nested={nested} />
    </>
  );
}

type DialogProps = { match: Match; open: boolean; onClose: () => void; nested?: boolean };

function UnmatchDialog({ match, open, onClose, nested }: DialogProps) {
  const { t } = useTranslation("matches");
  const { t: tc } = useTranslation();
  const unmatch = useUnmatch();
  const confirm = () =>
    unmatch.mutate(match.id, {
      onSuccess: () => {
        toast({ title: t("toast.unmatched"), description: t("toast.unmatchedBody", about(match.otherUser.gender)), variant: "success" });
        onClose();
      },
      onError: () => toast({ title: t("toast.unmatchFailed"), description: t("toast.unmatchFailedBody"), variant: "destructive" }),
    });
  return (
    <Dialog open={open} onOpenChange={(o) => !o && onClose()} title={t("unmatchConfirm.title")} description={t("unmatchConfirm.body", { name: match.otherUser.name })} nested={nested}>
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onClose}>
          {tc("actions.cancel")}
        </Button>
        <Button variant="danger" onClick={confirm} disabled={unmatch.isPending}>
          {unmatch.isPending ? t("unmatchConfirm.pending") : t("unmatchConfirm.confirm")}
        </Button>
      </div>
    </Dialog>
  );
}

function BlockDialog({ match, open, onClose, nested }: DialogProps) {
  const { t } = useTranslation("matches");
  const site = useSiteName();
  const { t: tc } = useTranslation();
  const block = useBlock();
  const name = match.otherUser.name;
  const confirm = () =>
    block.mutate(match.otherUser.id, {
      onSuccess: () => {
        toast({ title: t("toast.blocked"), description: t("toast.blockedBody", { name }), variant: "success" });
        onClose();
      },
      onError: (err) => toast({ title: t("toast.error"), description: messageOf(err, t("toast.blockFailed")), variant: "destructive" }),
    });
  return (
    <Dialog open={open} onOpenChange={(o) => !o && onClose()} title={t("blockConfirm.title", { name })} description={t("blockConfirm.body", { site })} nested={nested}>
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onClose}>
          {tc("actions.cancel")}
        </Button>
        <Button variant="danger" onClick={confirm} disabled={block.isPending}>
          {block.isPending ? t("blockConfirm.pending") : t("blockConfirm.confirm")}
        </Button>
      </div>
    </Dialog>
  );
}

/**
 * A report names its reason (none is chosen for the member: a pre-selected "Fake profile" was sent
 * unread) and may also end the match or block, in the same step.
 */
function ReportDialog({ match, open, onClose, nested }: DialogProps) {
  const { t } = useTranslation("matches");
  const { t: tc } = useTranslation();
  const report = useReport();
  const unmatch = useUnmatch();
  const block = useBlock();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [missing, setMissing] = useState(false);
  const [then, setThen] = useState<"stay" | "unmatch" | "block">("stay");
  const [details, setDetails] = useState("");
  const name = match.otherUser.name;
  const reset = () => {
    setReason(null);
    setMissing(false);
    setThen("stay");
    setDetails("");
  };
  const submit = () => {
    if (!reason) return setMissing(true);
    report.mutate(
      { userId: match.otherUser.id, reason, details: details.trim() || undefined },
      {
        onSuccess: () => {
          toast({ title: t("toast.reported"), description: t("toast.reportedBody"), variant: "success" });
          // Block ends the match too (docs/product-rules.md); their failures say so on their own.
          if (then === "block") block.mutate(match.otherUser.id, { onError: (err) => toast({ title: t("toast.error"), description: messageOf(err, t("toast.blockFailed")), variant: "destructive" }) });
          if (then === "unmatch") unmatch.mutate(match.id, { onError: () => toast({ title: t("toast.unmatchFailed"), description: t("toast.unmatchFailedBody"), variant: "destructive" }) });
          reset();
          onClose();
        },
        onError: (err) => toast({ title: t("toast.error"), description: messageOf(err, t("toast.reportFailed")), variant: "destructive" }),
      },
    );
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        if (o) return;
        reset();
        onClose();
      }}
      title={t("reportDialog.title", { name })}
      description={t("reportDialog.body")}
      nested={nested}
    >
      <fieldset className="space-y-1.5" aria-describedby={missing ? "report-reason-missing" : undefined}>
        <legend className="mb-1 text-sm font-medium text-slate-700">{t("reportDialog.reason")}</legend>
        {REPORT_REASONS.map((r) => (
          <label key={r} className="flex cursor-pointer items-center gap-2 rounded-lg px-2 py-1.5 text-sm hover:bg-slate-50">
            <input
              type="radio"
              name="report-reason"
              value={r}
              checked={reason === r}
              required
              onChange={() => {
                setReason(r);
                setMissing(false);
              }}
              className="accent-brand-600"
            />
            {t(`reasons.${r}`, about(match.otherUser.gender))}
          </label>
        ))}
        {missing && (
          <p id="report-reason-missing" role="alert" className="px-2 text-sm text-red-700">
            {t("reportDialog.reasonMissing")}
          </p>
        )}
      </fieldset>
      <fieldset className="mt-3 space-y-1.5">
        <legend className="mb-1 text-sm font-medium text-slate-700">{t("reportDialog.afterTitle")}</legend>
        {(["stay", "unmatch", "block"] as const).map((choice) => (
          <label key={choice} className="flex cursor-pointer items-center gap-2 rounded-lg px-2 py-1.5 text-sm hover:bg-slate-50">
            <input type="radio" name="report-then" value={choice} checked={then === choice} onChange={() => setThen(choice)} className="accent-brand-600" />
            {t(`reportDialog.after.${choice}`, { name })}
          </label>
        ))}
      </fieldset>
      <label className="mt-3 block text-sm font-medium text-slate-700">
        {t("reportDialog.details")}
        <Textarea className="mt-1" value={details} maxLength={REPORT_REASON_MAX} placeholder={t("reportDialog.detailsPlaceholder")} onChange={(e) => setDetails(e.target.value)} />
      </label>
      <div className="mt-4 flex justify-end gap-2">
        <Button variant="outline" onClick={onClose}>
          {tc("actions.cancel")}
        </Button>
        <Button variant="danger" onClick={submit} disabled={report.isPending}>
          {report.isPending ? t("reportDialog.pending") : t("reportDialog.submit")}
        </Button>
      </div>
    </Dialog>
  );
}
