import { Heart, Sparkles } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import type { Match } from "@ulfa/contracts";
import { RECENT_MATCHES_SHOWN } from "@ulfa/contracts/constants";
import { useCurrentUser } from "../../session/useCurrentUser";
import { Button } from "../../ui/Button";
import { Skeleton } from "../../ui/Skeleton";
import { LoadProblem } from "../../ui/LoadProblem";
import { isLoadProblem, retryAll, useLoadState } from "../../ui/useLoadState";
import { cn } from "../../ui/cn";
import { ChatWindow } from "../chat/ChatWindow";
import { Avatar } from "../../entities/member/Avatar";
import { MatchActions } from "./MatchActions";
import { ProfilePopup } from "./ProfilePopup";
import { useMatches } from "../../entities/matches/queries";
import { formatListDate } from "../../i18n/format";

/**
 * The Matches tab: a strip of the newest matches nobody has written to yet (online rings) and
 * the conversation list. `?chat=<matchId>` opens a chat directly (e.g. from "Send Message").
 */
export default function MatchesTab() {
  const { t } = useTranslation("matches");
  const matches = useMatches();
  const load = useLoadState(matches);
  const [params, setParams] = useSearchParams();
  const [profileOf, setProfileOf] = useState<Match | null>(null);
  const chatId = Number(params.get("chat")) || null;
  const list = matches.data ?? [];
  // "New matches" are the ones nobody has written to yet: a conversation already lives in the list below.
  const fresh = list.filter((m) => m.lastMessage === null).slice(0, RECENT_MATCHES_SHOWN);
  const chatMatch = chatId !== null ? (list.find((m) => m.id === chatId) ?? null) : null;

  const openChat = (id: number) =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      next.set("chat", String(id));
      return next;
    });
  const closeChat = () =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      next.delete("chat");
      return next;
    });

  // A chat whose match is gone (unmatched, blocked) closes itself.
  useEffect(() => {
    if (chatId !== null && matches.isSuccess && !list.some((m) => m.id === chatId)) closeChat();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [chatId, matches.isSuccess, list]);

  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-6">
      <header className="mb-5">
        <h1 className="text-2xl font-bold text-slate-900">{t("title")}</h1>
        <p className="text-sm text-slate-500">{t("subtitle")}</p>
      </header>

      {load === "loading" ? (
        <MatchesSkeleton />
      ) : isLoadProblem(load) ? (
        <LoadProblem state={load} onRetry={retryAll(matches)} failed={t("loadFailed")} />
      ) : list.length === 0 ? (
        <EmptyState />
      ) : (
        <>
          {fresh.length > 0 && (
          <section aria-labelledby="new-matches" className="mb-6">
            <h2 id="new-matches" className="mb-3 flex items-center gap-1.5 text-sm font-semibold text-slate-700">
              <Sparkles className="h-4 w-4 text-brand-500" aria-hidden="true" />
              {t("newMatches")}
            </h2>
            <ul className="flex gap-4 overflow-x-auto px-1 pb-2 pt-1" data-testid="recent-matches">
              {fresh.map((match) => (
                <li key={match.id} className="flex w-16 shrink-0 flex-col items-center gap-1.5">
                  <button type="button" onClick={() => setProfileOf(match)} aria-label={t("viewProfile", { name: match.otherUser.name })} className="rounded-full">
                    <Avatar user={match.otherUser} size="lg" ring />
                  </button>
                  <span dir="auto" title={match.otherUser.name} className="w-full truncate text-center text-xs font-medium text-slate-700">
                    {match.otherUser.name}
                  </span>
                </li>
              ))}
            </ul>
          </section>
          )}

          <section aria-labelledby="conversations">
            <h2 id="conversations" className="mb-2 text-sm font-semibold text-slate-700">
              {t("conversations")}
            </h2>
            <ul className="divide-y divide-rose-100 overflow-hidden rounded-2xl border border-rose-100 bg-white" data-testid="conversation-list">
              {list.map((match) => (
                <ConversationRow key={match.id} match={match} onOpen={() => openChat(match.id)} onPhoto={() => setProfileOf(match)} />
              ))}
            </ul>
          </section>
        </>
      )}

      <ProfilePopup
        // Gone after an unmatch or block from its own menu: it closes.
        user={profileOf && list.some((m) => m.id === profileOf.id) ? profileOf.otherUser : null}
        onClose={() => setProfileOf(null)}
        menu={profileOf && <MatchActions match={profileOf} nested />}
        onStartChat={() => {
          const id = profileOf?.id;
          setProfileOf(null);
          if (id !== undefined) openChat(id);
        }}
      />
      <ChatWindow match={chatMatch} onClose={closeChat} />
    </div>
  );
}

/** Stands for the message text inside "You: {{text}}" (no translation holds it). */
const TEXT_SLOT = "\u0000";

