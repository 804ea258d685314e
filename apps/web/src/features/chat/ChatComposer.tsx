import { Camera, ImagePlus, Mic, Send, Square, Trash2, X } from "lucide-react";
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import type { ChatMessage } from "@ulfa/contracts";
import { CHAT_PHOTO_MAX_BYTES, MESSAGE_MAX_LENGTH, TYPING_INDICATOR_MS, VOICE_NOTE_MAX_MS, VOICE_NOTE_MIN_MS } from "@ulfa/contracts/constants";
import { formatDuration } from "../../i18n/format";
import { useRealtimeSend } from "../../realtime/context";
import { toast } from "../../ui/toast-store";
import { previewOf, Quote } from "./MessageBubble";
import { NudgeDialog } from "./NudgeDialog";
import { useOutbox } from "./useOutbox";
import { recordingMimeType, useVoiceRecorder, type VoiceNote } from "./useVoiceRecorder";
import { VoiceDraft } from "./VoiceDraft";

/** How often "typing" is sent while the member keeps typing. */
const TYPING_SEND_EVERY_MS = TYPING_INDICATOR_MS / 2;
const MB = 1024 * 1024;

const iconButton =
  "flex h-10 w-10 shrink-0 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-50";

/**
 * The composer: text (Enter sends), a photo from the gallery or, on phones, the camera, and a voice
 * note (record, then send or discard). A reply shows the quoted message above it until sent or cancelled.
 */
