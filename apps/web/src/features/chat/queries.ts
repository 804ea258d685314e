import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ChatMessage } from "@ulfa/contracts";
import { api } from "../../api/client";
import { matchesQueryKey } from "../matches/queries";
import { unreadQueryKey } from "../notifications/queries";

export const MESSAGES_ROOT_KEY = ["messages"] as const;
export const messagesQueryKey = (matchId: number) => ["messages", matchId] as const;

/** Messages of one match: refetched on open and always stale; opening reads them. */
export function useMessages(matchId: number) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: messagesQueryKey(matchId),
    queryFn: async () => {
      const list = await api.get<ChatMessage[]>(`/api/matches/${matchId}/messages`);
      // The server marked them read: the badge and the row's count change.
      void queryClient.invalidateQueries({ queryKey: unreadQueryKey });
      return list;
    },
    staleTime: 0,
    refetchOnMount: "always",
  });
}

export function useSendMessage(matchId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { content: string; confirmFlagged?: boolean }) => api.post<ChatMessage>(`/api/matches/${matchId}/messages`, input),
    onSuccess: (message) => {
      queryClient.setQueryData<ChatMessage[]>(messagesQueryKey(matchId), (list) =>
        list && !list.some((m) => m.id === message.id) ? [...list, message] : list,
      );
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: messagesQueryKey(matchId) });
      void queryClient.invalidateQueries({ queryKey: matchesQueryKey });
    },
  });
}