function ConversationRow({ match, onOpen, onPhoto }: { match: Match; onOpen: () => void; onPhoto: () => void }) {
  const { t, i18n } = useTranslation("matches");
  const { data: me } = useCurrentUser();
  const { otherUser, lastMessage, unreadCount } = match;
  // Photos, voice notes and unsent messages have no text: their kind stands in for it.
  const lastText = !lastMessage
    ? ""
    : lastMessage.hidden
      ? t("privacy:chat.hiddenPreview")
      : lastMessage.removed
        ? t("chat:removed")
        : lastMessage.kind === "photo"
          ? t("chat:photo")
          : lastMessage.kind === "voice"
            ? t("chat:voiceNote")
            : lastMessage.kind === "call"
              ? t("chat:call.lastMessage")
              : lastMessage.kind === "notice"
                ? t(`privacy:chat.notice.${lastMessage.content}`, { defaultValue: "" })
                : lastMessage.content;
  const mine = lastMessage !== null && lastMessage.senderId === me?.id;
  // "You: " around the text, split so the text truncates in its own direction (below).
  const [before, after] = mine ? t("you", { text: TEXT_SLOT }).split(TEXT_SLOT) : ["", ""];
  const text = lastMessage ? lastText : t("sayHello");
  return (
    <li className="flex items-center gap-3 px-3 py-3 hover:bg-rose-50/50" data-testid="conversation-row" data-match-id={match.id}>
      <button type="button" onClick={onPhoto} aria-label={t("viewProfile", { name: otherUser.name })} className="rounded-full">
        <Avatar user={otherUser} dot />
      </button>
      {/* Named by its content, so what it shows is part of its name (WCAG 2.5.3): "Open chat with <name>", then the preview. */}
      <button type="button" onClick={onOpen} className="min-w-0 flex-1 text-start">
        <span className="sr-only">{t("openChat", { name: otherUser.name })}</span>
        <span className="flex items-baseline justify-between gap-2">
          {/* The name wraps to two lines at most (a long name is read, not cut at one), set in its own
              direction (a Latin name in Arabic keeps its start), and "New" stays. */}
          <span className="flex min-w-0 items-baseline font-semibold text-slate-900">
            <bdi aria-hidden="true" title={otherUser.name} className="line-clamp-2 break-words" data-testid="row-name">
              {otherUser.name}
            </bdi>
            {match.isNew && <span className="ms-2 shrink-0 rounded-full bg-brand-100 px-1.5 py-0.5 text-[10px] font-semibold uppercase text-brand-700">{t("new")}</span>}
          </span>
          {lastMessage && (
            <time dateTime={lastMessage.createdAt} className="shrink-0 text-xs text-slate-400">
              {formatListDate(lastMessage.createdAt, i18n.language)}
            </time>
          )}
        </span>
        <span className="mt-0.5 flex items-center justify-between gap-2">
          {/* One line: a Latin message after the Arabic "أنت:" is cut at its own end, not at its start. */}
          <span className={cn("flex min-w-0 text-sm", unreadCount > 0 ? "font-medium text-slate-900" : "text-slate-500", !lastMessage && "italic rtl:not-italic")}>
            {before && <span className="shrink-0 whitespace-pre">{before}</span>}
            <bdi className="truncate">{text}</bdi>
            {after && <span className="shrink-0 whitespace-pre">{after}</span>}
          </span>
          {unreadCount > 0 && (
            <span className="flex h-5 min-w-5 shrink-0 items-center justify-center rounded-full bg-brand-600 px-1.5 text-[11px] font-bold text-white" data-testid="row-unread">
              <span aria-hidden="true">{unreadCount}</span>
              <span className="sr-only">{t("unread", { count: unreadCount })}</span>
            </span>
          )}
        </span>
        {match.expiresAt && (
          <span className="block text-xs text-amber-700" data-testid="match-expires">
            {t("site:expiresIn", { count: Math.max(0, Math.ceil((Date.parse(match.expiresAt) - Date.now()) / 3_600_000)) })}
          </span>
        )}
      </button>
      <MatchActions match={match} />
    </li>
  );
}

function MatchesSkeleton() {
  return (
    <div data-testid="matches-skeleton">
      <Skeleton className="mb-3 h-4 w-28" />
      <div className="mb-6 flex gap-4">
        {Array.from({ length: RECENT_MATCHES_SHOWN }, (_, i) => (
          <Skeleton key={i} className="h-16 w-16 rounded-full" />
        ))}
      </div>
      <div className="space-y-3">
        {Array.from({ length: 4 }, (_, i) => (
          <div key={i} className="flex items-center gap-3">
            <Skeleton className="h-12 w-12 rounded-full" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-4 w-1/3" />
              <Skeleton className="h-3 w-2/3" />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}

function EmptyState() {
  const { t } = useTranslation("matches");
  const [, setParams] = useSearchParams();
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-rose-200 bg-white px-6 py-14 text-center">
      <Heart className="mb-3 h-12 w-12 text-brand-300" aria-hidden="true" />
      <h2 className="text-lg font-semibold text-slate-900">{t("empty.title")}</h2>
      <p className="mt-1 text-sm text-slate-500">{t("empty.body")}</p>
      <Button className="mt-5" onClick={() => setParams({})}>
        {t("empty.action")}
      </Button>
    </div>
  );
}