export function ChatComposer({
  matchId,
  variant,
  myId,
  names,
  replyTo,
  onReplyTo,
  onCancelReply,
}: {
  matchId: number;
  variant: "full" | "compact";
  myId: number;
  names: { me: string; other: string };
  replyTo: ChatMessage | null;
  onReplyTo: (message: ChatMessage) => void;
  onCancelReply: () => void;
}) {
  const { t, i18n } = useTranslation("chat");
  // Everything is sent through the outbox (outbox.ts): the composer is free at once, the thread
  // shows the message on its way, and one that was not sent stays there with Send again.
  const { outbox, entries } = useOutbox(myId, matchId);
  const recorder = useVoiceRecorder();
  // A stopped recording waiting to be heard, then sent or discarded.
  const [draft, setDraft] = useState<VoiceNote | null>(null);
  const realtimeSend = useRealtimeSend();
  const [text, setText] = useState("");
  const lastTypingSent = useRef(0);
  const input = useRef<HTMLTextAreaElement>(null);
  const gallery = useRef<HTMLInputElement>(null);
  const camera = useRef<HTMLInputElement>(null);
  const canRecord = typeof navigator !== "undefined" && !!navigator.mediaDevices && recordingMimeType() !== undefined;

  // Back into the input after a recording (the recorder replaced it).
  useEffect(() => {
    if (!recorder.recording) input.current?.focus();
  }, [recorder.recording]);
  useEffect(() => {
    if (replyTo) input.current?.focus();
  }, [replyTo]);

  // The message the server asked about (409 MESSAGE_NEEDS_CONFIRMATION), while "Are you sure?" is open.
  const [toConfirm, setToConfirm] = useState<string | null>(null);
  const deliver = (content: string, confirmFlagged: boolean) => {
    outbox.send({ kind: "text", senderId: myId, matchId, content, replyTo, confirmFlagged });
    // Only the words sent leave the box (a question restored them above what was typed since).
    setText((current) => (current.trim() === content ? "" : current.startsWith(`${content}\n`) ? current.slice(content.length + 1) : current));
    onCancelReply();
  };
  // A questioned message comes back into the composer, with its reply, and the question opens.
  const asked = entries.find((entry) => entry.state === "confirm");
  useEffect(() => {
    if (asked?.kind !== "text") return;
    outbox.discard(asked.key);
    setText((current) => (current.trim() ? `${asked.content}\n${current}` : asked.content));
    if (asked.replyTo) onReplyTo(asked.replyTo);
    setToConfirm(asked.content);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [asked?.key]);
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const content = text.trim();
    if (!content) return;
    deliver(content, false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };
  const onChange = (value: string) => {
    setText(value);
    if (value.trim() && Date.now() - lastTypingSent.current > TYPING_SEND_EVERY_MS) {
      lastTypingSent.current = Date.now();
      realtimeSend({ type: "typing", matchId });
    }
  };
  const onPhoto = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    if (file.size > CHAT_PHOTO_MAX_BYTES) {
      toast({ title: t("error"), description: t("photoTooBig", { mb: CHAT_PHOTO_MAX_BYTES / MB }), variant: "destructive" });
      return;
    }
    outbox.send({ kind: "photo", senderId: myId, matchId, file });
  };
  const startRecording = async () => {
    try {
      await recorder.start();
    } catch {
      toast({ title: t("error"), description: t("micUnavailable"), variant: "destructive" });
    }
  };
  const reviewRecording = async () => {
    const note = await recorder.stop();
    if (note && note.durationMs >= VOICE_NOTE_MIN_MS) setDraft(note);
  };
  const sendVoice = (note: VoiceNote) => outbox.send({ kind: "voice", senderId: myId, matchId, note });
  const sendDraft = () => {
    if (!draft) return;
    sendVoice(draft);
    setDraft(null);
  };
  const finishRecording = async () => {
    const note = await recorder.stop();
    if (note && note.durationMs >= VOICE_NOTE_MIN_MS) sendVoice(note);
  };
  // The recorder stops itself at the limit; the note is then sent like a tap on "send".
  useEffect(() => {
    if (recorder.elapsedMs >= VOICE_NOTE_MAX_MS) void finishRecording();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [recorder.elapsedMs >= VOICE_NOTE_MAX_MS]);

  return (
    <div className="border-t border-rose-100">
      {replyTo && (
        <div className="flex items-start gap-2 bg-slate-50 px-3 pt-2" data-testid="chat-replying">
          <div className="min-w-0 flex-1">
            <p className="text-xs text-slate-500">{t("replyingTo")}</p>
            <Quote
              reply={previewOf(replyTo)}
              own={false}
              myId={myId}
              names={names}
            />
          </div>
          <button type="button" onClick={onCancelReply} className="rounded-full p-1 text-slate-500 hover:bg-slate-200" aria-label={t("cancelReply")}>
            <X className="h-4 w-4" aria-hidden="true" />
          </button>
        </div>
      )}
      {draft && !recorder.recording ? (
        <VoiceDraft note={draft} onSend={sendDraft} onDiscard={() => setDraft(null)} />
      ) : recorder.recording ? (
        <div className="flex items-center gap-2 p-2.5" data-testid="chat-recording">
          <button type="button" onClick={recorder.cancel} className={iconButton} aria-label={t("discardRecording")}>
            <Trash2 className="h-5 w-5" aria-hidden="true" />
          </button>
          <p className="flex flex-1 items-center gap-2 text-sm text-red-600" role="status">
            <span className="h-2.5 w-2.5 animate-pulse rounded-full bg-red-600" aria-hidden="true" />
            {t("recording", { time: formatDuration(recorder.elapsedMs, i18n.language), max: formatDuration(VOICE_NOTE_MAX_MS, i18n.language) })}
          </p>
          <button
            type="button"
            onClick={() => void reviewRecording()}
            className="flex h-10 shrink-0 items-center justify-center rounded-full px-3 text-sm font-medium text-brand-700 ring-1 ring-brand-200 hover:bg-brand-50"
            data-testid="chat-voice-review"
          >
            {t("mobile:voice.review")}
          </button>
          <button
            type="button"
            onClick={() => void finishRecording()}
            className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-600 text-white hover:bg-brand-700"
            aria-label={t("sendRecording")}
            data-testid="chat-voice-send"
          >
            <Square className="h-4 w-4" aria-hidden="true" />
          </button>
        </div>
      ) : (
        <form onSubmit={submit} className="flex items-end gap-1 p-2.5">
          <input ref={gallery} type="file" accept="image/*" className="hidden" onChange={onPhoto} data-testid="chat-photo-input" tabIndex={-1} aria-hidden="true" />
          <input ref={camera} type="file" accept="image/*" capture="environment" className="hidden" onChange={onPhoto} tabIndex={-1} aria-hidden="true" />
          <button type="button" onClick={() => gallery.current?.click()} className={iconButton} aria-label={t("sendPhoto")} data-testid="chat-photo-button">
            <ImagePlus className="h-5 w-5" aria-hidden="true" />
          </button>
          {variant === "full" && (
            <button type="button" onClick={() => camera.current?.click()} className={iconButton} aria-label={t("takePhoto")}>
              <Camera className="h-5 w-5" aria-hidden="true" />
            </button>
          )}
          {/* Grows with what is typed (up to max-h-32, then scrolls): one row showed half a line on a phone. */}
          <textarea
            ref={input}
            rows={1}
            value={text}
            maxLength={MESSAGE_MAX_LENGTH}
            onChange={(e) => onChange(e.target.value)}
            onKeyDown={onKeyDown}
            placeholder={t("placeholder")}
            aria-label={t("placeholder")}
            className="field-sizing-content max-h-32 min-h-10 min-w-0 flex-1 resize-none rounded-2xl border border-slate-300 bg-white px-3 py-2 text-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200 disabled:opacity-60"
          />
          {text.trim().length === 0 && canRecord ? (
            <button type="button" onClick={() => void startRecording()} className={iconButton} aria-label={t("recordVoice")} data-testid="chat-voice-button">
              <Mic className="h-5 w-5" aria-hidden="true" />
            </button>
          ) : (
            <button
              type="submit"
              disabled={text.trim().length === 0}
              aria-label={t("send")}
              className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-600 text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-50"
            >
              <Send className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />
            </button>
          )}
        </form>
      )}
      <NudgeDialog
        open={toConfirm !== null}
        onEdit={() => setToConfirm(null)}
        onSendAnyway={() => {
          if (toConfirm !== null) deliver(toConfirm, true);
          setToConfirm(null);
        }}
        composer={input}
      />
    </div>
  );
}
