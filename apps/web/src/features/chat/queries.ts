import { useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { ChatMessage, ChatReaction } from "@ulfa/contracts";
import { matchesQueryKey } from "../../entities/matches/queries";
import { unreadQueryKey } from "../../entities/unread/queries";
import { endpoints } from "@ulfa/contracts/endpoints";
import { call } from "../../api/call";

import { messagesQueryKey } from "../../entities/messages/keys";

/** Messages of one match: refetched on open and always stale; opening reads them. */
export function useMessages(matchId: number) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: messagesQueryKey(matchId),
    queryFn: async ({ signal }) => {
      const list = await call(endpoints.chat.messages, { params: { id: matchId } }, { signal });
      // The server marked them read: the badge and the row's count change.
      void queryClient.invalidateQueries({ queryKey: unreadQueryKey });
      return list;
    },
    staleTime: 0,
    refetchOnMount: "always",
  });
}

/** Puts a new or changed message into the cached page at once (the socket's event refetches too). */
export function upsert(queryClient: QueryClient, matchId: number, message: ChatMessage): void {
  queryClient.setQueryData<ChatMessage[]>(messagesQueryKey(matchId), (list) => {
    if (!list) return list;
    return list.some((m) => m.id === message.id) ? list.map((m) => (m.id === message.id ? message : m)) : [...list, message];
  });
}

/** Any chat call that answers with a message: cached at once, then the list and the matches refetched. */
function useMessageMutation<T>(matchId: number, call: (input: T) => Promise<ChatMessage>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (message) => upsert(queryClient, matchId, message),
    onSettled: () => refreshThread(queryClient, matchId),
  });
}

/** After a change to a thread: its messages and the matches list (last message, order) again. */
export function refreshThread(queryClient: QueryClient, matchId: number): void {
  void queryClient.invalidateQueries({ queryKey: messagesQueryKey(matchId) });
  void queryClient.invalidateQueries({ queryKey: matchesQueryKey });
}

export function useReveal(matchId: number) {
  return useMessageMutation(matchId, (messageId: number) => call(endpoints.chatMedia.reveal, { params: { id: matchId, messageId } }));
}

export function useUnsend(matchId: number) {
  return useMessageMutation(matchId, (messageId: number) => call(endpoints.chat.unsend, { params: { id: matchId, messageId } }));
}

/** Toggles the member's reaction: the same emoji again removes it. */
export function useReact(matchId: number) {
  return useMessageMutation(matchId, ({ messageId, emoji, remove }: { messageId: number; emoji: ChatReaction; remove: boolean }) =>
    remove
      ? call(endpoints.chat.unreact, { params: { id: matchId, messageId } })
      : call(endpoints.chat.react, { params: { id: matchId, messageId }, body: { emoji } }),
  );
}
