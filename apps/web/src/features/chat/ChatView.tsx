import { ArrowLeft, ArrowRight, Check, CheckCheck, Send, X } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import { MESSAGE_MAX_LENGTH, MESSAGES_PAGE_DEFAULT, TYPING_INDICATOR_MS, type ChatMessage, type Match } from "@ulfa/contracts";
import { api, ApiError } from "../../api/client";
import { useCurrentUser } from "../../session/useCurrentUser";
import { useRealtimeEvent, useRealtimeSend } from "../../realtime/context";
import { toast } from "../../ui/toast-store";
import { Spinner } from "../../ui/Spinner";
import { cn } from "../../ui/cn";
import { Avatar } from "../matches/Avatar";
import { formatTime } from "../../i18n/format";
import { FlaggedNotice } from "./FlaggedNotice";
import { NudgeDialog } from "./NudgeDialog";
import { useMessages, useSendMessage } from "./queries";

/** How often "typing" is sent while the member keeps typing. */
const TYPING_SEND_EVERY_MS = TYPING_INDICATOR_MS / 2;

/**
 * A conversation with one match. "full" fills the screen (phones), "compact" is the 350x600
 * modal. Own messages sit on the END side: compared with the signed-in id.
 */
export function ChatView({ match, variant, onClose }: { match: Match; variant: "full" | "compact"; onClose: () => void }) {
  const { t, i18n } = useTranslation("chat");
  const { data: me } = useCurrentUser();
  const other = match.otherUser;
  const messages = useMessages(match.id);
  const send = useSendMessage(match.id);
  const realtimeSend = useRealtimeSend();
  const [text, setText] = useState("");
  const [typingUntil, setTypingUntil] = useState(0);
  const lastTypingSent = useRef(0);
  const bottom = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLTextAreaElement>(null);

  useRealtimeEvent("typing", (event) => {
    if (event.matchId === match.id && event.userId === other.id) setTypingUntil(Date.now() + TYPING_INDICATOR_MS);
  });
  useRealtimeEvent("message", (event) => {
    if (event.matchId === match.id && event.message.senderId === other.id) setTypingUntil(0);
  });
  const [, tick] = useState(0);
  useEffect(() => {
    if (typingUntil <= Date.now()) return;
    const timer = setTimeout(() => tick((n) => n + 1), typingUntil - Date.now());
    return () => clearTimeout(timer);
  }, [typingUntil]);
  const otherTyping = typingUntil > Date.now();

  // Older pages fetched with "Load earlier messages"; the query holds the newest page.
  const [older, setOlder] = useState<ChatMessage[]>([]);
  const [hasMore, setHasMore] = useState(true);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const latest = messages.data ?? [];
  const list = mergeById(older, latest);
  const canLoadEarlier = hasMore && latest.length >= MESSAGES_PAGE_DEFAULT;
  const loadEarlier = async () => {
    if (list.length === 0 || loadingOlder) return;
    setLoadingOlder(true);
    try {
      const page = await api.get<ChatMessage[]>(`/api/matches/${match.id}/messages?before=${list[0].id}&limit=${MESSAGES_PAGE_DEFAULT}`);
      setOlder((prev) => mergeById(page, prev));
      if (page.length < MESSAGES_PAGE_DEFAULT) setHasMore(false);
    } catch {
      toast({ title: t("error"), description: t("loadFailed"), variant: "destructive" });
    } finally {
      setLoadingOlder(false);
    }
  };
  const lastId = list.length > 0 ? list[list.length - 1].id : 0;
  useEffect(() => {
    bottom.current?.scrollIntoView({ block: "end" });
  }, [lastId, otherTyping]);
  // Back into the input after each send (it is disabled while sending, which drops focus).
  useEffect(() => {
    if (!send.isPending) input.current?.focus();
  }, [send.isPending]);

  // The message the server asked about (409 MESSAGE_NEEDS_CONFIRMATION), while "Are you sure?" is open.
  const [toConfirm, setToConfirm] = useState<string | null>(null);
  const deliver = (content: string, confirmFlagged: boolean) =>
    send.mutate(
      { content, confirmFlagged },
      {
        onSuccess: () => {
          setText("");
          setToConfirm(null);
        },
        onError: (err) => {
          if (err instanceof ApiError && err.code === "MESSAGE_NEEDS_CONFIRMATION") setToConfirm(content);
          else toast({ title: t("error"), description: t("sendFailed"), variant: "destructive" });
        },
      },
    );
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const content = text.trim();
    if (!content || send.isPending) return;
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
      realtimeSend({ type: "typing", matchId: match.id });
    }
  };

  const BackIcon = i18n.dir() === "rtl" ? ArrowRight : ArrowLeft;
  return (
    <section className="flex h-full min-h-0 flex-col bg-white" aria-label={t("title", { name: other.name })} data-testid="chat">
      <header className="flex items-center gap-3 border-b border-rose-100 px-3 py-2.5">
        {variant === "full" && (
          <button type="button" onClick={onClose} className="rounded-full p-2 text-slate-600 hover:bg-slate-100" aria-label={t("back")}>
            <BackIcon className="h-5 w-5" aria-hidden="true" />
          </button>
        )}
        <Avatar user={other} size="sm" dot />
        <div className="min-w-0 flex-1">
          <h2 dir="auto" className="truncate text-start font-semibold text-slate-900">{other.name}</h2>
          <p className={cn("text-xs", other.isOnline ? "text-green-600" : "text-slate-500")} data-testid="chat-presence">
            {otherTyping ? t("typing", { name: other.name }) : other.isOnline ? t("onlineNow") : t("offline")}
          </p>
        </div>
        {variant === "compact" && (
          <button type="button" onClick={onClose} className="rounded-full p-2 text-slate-500 hover:bg-slate-100" aria-label={t("close")}>
            <X className="h-5 w-5" aria-hidden="true" />
          </button>
        )}
      </header>

      <div className="min-h-0 flex-1 space-y-2 overflow-y-auto bg-rose-50/40 px-3 py-4" aria-live="polite" data-testid="chat-messages">
        {messages.isPending ? (
          <div className="flex h-full flex-col items-center justify-center gap-2 text-sm text-slate-500">
            <Spinner />
            <span>{t("loading")}</span>
          </div>
        ) : messages.isError ? (
          <p className="py-8 text-center text-sm text-red-600">{t("loadFailed")}</p>
        ) : list.length === 0 ? (
          <p className="px-6 py-10 text-center text-sm text-slate-500">
            {variant === "full" ? t("emptyFull", { name: other.name }) : t("emptyCompact")}
          </p>
        ) : (
          <>
          {canLoadEarlier && (
            <div className="flex justify-center">
              <button type="button" onClick={loadEarlier} disabled={loadingOlder} className="rounded-full bg-white px-3 py-1 text-xs font-medium text-brand-700 shadow-sm hover:bg-brand-50 disabled:opacity-50">
                {t("loadEarlier")}
              </button>
            </div>
          )}
          {list.map((message) => {
            const own = me !== null && me !== undefined && message.senderId === me.id;
            return (
              <div key={message.id} className={cn("flex", own ? "justify-end" : "justify-start")} data-own={own} data-testid="chat-message">
                <div
                  className={cn(
                    "max-w-[80%] rounded-2xl px-3 py-2 text-sm shadow-sm",
                    own ? "rounded-ee-sm bg-brand-600 text-white" : "rounded-es-sm bg-white text-slate-900",
                  )}
                >
                  <p dir="auto" className="whitespace-pre-wrap break-words text-start">
                    <bdi>{message.content}</bdi>
                  </p>
                  <p className={cn("mt-1 flex items-center justify-end gap-1 text-[10px]", own ? "text-white" : "text-slate-400")}>
                    <time dateTime={message.createdAt}>{formatTime(message.createdAt, i18n.language)}</time>
                    {own &&
                      (message.readAt ? (
                        <CheckCheck className="h-3 w-3" aria-label={t("read")} />
                      ) : (
                        <Check className="h-3 w-3" aria-label={t("sent")} />
                      ))}
                  </p>
                  {!own && message.flagged && <FlaggedNotice message={message} />}
                </div>
              </div>
            );
          })}
          </>
        )}
        <div ref={bottom} />
      </div>

      <form onSubmit={submit} className="flex items-end gap-2 border-t border-rose-100 p-2.5">
        <textarea
          ref={input}
          rows={1}
          value={text}
          maxLength={MESSAGE_MAX_LENGTH}
          onChange={(e) => onChange(e.target.value)}
          onKeyDown={onKeyDown}
          disabled={send.isPending}
          placeholder={t("placeholder")}
          aria-label={t("placeholder")}
          className="max-h-32 min-h-10 flex-1 resize-none rounded-2xl border border-slate-300 bg-white px-3 py-2 text-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200 disabled:opacity-60"
        />
        <button
          type="submit"
          disabled={send.isPending || text.trim().length === 0}
          aria-label={send.isPending ? t("sending") : t("send")}
          className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-600 text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-50"
        >
          <Send className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />
        </button>
      </form>
      <NudgeDialog
        open={toConfirm !== null}
        pending={send.isPending}
        onEdit={() => setToConfirm(null)}
        onSendAnyway={() => toConfirm !== null && deliver(toConfirm, true)}
      />
    </section>
  );
}

/** Messages of both lists once each, oldest first. */
function mergeById(a: ChatMessage[], b: ChatMessage[]): ChatMessage[] {
  const byId = new Map<number, ChatMessage>();
  for (const m of [...a, ...b]) byId.set(m.id, m);
  return [...byId.values()].sort((x, y) => x.id - y.id);
}
