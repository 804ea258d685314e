import { Sparkles } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import type { Match } from "@ulfa/contracts";
import { MESSENGER_TWO_PANE_MIN_PX, RECENT_MATCHES_SHOWN } from "@ulfa/contracts/constants";
import { Skeleton } from "../../ui/Skeleton";
import { LoadProblem } from "../../ui/LoadProblem";
import { isLoadProblem, retryAll, useLoadState } from "../../ui/useLoadState";
import { useMinWidth } from "../../ui/useMinWidth";
import { cn } from "../../ui/cn";
import { ChatPane, ChatWindow } from "../chat";
import { Avatar } from "../../entities/member/Avatar";
import { MatchActions } from "./MatchActions";
import { ProfilePopup } from "./ProfilePopup";
import { ConversationList } from "./ConversationList";
import { NoConversationOpen, NoMatchesYet } from "./MatchesEmpty";
import { useMatches } from "../../entities/matches/queries";

/**
 * The Matches tab: a strip of the newest matches nobody has written to yet (online rings) and
 * the conversation list. `?chat=<matchId>` is the open conversation, so a reload or Back keeps it
 * (the map, a "your turn" notice and others link to it). From 1024 px it is a messenger: the list
 * and the open thread side by side, the rest of the app usable around them (nav, language); below,
 * the thread opens full screen over the list.
 */
export default function MatchesTab() {
  const { t } = useTranslation("matches");
  const matches = useMatches();
  const load = useLoadState(matches);
  const wide = useMinWidth(MESSENGER_TWO_PANE_MIN_PX);
  const [params, setParams] = useSearchParams();
  const [profileOf, setProfileOf] = useState<Match | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const chatId = Number(params.get("chat")) || null;
  const list = matches.data ?? [];
  // "New matches" are the ones nobody has written to yet: a conversation already lives in the list below.
  const fresh = list.filter((m) => m.lastMessage === null).slice(0, RECENT_MATCHES_SHOWN);
  const chatMatch = chatId !== null ? (list.find((m) => m.id === chatId) ?? null) : null;

  // Each conversation opened is a step of the history: Back returns to the one before.
  const openChat = (id: number) =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      next.set("chat", String(id));
      return next;
    });
  const closeChat = (replace = false) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        next.delete("chat");
        return next;
      },
      { replace },
    );
  /** Focus on the open button of match `id`'s row, else the first row's (the list's way in). */
  const focusRow = (id: number | null) => {
    const rows = listRef.current;
    (rows?.querySelector<HTMLElement>(`[data-open-chat="${id}"]`) ?? rows?.querySelector<HTMLElement>("[data-open-chat]"))?.focus();
  };

  // A chat whose match is gone (unmatched, blocked) closes itself; in the panes focus, which was in
  // the thread that went, goes back to the list.
  useEffect(() => {
    if (chatId === null || !matches.isSuccess || list.some((m) => m.id === chatId)) return;
    closeChat(true);
    if (wide && !document.activeElement?.closest("[role=dialog]")) requestAnimationFrame(() => focusRow(null));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [chatId, matches.isSuccess, list]);

  const strip = fresh.length > 0 && (
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
  );
  const conversations = (
    <section aria-labelledby="conversations">
      <h2 id="conversations" className="mb-2 text-sm font-semibold text-slate-700">
        {t("conversations")}
      </h2>
      <ConversationList matches={list} openId={wide ? chatId : null} onOpen={(m) => openChat(m.id)} onPhoto={setProfileOf} listRef={listRef} />
    </section>
  );

  return (
    <div className={cn("mx-auto w-full px-4", wide ? "flex max-w-6xl flex-col py-4" : "max-w-2xl py-6")} data-testid="matches" data-layout={wide ? "panes" : "list"}>
      <header className={wide ? "mb-4" : "mb-5"}>
        <h1 className="text-2xl font-bold text-slate-900">{t("title")}</h1>
        <p className="text-sm text-slate-500">{t("subtitle")}</p>
      </header>

      {load === "loading" ? (
        <MatchesSkeleton />
      ) : isLoadProblem(load) ? (
        <LoadProblem state={load} onRetry={retryAll(matches)} failed={t("loadFailed")} />
      ) : list.length === 0 ? (
        <NoMatchesYet />
      ) : wide ? (
        // The list on the start side (right in Arabic: a grid follows the page's direction), the thread
        // filling the rest of the window's height, each scrolling on its own.
        <div className="grid h-[calc(100dvh-var(--offline-notice-h)-7rem)] min-h-[32rem] grid-cols-[minmax(18rem,22rem)_minmax(0,1fr)] gap-4">
          <div className="min-h-0 overflow-y-auto pe-1" data-testid="conversations-pane">
            {strip}
            {conversations}
          </div>
          <div className="min-h-0 overflow-hidden rounded-2xl border border-rose-100 bg-white shadow-sm">
            {chatMatch ? <ChatPane match={chatMatch} onLeave={() => focusRow(chatMatch.id)} /> : <NoConversationOpen />}
          </div>
        </div>
      ) : (
        <>
          {strip}
          {conversations}
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
      {/* Below the two panes the thread opens full screen over the list, as on a phone. */}
      {!wide && <ChatWindow match={chatMatch} onClose={() => closeChat()} fullScreen />}
    </div>
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
