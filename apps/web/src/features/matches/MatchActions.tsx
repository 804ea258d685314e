import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { Ban, Flag, HeartCrack, MoreVertical } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { Match, ReportReason } from "@ulfa/contracts";
import { REPORT_REASONS, REPORT_REASON_MAX } from "@ulfa/contracts/constants";
import { messageOf } from "../../api/client";
import { Button } from "../../ui/Button";
import { Dialog } from "../../ui/Dialog";
import { Textarea } from "../../ui/Field";
import { toast } from "../../ui/toast-store";
import { useBlock, useReport, useUnmatch } from "./queries";
import { useSiteName } from "../site";
import { about } from "../../i18n/gender";

type Pending = "unmatch" | "block" | "report" | null;

/** The per-row menu (Radix dropdown): Unmatch, Block, Report, each behind its own dialog. */
export function MatchActions({ match }: { match: Match }) {
  const { t } = useTranslation("matches");
  const [open, setOpen] = useState<Pending>(null);
  const name = match.otherUser.name;
  const item =
    "flex cursor-pointer select-none items-center gap-2 rounded-lg px-3 py-2 text-sm text-slate-700 outline-none data-[highlighted]:bg-slate-100";
  return (
    <>
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger asChild>
          <button type="button" className="rounded-full p-2.5 text-slate-500 hover:bg-slate-100 hover:text-slate-800" aria-label={t("menu", { name })} data-testid="match-menu">
            <MoreVertical className="h-5 w-5" aria-hidden="true" />
          </button>
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content align="end" sideOffset={4} className="z-40 min-w-40 rounded-xl border border-slate-200 bg-white p-1 shadow-lg">
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
      <UnmatchDialog match={match} open={open === "unmatch"} onClose={() => setOpen(null)} />
      <BlockDialog match={match} open={open === "block"} onClose={() => setOpen(null)} />
      <ReportDialog match={match} open={open === "report"} onClose={() => setOpen(null)} />
    </>
  );
}

function UnmatchDialog({ match, open, onClose }: { match: Match; open: boolean; onClose: () => void }) {
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
    <Dialog open={open} onOpenChange={(o) => !o && onClose()} title={t("unmatchConfirm.title")} description={t("unmatchConfirm.body", { name: match.otherUser.name })}>
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

function BlockDialog({ match, open, onClose }: { match: Match; open: boolean; onClose: () => void }) {
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
    <Dialog open={open} onOpenChange={(o) => !o && onClose()} title={t("blockConfirm.title", { name })} description={t("blockConfirm.body", { site })}>
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

function ReportDialog({ match, open, onClose }: { match: Match; open: boolean; onClose: () => void }) {
  const { t } = useTranslation("matches");
  const { t: tc } = useTranslation();
  const report = useReport();
  const [reason, setReason] = useState<ReportReason>("fake_profile");
  const [details, setDetails] = useState("");
  const name = match.otherUser.name;
  const submit = () =>
    report.mutate(
      { userId: match.otherUser.id, reason, details: details.trim() || undefined },
      {
        onSuccess: () => {
          toast({ title: t("toast.reported"), description: t("toast.reportedBody"), variant: "success" });
          setDetails("");
          onClose();
        },
        onError: (err) => toast({ title: t("toast.error"), description: messageOf(err, t("toast.reportFailed")), variant: "destructive" }),
      },
    );
  return (
    <Dialog open={open} onOpenChange={(o) => !o && onClose()} title={t("reportDialog.title", { name })} description={t("reportDialog.body")}>
      <fieldset className="space-y-1.5">
        <legend className="mb-1 text-sm font-medium text-slate-700">{t("reportDialog.reason")}</legend>
        {REPORT_REASONS.map((r) => (
          <label key={r} className="flex cursor-pointer items-center gap-2 rounded-lg px-2 py-1.5 text-sm hover:bg-slate-50">
            <input type="radio" name="report-reason" value={r} checked={reason === r} onChange={() => setReason(r)} className="accent-brand-600" />
            {t(`reasons.${r}`, about(match.otherUser.gender))}
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
