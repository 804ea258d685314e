import { Check, Send, Trash2 } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatDuration } from "../../i18n/format";
import type { VoiceNote } from "./useVoiceRecorder";
import { Button } from "../../ui/Button";

/** What the draft's buttons say and how tests find it, where it is not a chat voice note (a voice answer to a prompt). */
export interface VoiceDraftWording {
  discard: string;
  send: string;
  preview: (time: string) => string;
  testId: string;
}

/**
 * A recorded voice note before it is sent (issue 31): the member listens to it (the browser's own
 * audio player: keyboard and screen readers included), then sends or discards it.
 */
export function VoiceDraft({
  note,
  sending = false,
  onSend,
  onDiscard,
  wording,
}: {
  note: VoiceNote;
  /** Its upload is under way (a prompt's voice answer; a chat note leaves for the outbox at once). */
  sending?: boolean;
  onSend: () => void;
  onDiscard: () => void;
  wording?: VoiceDraftWording;
}) {
  const { t, i18n } = useTranslation("mobile");
  const words = wording ?? { discard: t("voice.discard"), send: t("voice.send"), preview: (time: string) => t("voice.preview", { time }), testId: "chat-voice" };
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const objectUrl = URL.createObjectURL(note.blob);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [note.blob]);
  const iconButton = "flex h-10 w-10 shrink-0 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 disabled:opacity-50";
  const time = formatDuration(note.durationMs, i18n.language);
  if (wording)
    // A prompt's voice answer, in a narrow form card: the player gets the whole row (squeezed beside
    // two buttons, the browser's player drops its time and seek bar) and the actions say what they do.
    return (
      <div className="space-y-2" data-testid={`${words.testId}-draft`}>
        {url && <audio dir="ltr" controls src={url} className="h-10 w-full" aria-label={words.preview(time)} data-testid={`${words.testId}-preview`} />}
        <p className="text-xs text-slate-600">{words.preview(time)}</p>
        <div className="flex flex-wrap gap-2">
          <Button type="button" size="sm" variant="outline" onClick={onDiscard} disabled={sending}>
            <Trash2 className="h-4 w-4" aria-hidden="true" />
            {words.discard}
          </Button>
          <Button type="button" size="sm" onClick={onSend} disabled={sending} data-testid={`${words.testId}-draft-send`}>
            <Check className="h-4 w-4" aria-hidden="true" />
            {words.send}
          </Button>
        </div>
      </div>
    );
  return (
    <div className="flex items-center gap-2 p-2.5" data-testid={`${words.testId}-draft`}>
      <button type="button" onClick={onDiscard} disabled={sending} className={iconButton} aria-label={words.discard}>
        <Trash2 className="h-5 w-5" aria-hidden="true" />
      </button>
      {url && (
        // The browser's own player keeps its play triangle and timeline left to right in Arabic too.
        <audio dir="ltr" controls src={url} className="h-10 min-w-0 flex-1" aria-label={words.preview(time)} data-testid={`${words.testId}-preview`} />
      )}
      <button
        type="button"
        onClick={onSend}
        disabled={sending}
        className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-600 text-white hover:bg-brand-700 disabled:opacity-50"
        aria-label={words.send}
        data-testid={`${words.testId}-draft-send`}
      >
        <Send className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />
      </button>
    </div>
  );
}
