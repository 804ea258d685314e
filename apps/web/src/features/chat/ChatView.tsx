import { ArrowLeft, ArrowRight, Phone, Video, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ChatMessage, Match } from "@ulfa/contracts";
import { MESSAGES_PAGE_DEFAULT, TYPING_INDICATOR_MS } from "@ulfa/contracts/constants";
import { useCurrentUser } from "../../session/useCurrentUser";
import { useRealtimeEvent } from "../../realtime/context";
import { toast } from "../../ui/toast-store";
import { Spinner } from "../../ui/Spinner";
import { OpeningMovesList } from "../questions";
import { OpeningLikes } from "../likes";
import { LoadProblem } from "../../ui/LoadProblem";
import { isLoadProblem, retryAll, useLoadState } from "../../ui/useLoadState";
import { cn } from "../../ui/cn";
import { Avatar } from "../../entities/member/Avatar";
import { ChatComposer } from "./ChatComposer";
import { MessageBubble } from "./MessageBubble";
import { OutboxBubble } from "./OutboxBubble";
import { useMessages } from "./queries";
import { useOutbox } from "./useOutbox";
import { useCalls } from "../calls";
import { ConfirmDialog } from "../../ui/ConfirmDialog";
import { FirstMessageReminder, useSite, useSiteName } from "../site";
import { ChatPrivacyItems, ChatPrivacyNotes, ShareDateDialog } from "../privacy";
import { MatchActions, MENU_ITEM, ProfilePopup } from "../matches";
import { about } from "../../i18n/gender";
import { endpoints } from "@ulfa/contracts/endpoints";
import { call as callApi } from "../../api/call";

/**
 * A conversation with one match. "full" fills the screen (phones), "compact" is the 350x600
 * modal, "pane" the open thread beside the conversation list (Matches on a desktop: no back or close
 * button, the list stays). Own messages sit on the END side: compared with the signed-in id.
 */
