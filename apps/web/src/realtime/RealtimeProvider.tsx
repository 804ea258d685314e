import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useEffect, useState, type ReactNode } from "react";
import type { Match } from "@ulfa/contracts";
import { useCurrentUser, userQueryKey } from "../session/useCurrentUser";
import { matchesQueryKey } from "../entities/matches/queries";
import { messagesQueryKey, MESSAGES_ROOT_KEY } from "../features/chat/queries";
import { unreadQueryKey } from "../entities/unread/queries";
import { RealtimeConnection, type RealtimeEvent } from "./connection";
import { RealtimeContext } from "./context";

/**
 * One realtime socket while signed in (closed on logout). Keeps the query cache fresh: events
 * invalidate ["matches"], ["messages", matchId] and ["notifications", "unread"]; every (re)connect
 * refetches them so nothing sent while the socket was down is missed.
 */
export function RealtimeProvider({ children }: { children: ReactNode }) {
  const { data: user } = useCurrentUser();
  const queryClient = useQueryClient();
  const [connection, setConnection] = useState<RealtimeConnection | null>(null);
  const userId = user?.id;

  useEffect(() => {
    if (userId === undefined) return;
    const conn = new RealtimeConnection();
    const unsubscribe = conn.subscribe((event) => applyToCache(queryClient, event));
    conn.start();
    setConnection(conn);
    return () => {
      unsubscribe();
      conn.stop();
      setConnection(null);
    };
  }, [userId, queryClient]);

  return <RealtimeContext.Provider value={connection}>{children}</RealtimeContext.Provider>;
}

function applyToCache(queryClient: QueryClient, event: RealtimeEvent): void {
  switch (event.type) {
    case "open":
      void queryClient.invalidateQueries({ queryKey: matchesQueryKey });
      void queryClient.invalidateQueries({ queryKey: MESSAGES_ROOT_KEY });
      void queryClient.invalidateQueries({ queryKey: unreadQueryKey });
      break;
    case "message":
    case "message_updated":
    case "read":
      void queryClient.invalidateQueries({ queryKey: messagesQueryKey(event.matchId) });
      void queryClient.invalidateQueries({ queryKey: matchesQueryKey });
      if (event.type === "message") void queryClient.invalidateQueries({ queryKey: unreadQueryKey });
      break;
    case "photo_access":
      void queryClient.invalidateQueries({ queryKey: matchesQueryKey });
      break;
    case "match":
      void queryClient.invalidateQueries({ queryKey: matchesQueryKey });
      void queryClient.invalidateQueries({ queryKey: unreadQueryKey });
      break;
    case "unmatched":
      queryClient.removeQueries({ queryKey: messagesQueryKey(event.matchId) });
      void queryClient.invalidateQueries({ queryKey: matchesQueryKey });
      void queryClient.invalidateQueries({ queryKey: unreadQueryKey });
      break;
    case "unread":
      queryClient.setQueryData(unreadQueryKey, { matches: event.matches, messages: event.messages });
      break;
    case "presence":
      queryClient.setQueryData<Match[]>(matchesQueryKey, (list) =>
        list?.map((m) => (m.otherUser.id === event.userId ? { ...m, otherUser: { ...m.otherUser, isOnline: event.online } } : m)),
      );
      break;
    case "signed_out":
      void queryClient.invalidateQueries({ queryKey: userQueryKey });
      break;
  }
}
