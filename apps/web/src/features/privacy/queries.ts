import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Chaperone, ChaperoneInvite, ChaperoneUpdated, DateShare, DateShareBody, HiddenWords, SnoozeHours, SnoozeState } from "@ulfa/contracts";
import { api } from "../../api/client";
import { MESSAGES_ROOT_KEY } from "../../entities/messages/keys";

export const snoozeQueryKey = ["privacy", "snooze"] as const;
export const hiddenWordsQueryKey = ["privacy", "hidden-words"] as const;
export const chaperonesQueryKey = ["privacy", "chaperones"] as const;
export const dateSharesQueryKey = ["privacy", "date-shares"] as const;
/** The matches list carries photosRevealed and the chaperone badge (features/matches). */
const matchesQueryKey = ["matches"] as const;

export function useSnooze() {
  return useQuery({ queryKey: snoozeQueryKey, queryFn: ({ signal }) => api.get<SnoozeState>("/api/account/snooze", { signal }) });
}

export function useSetSnooze() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (hours: SnoozeHours | null | "wake") =>
      hours === "wake" ? api.delete<SnoozeState>("/api/account/snooze") : api.post<SnoozeState>("/api/account/snooze", { hours }),
    onSuccess: (state) => queryClient.setQueryData(snoozeQueryKey, state),
  });
}

export function useHiddenWords() {
  return useQuery({ queryKey: hiddenWordsQueryKey, queryFn: ({ signal }) => api.get<HiddenWords>("/api/hidden-words", { signal }) });
}

export function useSaveHiddenWords() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (words: string[]) => api.put<HiddenWords>("/api/hidden-words", { words }),
    onSuccess: (saved) => {
      queryClient.setQueryData(hiddenWordsQueryKey, saved);
      // Messages already loaded are folded again with the new list.
      void queryClient.invalidateQueries({ queryKey: MESSAGES_ROOT_KEY });
    },
  });
}

export function useChaperones() {
  return useQuery({ queryKey: chaperonesQueryKey, queryFn: ({ signal }) => api.get<{ chaperones: Chaperone[]; max: number }>("/api/chaperones", { signal }) });
}

export function useInviteChaperone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ChaperoneInvite) => api.post<{ chaperone: Chaperone; link: string }>("/api/chaperones", input),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: chaperonesQueryKey });
      void queryClient.invalidateQueries({ queryKey: matchesQueryKey });
    },
  });
}

/** The conversations a chaperone reads, same link (PATCH /api/chaperones/:id). */
export function useRescopeChaperone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, matchIds }: { id: number; matchIds: number[] }) => api.patch<ChaperoneUpdated>(`/api/chaperones/${id}`, { matchIds }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: chaperonesQueryKey });
      void queryClient.invalidateQueries({ queryKey: matchesQueryKey });
    },
  });
}

export function useEndChaperone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<{ message: string }>(`/api/chaperones/${id}`),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: chaperonesQueryKey });
      void queryClient.invalidateQueries({ queryKey: matchesQueryKey });
    },
  });
}

export function usePhotoAccess() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ matchId, reveal }: { matchId: number; reveal: boolean }) =>
      reveal ? api.post<{ revealed: boolean }>(`/api/matches/${matchId}/photo-access`) : api.delete<{ revealed: boolean }>(`/api/matches/${matchId}/photo-access`),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: matchesQueryKey }),
  });
}

/** The member's date-plan links that still work (neither ended nor expired), soonest date first. */
export function useDateShares() {
  return useQuery({ queryKey: dateSharesQueryKey, queryFn: async ({ signal }) => (await api.get<{ shares: DateShare[] }>("/api/date-shares", { signal })).shares });
}

export function useShareDate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ matchId, body }: { matchId: number; body: DateShareBody }) =>
      api.post<{ share: { id: number }; link: string }>(`/api/matches/${matchId}/date-share`, body),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: dateSharesQueryKey }),
  });
}

export function useRevokeDateShare() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<{ message: string }>(`/api/date-shares/${id}`),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: dateSharesQueryKey }),
  });
}
