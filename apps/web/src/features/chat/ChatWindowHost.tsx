import { useEffect, useRef } from "react";
import { closeChatWindow, useChatWindow } from "../../entities/chat-window";
import { useMatches } from "../../entities/matches/queries";
import { ChatWindow } from "./ChatWindow";

/**
 * The chat window a screen other than Matches opened (entities/chat-window.ts), over that screen:
 * the member layout mounts it. A match made a moment ago may not be in the cached list yet: the
 * list is fetched once more before a match that is not there (ended meanwhile) closes the window.
 */
export default function ChatWindowHost() {
  const matchId = useChatWindow();
  const matches = useMatches();
  const match = matchId === null ? null : (matches.data?.find((m) => m.id === matchId) ?? null);
  const refetchedFor = useRef<number | null>(null);
  useEffect(() => {
    if (matchId === null) refetchedFor.current = null;
    if (matchId === null || match || matches.isFetching) return;
    if (refetchedFor.current !== matchId) {
      refetchedFor.current = matchId;
      void matches.refetch();
    } else if (matches.isFetched) closeChatWindow();
  }, [matchId, match, matches]);
  return <ChatWindow match={match} onClose={closeChatWindow} />;
}
