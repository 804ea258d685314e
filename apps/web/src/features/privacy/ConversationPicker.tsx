import { useTranslation } from "react-i18next";
import { useMatches } from "../../entities/matches/queries";

/**
 * The member's conversations as checkboxes: which ones a chaperone may read. The invite form and
 * the "Edit conversations" dialog share it, so both offer the same choice the same way.
 */
export function ConversationPicker({ picked, onChange }: { picked: number[]; onChange: (next: number[]) => void }) {
  const { t } = useTranslation("privacy");
  const matches = useMatches().data ?? [];
  const toggle = (id: number, on: boolean) => onChange(on ? [...picked, id] : picked.filter((x) => x !== id));
  return (
    <fieldset className="space-y-1" data-testid="chaperone-picker">
      <legend className="text-sm font-medium text-slate-700">{t("chaperone.conversations")}</legend>
      {matches.length === 0 ? (
        <p className="text-xs text-slate-600">{t("chaperone.noMatches")}</p>
      ) : (
        matches.map((m) => (
          <label key={m.id} className="flex min-h-8 items-center gap-2 text-sm text-slate-800">
            <input type="checkbox" className="accent-brand-600" checked={picked.includes(m.id)} onChange={(e) => toggle(m.id, e.target.checked)} />
            <bdi>{m.otherUser.name}</bdi>
          </label>
        ))
      )}
    </fieldset>
  );
}
