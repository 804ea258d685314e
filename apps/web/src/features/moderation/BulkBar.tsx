import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../ui/Button";
import { ConfirmDialog } from "../../ui/ConfirmDialog";
import { toast } from "../../ui/toast-store";
import { useActionFailedToast } from "./QueueStates";
import { useBulkAction, type BulkList } from "./bulk-queries";
import type { BulkSelection } from "./useBulkSelection";

export interface BulkActionChoice {
  action: string;
  /** The label its single button has (moderation namespace). */
  label: string;
  danger?: boolean;
}

/**
 * Above a list: "select all on this page", how many are selected (announced as it changes, aria-live),
 * and the list's bulk actions, each confirmed first and run by the server one id at a time (what
 * was done and what was skipped is told after). It stays at the top while the list scrolls: on a
 * phone the rows ticked are screens below it.
 */
export function BulkBar({ list, selection, actions }: { list: BulkList; selection: BulkSelection; actions: BulkActionChoice[] }) {
  const { t } = useTranslation("moderation");
  const actionFailed = useActionFailedToast();
  const bulk = useBulkAction(list);
  const [asking, setAsking] = useState<BulkActionChoice | null>(null);
  const count = selection.selected.length;

  const apply = () => {
    if (!asking) return;
    bulk.mutate(
      { ids: selection.selected, action: asking.action },
      {
        onSuccess: ({ done, skipped }) => {
          toast({
            title: t("bulk.done", { count: done.length }),
            description: skipped.length ? t("bulk.skipped", { count: skipped.length }) : undefined,
            variant: skipped.length ? "default" : "success",
          });
          selection.clear();
          setAsking(null);
        },
        onError: actionFailed,
      },
    );
  };

  return (
    <div role="group" aria-label={t("bulk.group")} className="sticky top-0 z-10 flex flex-wrap items-center gap-x-4 gap-y-2 rounded-2xl border border-slate-200 bg-white px-4 py-2 shadow-sm" data-testid="bulk-bar">
      <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
        <input type="checkbox" className="h-4 w-4 accent-brand-600" checked={selection.allSelected} onChange={(e) => selection.toggleAll(e.target.checked)} />
        {t("bulk.selectAll")}
      </label>
      <p aria-live="polite" className="text-sm text-slate-600" data-testid="bulk-count">
        {t("bulk.selected", { count })}
      </p>
      <div className="flex flex-wrap gap-2 sm:ms-auto">
        {actions.map((choice) => (
          <Button key={choice.action} size="sm" variant={choice.danger ? "danger" : "outline"} disabled={count === 0 || bulk.isPending} onClick={() => setAsking(choice)}>
            {choice.label}
          </Button>
        ))}
        {count > 0 && (
          <Button size="sm" variant="ghost" onClick={selection.clear}>
            {t("bulk.clear")}
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => !open && setAsking(null)}
        title={asking ? `${asking.label}: ${t("bulk.selected", { count })}` : ""}
        description={t("bulk.confirm", { count })}
        confirmLabel={asking?.label ?? ""}
        danger={asking?.danger}
        pending={bulk.isPending}
        onConfirm={apply}
        testId="bulk-confirm"
      />
    </div>
  );
}

/** A row's tick box, labelled with whom it is about (for screen readers and the keyboard). */
export function BulkCheckbox({ selection, id, name }: { selection: BulkSelection; id: number; name: string }) {
  const { t } = useTranslation("moderation");
  return (
    <input
      type="checkbox"
      className="mt-1 h-4 w-4 shrink-0 accent-brand-600"
      aria-label={t("bulk.selectItem", { name })}
      checked={selection.has(id)}
      onChange={(e) => selection.toggle(id, e.target.checked)}
      data-testid="bulk-select"
    />
  );
}
