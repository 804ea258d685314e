import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Chaperone, ChaperoneUpdated } from "@ulfa/contracts";
import { messageOf } from "../../api/client";
import { Button } from "../../ui/Button";
import { Dialog } from "../../ui/Dialog";
import { toast } from "../../ui/toast-store";
import { useMatches } from "../../entities/matches/queries";
import { ConversationPicker } from "./ConversationPicker";
import { useRescopeChaperone } from "./queries";

const sameSet = (a: number[], b: number[]) => a.length === b.length && a.every((x) => b.includes(x));

/**
 * "Edit conversations" of one chaperone: the invite's picker in a dialog, saved on the same link.
 * After saving it says what changed (who was added and told, who was removed), and closing it
 * gives focus back to the button that opened it.
 */
export function EditChaperone({ chaperone }: { chaperone: Chaperone }) {
  const { t, i18n } = useTranslation("chaperoneEdit");
  const names = new Map((useMatches().data ?? []).map((m) => [m.id, m.otherUser.name]));
  const rescope = useRescopeChaperone();
  const opener = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState<number[]>([]);
  const [changed, setChanged] = useState<ChaperoneUpdated | null>(null);

  const start = () => {
    setPicked(chaperone.matchIds);
    setChanged(null);
    setOpen(true);
  };
  const save = () =>
    rescope.mutate(
      { id: chaperone.id, matchIds: picked },
      {
        onSuccess: setChanged,
        onError: (err) => toast({ title: t("failed"), description: messageOf(err, t("failed")), variant: "destructive" }),
      },
    );
  // Each name is member-written: its own <bdi> inside the list Intl words for the language.
  const listOf = (ids: number[]) =>
    new Intl.ListFormat(i18n.language, { type: "conjunction" })
      .formatToParts(ids.map((id) => names.get(id)).filter((n): n is string => !!n))
      .map((part, i) => (part.type === "element" ? <bdi key={i}>{part.value}</bdi> : part.value));

  return (
    <>
      <Button ref={opener} size="sm" variant="outline" onClick={start} data-testid="chaperone-edit">
        {t("edit")}
        <span className="sr-only"> {t("editLabel", { email: chaperone.email })}</span>
      </Button>
      <Dialog open={open} onOpenChange={setOpen} title={t("title")} description={t("hint")} returnFocusTo={opener} nested>
        {changed ? (
          <div className="space-y-3">
            <div role="status" className="space-y-1 text-sm text-slate-800" data-testid="chaperone-edit-result">
              <p className="font-medium">{t("saved")}</p>
              {changed.added.length > 0 && <p>
                  {t("added")} {listOf(changed.added)}
                </p>}
              {changed.removed.length > 0 && <p>
                  {t("removed")} {listOf(changed.removed)}
                </p>}
              {changed.added.length + changed.removed.length === 0 && <p>{t("unchanged")}</p>}
            </div>
            <Button onClick={() => setOpen(false)} data-testid="chaperone-edit-done">
              {t("done")}
            </Button>
          </div>
        ) : (
          <div className="space-y-3">
            <ConversationPicker picked={picked} onChange={setPicked} />
            {picked.length === 0 && <p className="text-xs text-slate-600">{t("pickOne")}</p>}
            <Button onClick={save} disabled={rescope.isPending || picked.length === 0 || sameSet(picked, chaperone.matchIds)} data-testid="chaperone-edit-save">
              {t("save")}
            </Button>
          </div>
        )}
      </Dialog>
    </>
  );
}
