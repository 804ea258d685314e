import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Heart } from "lucide-react";
import { LIKE_COMMENT_MAX } from "@ulfa/contracts/constants";
import { Button } from "../../../ui/Button";

export type CommentLikeOutcome = "sent" | "flagged" | "failed";

/**
 * "Like this with a comment" (issue 33): a button that opens a short comment box under a prompt
 * answer or a photo. A comment the server's safety check flags is sent only on a second press.
 */
export function LikeWithComment({
  label,
  disabled,
  onSend,
  testId,
}: {
  label: string;
  disabled?: boolean;
  onSend: (comment: string | undefined, confirmFlagged: boolean) => Promise<CommentLikeOutcome>;
  testId?: string;
}) {
  const { t } = useTranslation("filters");
  const id = useId();
  const [open, setOpen] = useState(false);
  const [comment, setComment] = useState("");
  const [flagged, setFlagged] = useState(false);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    const trimmed = comment.trim();
    const outcome = await onSend(trimmed || undefined, flagged);
    setSending(false);
    if (outcome === "flagged") setFlagged(true);
    if (outcome === "sent") {
      setOpen(false);
      setComment("");
      setFlagged(false);
    }
  };

  if (!open) {
    return (
      <Button type="button" size="sm" variant="outline" disabled={disabled} onClick={() => setOpen(true)} data-testid={testId}>
        <Heart className="h-4 w-4" aria-hidden="true" />
        {label}
      </Button>
    );
  }
  return (
    <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-2" data-testid={testId ? `${testId}-form` : undefined}>
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {t("like.commentLabel")}
      </label>
      <textarea
        id={id}
        dir="auto"
        rows={2}
        maxLength={LIKE_COMMENT_MAX}
        value={comment}
        placeholder={t("like.commentPlaceholder")}
        onChange={(e) => {
          setComment(e.target.value);
          setFlagged(false);
        }}
        className="w-full rounded-xl border border-slate-300 p-2 text-start text-sm focus:border-brand-500 focus:outline-none"
        autoFocus
      />
      {flagged && (
        <p role="alert" className="text-sm text-rose-700">
          <strong>{t("like.flaggedTitle")}</strong> {t("like.flaggedBody")}
        </p>
      )}
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={sending || disabled}>
          {t("like.send")}
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={() => setOpen(false)}>
          {t("like.cancel")}
        </Button>
      </div>
    </form>
  );
}