export function ChatView({ match, variant, onClose }: { match: Match; variant: "full" | "compact" | "pane"; onClose?: () => void }) {
  const { t, i18n } = useTranslation("chat");
  const site = useSiteName();
  const { data: me } = useCurrentUser();
  const other = match.otherUser;
  const messages = useMessages(match.id);
  // The member's messages on their way or not sent: after the thread, in the order sent.
  const { outbox, entries: outgoing } = useOutbox(me?.id ?? 0, match.id);
  const load = useLoadState(messages);
  const [typingUntil, setTypingUntil] = useState(0);
  const [replyTo, setReplyTo] = useState<ChatMessage | null>(null);
  const bottom = useRef<HTMLDivElement>(null);
  const names = { me: t("you"), other: other.name };
  const calls = useCalls();
  // A member shown offline is warned about before the call rings into the void (issue 31).
  const [offlineCall, setOfflineCall] = useState<"voice" | "video" | null>(null);
  const call = (kind: "voice" | "video") => (other.isOnline ? calls?.start(match.id, other.name, kind) : setOfflineCall(kind));
  const [profileOpen, setProfileOpen] = useState(false);
  const [sharingDate, setSharingDate] = useState(false);
  // Each opening of "Share my date" is a fresh form, its times counted from that moment.
  const [dateShareOpens, setDateShareOpens] = useState(0);
  // The operator may switch calls off (site settings).
  const callsOn = useSite().data?.features.calls !== false;

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
      const page = await callApi(endpoints.chat.messages, { params: { id: match.id }, query: { before: list[0].id, limit: MESSAGES_PAGE_DEFAULT } });
      setOlder((prev) => mergeById(page, prev));
      if (page.length < MESSAGES_PAGE_DEFAULT) setHasMore(false);
    } catch {
      toast({ title: t("error"), description: t("loadFailed"), variant: "destructive" });
    } finally {
      setLoadingOlder(false);
    }
  };
  // A message the server stored shows up in the thread with its key (the socket tells this tab)
  // even when its answer is slow or lost: it shows once, there, and leaves the outbox.
  const inThread = new Set(list.map((m) => m.clientId));
  const shownOutgoing = outgoing.filter((entry) => entry.state !== "confirm" && !inThread.has(entry.key));
  // After every render: the thread and the outbox change apart (socket, answers), and the loop is
  // over the few messages on their way.
  useEffect(() => {
    for (const entry of outgoing) if (inThread.has(entry.key)) outbox.landed(entry.key);
  });
  const lastId = list.length > 0 ? list[list.length - 1].id : 0;
  useEffect(() => {
    bottom.current?.scrollIntoView({ block: "end" });
  }, [lastId, otherTyping, shownOutgoing.length]);
  const BackIcon = i18n.dir() === "rtl" ? ArrowRight : ArrowLeft;
  return (
    <section className="flex h-full min-h-0 flex-col bg-white" aria-label={t("title", { name: other.name })} data-testid="chat">
      <header className={cn("flex items-center border-b border-rose-100 px-3 py-2.5", variant === "compact" ? "gap-2" : "gap-3")}>
        {variant === "full" && (
          <button type="button" onClick={onClose} className="rounded-full p-2 text-slate-600 hover:bg-slate-100" aria-label={t("back")}>
            <BackIcon className="h-5 w-5" aria-hidden="true" />
          </button>
        )}
        <Avatar user={other} size="sm" dot />
        <div className="min-w-0 flex-1">
          {/* match-parent: a Latin name in Arabic (or the reverse) still sits by the avatar, on the page's start side.
              Up to two lines, so a long name is read in the 350 px window rather than cut; the title holds all of it. */}
          {/* The name opens their profile (the photo beside it is the same person). */}
          <h2 dir="auto" title={other.name} className="line-clamp-2 break-words font-semibold leading-snug text-slate-900 text-match-parent" data-testid="chat-name">
            <button type="button" onClick={() => setProfileOpen(true)} className="min-h-6 text-start hover:underline" aria-label={t("matches:viewProfile", { name: other.name })}>
              {other.name}
            </button>
          </h2>
          <p className={cn("text-xs", other.isOnline ? "text-green-600" : "text-slate-500")} data-testid="chat-presence">
            {otherTyping ? t("typing", { name: other.name, ...about(other.gender) }) : t(other.isOnline ? "onlineNow" : "offline", about(other.gender))}
          </p>
        </div>
        {/* The icon buttons sit edge to edge (their padding spaces them), and in the 350 px window at
            32 px rather than 36: the name gets the room to show whole. */}
        <div className={cn("flex shrink-0 items-center", variant === "compact" && "[&_button]:p-1.5")}>
          <MatchActions match={match} label={t("privacy:chat.actions")} testId="chat-menu" onViewProfile={() => setProfileOpen(true)} nested>
            <ChatPrivacyItems match={match} itemClassName={MENU_ITEM} onShareDate={() => {
              setDateShareOpens((n) => n + 1);
              setSharingDate(true);
            }} />
          </MatchActions>
          {calls &&
            callsOn &&
            (["voice", "video"] as const).map((kind) => {
              const Icon = kind === "video" ? Video : Phone;
              return (
                <button
                  key={kind}
                  type="button"
                  onClick={() => call(kind)}
                  disabled={calls.busy}
                  className="rounded-full p-2 text-brand-700 hover:bg-brand-50 disabled:opacity-50"
                  aria-label={t(kind === "video" ? "call.startVideo" : "call.startVoice", { name: other.name })}
                  data-testid={`call-start-${kind}`}
                >
                  <Icon className="h-5 w-5" aria-hidden="true" />
                </button>
              );
            })}
          {variant === "compact" && (
            <button type="button" onClick={onClose} className="rounded-full p-2 text-slate-500 hover:bg-slate-100" aria-label={t("close")}>
              <X className="h-5 w-5" aria-hidden="true" />
            </button>
          )}
        </div>
      </header>
      <ConfirmDialog
        open={offlineCall !== null}
        onOpenChange={(open) => !open && setOfflineCall(null)}
        title={t("mobile:call.offlineTitle", { name: other.name, ...about(other.gender) })}
        description={t("mobile:call.offlineBody", { name: other.name, site, ...about(other.gender) })}
        confirmLabel={t("mobile:call.callAnyway")}
        onConfirm={() => {
          if (offlineCall) calls?.start(match.id, other.name, offlineCall);
          setOfflineCall(null);
        }}
        testId="call-offline"
      />
      <ChatPrivacyNotes match={match} />
      <ShareDateDialog key={dateShareOpens} matchId={match.id} name={other.name} gender={other.gender} open={sharingDate} onClose={() => setSharingDate(false)} />
      <ProfilePopup user={profileOpen ? other : null} onClose={() => setProfileOpen(false)} onStartChat={() => setProfileOpen(false)} nested />

      {me && (
        <FirstMessageReminder
          me={me.gender}
          other={other.gender}
          sheWrote={list.some((message) => message.senderId === (me.gender === "female" ? me.id : other.id))}
        />
      )}
      <div className="min-h-0 flex-1 space-y-2 overflow-y-auto bg-rose-50/40 px-3 py-4" aria-live="polite" data-testid="chat-messages">
        {load === "loading" ? (
          <div className="flex h-full flex-col items-center justify-center gap-2 text-sm text-slate-500">
            <Spinner />
            <span>{t("loading")}</span>
          </div>
        ) : isLoadProblem(load) ? (
          <LoadProblem state={load} onRetry={retryAll(messages)} failed={t("loadFailed")} />
        ) : list.length === 0 && shownOutgoing.length === 0 ? (
          <div className="space-y-4 px-3 py-6">
            <OpeningLikes matchId={match.id} other={other} inThread />
            <p className="px-3 text-center text-sm text-slate-500">{variant === "compact" ? t("emptyCompact") : t("emptyFull", { name: other.name })}</p>
            <OpeningMovesList matchId={match.id} name={other.name} answerable />
          </div>
        ) : (
          <>
          {canLoadEarlier && (
            <div className="flex justify-center">
              <button type="button" onClick={loadEarlier} disabled={loadingOlder} className="rounded-full bg-white px-3 py-1 text-xs font-medium text-brand-700 shadow-sm hover:bg-brand-50 disabled:opacity-50">
                {t("loadEarlier")}
              </button>
            </div>
          )}
          {/* The conversation's start is on screen: what the likes that opened it were about stands above; their words are its first messages. */}
          {!canLoadEarlier && <OpeningLikes matchId={match.id} other={other} className="mb-3" inThread />}
          {list.map((message) =>
            me ? <MessageBubble key={message.id} message={message} myId={me.id} names={names} onReply={setReplyTo} /> : null,
          )}
          {me && shownOutgoing.map((entry) => <OutboxBubble key={entry.key} entry={entry} outbox={outbox} myId={me.id} names={names} />)}
          </>
        )}
        <div ref={bottom} />
      </div>

      {me && (
        <ChatComposer matchId={match.id} variant={variant === "full" ? "full" : "compact"} myId={me.id} names={names} replyTo={replyTo} onReplyTo={setReplyTo} onCancelReply={() => setReplyTo(null)} />
      )}
    </section>
  );
}

/** Messages of both lists once each, oldest first. */
function mergeById(a: ChatMessage[], b: ChatMessage[]): ChatMessage[] {
  const byId = new Map<number, ChatMessage>();
  for (const m of [...a, ...b]) byId.set(m.id, m);
  return [...byId.values()].sort((x, y) => x.id - y.id);
}
