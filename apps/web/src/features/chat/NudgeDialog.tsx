import type { RefObject } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../ui/Button";
import { Dialog } from "../../ui/Dialog";

/**
 * "Are you sure?" when the server found an insult or harassment pattern in a message
 * (409 MESSAGE_NEEDS_CONFIRMATION). Editing keeps the text in the composer; sending anyway
 * resends it confirmed, and the receiver is then offered a one-tap report.
 */
export function NudgeDialog({
  open,
  onEdit,
  onSendAnyway,
  composer,
}: {
  open: boolean;
  onEdit: () => void;
  onSendAnyway: () => void;
  /** The message box: focus goes back to it when the question closes. */
  composer: RefObject<HTMLElement | null>;
}) {
  const { t } = useTranslation("chat");
  return (
    <Dialog open={open} onOpenChange={(o) => !o && onEdit()} title={t("nudge.title")} description={t("nudge.body")} nested returnFocusTo={composer}>
      <div className="flex flex-wrap justify-end gap-2" data-testid="nudge-dialog">
        <Button variant="primary" onClick={onEdit}>
          {t("nudge.edit")}
        </Button>
        <Button variant="outline" onClick={onSendAnyway}>
          {t("nudge.sendAnyway")}
        </Button>
      </div>
    </Dialog>
  );
}
