import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { STAFF_NOTE_MAX } from "@ulfa/contracts/constants";
import type { StaffNote } from "@ulfa/contracts";
import { messageOf } from "../../../api/client";
import { formatDateTime, isolate } from "../../../i18n/format";
import { Button } from "../../../ui/Button";
import { Field, Textarea } from "../../../ui/Field";
import { useAddNote } from "../queries";

/** Staff notes on a member, newest first, and the form to add one (moderators and admins; the member never sees them). */
export function NotesCard({ memberId, notes }: { memberId: number; notes: StaffNote[] }) {
  const { t, i18n } = useTranslation("members");
  const add = useAddNote(memberId);
  const [body, setBody] = useState("");
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!body.trim()) {
      setError(t("notes.required"));
      return;
    }
    setError(undefined);
    add.mutate(body.trim(), { onSuccess: () => setBody(""), onError: (err) => setError(messageOf(err, t("actionFailed"))) });
  };
  return (
    <div className="space-y-3">
      {notes.length === 0 ? (
        <p className="text-sm text-slate-600">{t("notes.empty")}</p>
      ) : (
        <ul className="space-y-2">
          {notes.map((note) => (
            <li key={note.id} className="rounded-xl bg-slate-50 p-3 text-sm" data-testid="staff-note">
              <p dir="auto" className="whitespace-pre-line break-words text-start text-slate-900">
                {note.body}
              </p>
              <p className="mt-1 text-xs text-slate-500">
                {t("notes.byline", { name: isolate(note.authorName ?? t("notes.former")), date: isolate(formatDateTime(note.createdAt, i18n.language)) })}
              </p>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={submit} className="space-y-2" aria-label={t("notes.formLabel")}>
        <Field label={t("notes.label")} error={error}>
          {(p) => <Textarea {...p} name="note" dir="auto" maxLength={STAFF_NOTE_MAX} value={body} onChange={(e) => setBody(e.target.value)} />}
        </Field>
        <Button type="submit" variant="outline" disabled={add.isPending}>
          {t("notes.add")}
        </Button>
      </form>
    </div>
  );
}
