import { AlertCircle, Clock, Mic } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { messageOf } from "../../api/client";
import { formatDuration } from "../../i18n/format";
import { cn } from "../../ui/cn";
import { previewOf, Quote } from "./MessageBubble";
import type { Outbox, OutboxEntry } from "./outbox";

/**
 * One of the member's own messages not in the thread yet: "Sending…", or "Not sent" with why and
 * what to do (send again, never twice; or delete it). It sits where the message will land, on the
 * end side, and looks like the member's other messages, with a clock while it travels.
 */
export function OutboxBubble({ entry, outbox, myId, names }: { entry: OutboxEntry; outbox: Outbox; myId: number; names: { me: string; other: string } }) {
  const { t, i18n } = useTranslation(["chatOutbox", "chat"]);
  const textId = useId();
  const failed = entry.state === "failed";
  const why =
    entry.failure?.kind === "refused"
      ? messageOf(entry.failure.error, t("chat:sendFailed"))
      : entry.failure?.kind === "timeout"
        ? `${t("timeout")} ${t("safe")}`
        : `${t("network")} ${t("safe")}`;
  return (
    <div className="flex flex-col items-end" data-testid="chat-outbox-message" data-state={entry.state}>
      <div
        className={cn(
          "max-w-[80%] rounded-2xl rounded-ee-sm px-3 py-2 text-sm shadow-sm",
          failed ? "bg-white text-slate-900 ring-2 ring-red-500" : "bg-brand-600 text-white",
        )}
      >
        {entry.kind === "text" && entry.replyTo && (
          <Quote
            reply={previewOf(entry.replyTo)}
            own={!failed}
            myId={myId}
            names={names}
          />
        )}
        {entry.kind === "text" ? (
          <p id={textId} dir="auto" className="whitespace-pre-wrap break-words text-start">
            {entry.content}
          </p>
        ) : entry.kind === "photo" ? (
          <LocalPhoto id={textId} file={entry.file} alt={t("chat:photo")} />
        ) : (
          <p id={textId} className="flex items-center gap-1.5">
            <Mic className="h-4 w-4 shrink-0" aria-hidden="true" />
            {t("chat:voiceNote")} · {formatDuration(entry.note.durationMs, i18n.language)}
          </p>
        )}
        {!failed && (
          <p className="mt-1 flex items-center justify-end gap-1 text-[10px] text-white">
            <Clock className="h-3 w-3" aria-hidden="true" />
            {t("sending")}
          </p>
        )}
      </div>
      {failed && (
        <div className="mt-1 flex max-w-[90%] flex-col items-end gap-1 text-xs" role="alert">
          <p className="flex items-start gap-1 text-red-700">
            <AlertCircle className="mt-0.5 h-3.5 w-3.5 shrink-0" aria-hidden="true" />
            <span className="text-start">
              <strong>{t("notSent")}</strong> {why}
            </span>
          </p>
          <div className="flex gap-2">
            <button
              type="button"
              onClick={() => outbox.discard(entry.key)}
              aria-label={t("deleteLabel")}
              aria-describedby={textId}
              className="min-h-8 rounded-full px-3 font-medium text-slate-600 ring-1 ring-slate-300 hover:bg-slate-100"
            >
              {t("delete")}
            </button>
            <button
              type="button"
              onClick={() => outbox.retry(entry.key)}
              aria-describedby={textId}
              className="min-h-8 rounded-full bg-brand-600 px-3 font-medium text-white hover:bg-brand-700"
            >
              {t("retry")}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}

/** The picked photo itself, from the phone, while it uploads or after it failed to. */
function LocalPhoto({ id, file, alt }: { id: string; file: File; alt: string }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return (
    <div id={id} className="h-40 w-40 overflow-hidden rounded-xl bg-slate-100">
      {url && <img src={url} alt={alt} className="h-full w-full object-cover" data-testid="chat-outbox-photo" />}
    </div>
  );
}
