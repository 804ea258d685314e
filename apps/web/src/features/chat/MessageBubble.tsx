import { Check, CheckCheck, Image, Mic } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { ChatMessage, ReplyPreview } from "@ulfa/contracts";
import { formatTime } from "../../i18n/format";
import { cn } from "../../ui/cn";
import { MessageActions } from "./MessageActions";
import { PhotoMessage } from "./PhotoMessage";
import { VoiceMessage } from "./VoiceMessage";
import { FlaggedNotice } from "./FlaggedNotice";
import { SafetyTip } from "./SafetyTip";
import { CallEntry } from "../calls";
import { HiddenFold, NoticeLine } from "../privacy";

/** One message: the quoted message it answers, its text, photo or voice note, reactions and menu. */
export function MessageBubble({
  message,
  myId,
  names,
  onReply,
}: {
  message: ChatMessage;
  myId: number;
  names: { me: string; other: string };
  onReply: (message: ChatMessage) => void;
}) {
  const { t, i18n } = useTranslation("chat");
  const own = message.senderId === myId;
  const removed = message.removedAt !== null;
  if (message.kind === "notice") return <NoticeLine message={message} />;
  const text = <p dir="auto" className="whitespace-pre-wrap break-words text-start">{message.content}</p>;
  return (
    <div className={cn("group flex items-center gap-1", own ? "flex-row-reverse" : "flex-row")} data-own={own} data-kind={message.kind} data-testid="chat-message">
      <div
        className={cn(
          "max-w-[80%] rounded-2xl px-3 py-2 text-sm shadow-sm",
          own ? "rounded-ee-sm bg-brand-600 text-white" : "rounded-es-sm bg-white text-slate-900",
          removed && "bg-transparent italic shadow-none ring-1 ring-slate-300",
          removed && (own ? "text-slate-600" : "text-slate-500"),
        )}
      >
        {message.replyTo && <Quote reply={message.replyTo} own={own} myId={myId} names={names} />}
        {message.openingMove && (
          // An answer to one of her Opening Moves is shown with the question (docs/features.md).
          <p dir="auto" className={cn("mb-1 text-start text-xs", own ? "text-white" : "text-slate-500")} data-testid="opening-move-question">
            {t("openingMove", { question: message.openingMove.text })}
          </p>
        )}
        {removed ? (
          <p className="text-start" data-testid="chat-message-removed">{t("removed")}</p>
        ) : message.kind === "photo" ? (
          <PhotoMessage message={message} senderName={own ? names.me : names.other} />
        ) : message.kind === "voice" ? (
          <VoiceMessage message={message} own={own} />
        ) : message.call ? (
          <CallEntry call={message.call} />
        ) : message.hidden ? (
          <HiddenFold>{text}</HiddenFold>
        ) : (
          text
        )}
        {message.reactions.length > 0 && (
          <ul className="mt-1 flex gap-1" aria-label={t("reactions")} data-testid="chat-reactions">
            {message.reactions.map((r) => (
              <li key={r.userId} className="rounded-full bg-white/90 px-1.5 text-xs text-slate-800 shadow-sm">
                <span aria-label={t("reactionBy", { emoji: r.emoji, name: r.userId === myId ? names.me : names.other })}>{r.emoji}</span>
              </li>
            ))}
          </ul>
        )}
        <p className={cn("mt-1 flex items-center justify-end gap-1 text-[10px]", removed ? "text-slate-500" : own ? "text-white" : "text-slate-500")}>
          <time dateTime={message.createdAt}>{formatTime(message.createdAt, i18n.language)}</time>
          {own && !removed && (message.readAt ? <CheckCheck className="h-3 w-3" aria-label={t("read")} /> : <Check className="h-3 w-3" aria-label={t("sent")} />)}
        </p>
        {!own && !removed && message.flagged && <FlaggedNotice message={message} />}
        {!own && !removed && message.safety && <SafetyTip warning={message.safety.warning} />}
      </div>
      {!removed && <MessageActions message={message} myId={myId} own={own} onReply={() => onReply(message)} />}
    </div>
  );
}

/** A message as the quote of a reply being written (the server sends ReplyPreview for stored ones). */
export const previewOf = (message: ChatMessage): ReplyPreview => ({
  id: message.id,
  senderId: message.senderId,
  kind: message.kind,
  excerpt: message.content,
  removed: message.removedAt !== null,
});

/** The quoted start of the message a reply answers (or what it was: a photo, a voice note, removed). */
export function Quote({ reply, own, myId, names }: { reply: ReplyPreview; own: boolean; myId: number; names: { me: string; other: string } }) {
  const { t } = useTranslation("chat");
  const Icon = reply.kind === "photo" ? Image : reply.kind === "voice" ? Mic : null;
  return (
    <div className={cn("mb-1 border-s-2 ps-2 text-xs", own ? "border-white/70 text-white" : "border-brand-400 text-slate-600")} data-testid="chat-quote">
      <p className="font-semibold">
        <bdi>{reply.senderId === myId ? names.me : names.other}</bdi>
      </p>
      <p className="flex items-center gap-1 truncate text-start">
        {Icon && !reply.removed && <Icon className="h-3 w-3 shrink-0" aria-hidden="true" />}
        {reply.removed ? t("removed") : reply.kind === "photo" ? t("photo") : reply.kind === "voice" ? t("voiceNote") : reply.kind === "call" ? t("call.lastMessage") : <bdi>{reply.excerpt}</bdi>}
      </p>
    </div>
  );
}
