import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ChaperoneInvite, DateShareBody, SnoozeHours } from "@ulfa/contracts";
import { endpoints } from "@ulfa/contracts/endpoints";
import { call } from "../../api/call";
import { MESSAGES_ROOT_KEY } from "../../entities/messages/keys";

export const snoozeQueryKey = ["privacy", "snooze"] as const;
export const hiddenWordsQueryKey = ["privacy", "hidden-words"] as const;
export const chaperonesQueryKey = ["privacy", "chaperones"] as const;
export const dateSharesQueryKey = ["privacy", "date-shares"] as const;
/** The matches list carries photosRevealed and the chaperone badge (features/matches). */
const matchesQueryKey = ["matches"] as const;

export function useSnooze() {
  return useQuery({ queryKey: snoozeQueryKey, queryFn: ({ signal }) => call(endpoints.privacy.snooze, {}, { signal }) });
}

export function useSetSnooze() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (hours: SnoozeHours | null | "wake") =>
      hours === "wake" ? call(endpoints.privacy.endSnooze) : call(endpoints.privacy.startSnooze, { body: { hours } }),
    onSuccess: (state) => queryClient.setQueryData(snoozeQueryKey, state),
  });
}

export function useHiddenWords() {
  return useQuery({ queryKey: hiddenWordsQueryKey, queryFn: ({ signal }) => call(endpoints.privacy.hiddenWords, {}, { signal }) });
}

export function useSaveHiddenWords() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (words: string[]) => call(endpoints.privacy.saveHiddenWords, { body: { words } }),
    onSuccess: (saved) => {
      queryClient.setQueryData(hiddenWordsQueryKey, saved);
      // Messages already loaded are folded again with the new list.
      void queryClient.invalidateQueries({ queryKey: MESSAGES_ROOT_KEY });
    },
  });
}

export function useChaperones() {
  return useQuery({ queryKey: chaperonesQueryKey, queryFn: ({ signal }) => call(endpoints.privacyLinks.chaperones, {}, { signal }) });
}

export function useInviteChaperone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ChaperoneInvite) => call(endpoints.privacyLinks.addChaperone, { body: input }),
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
    mutationFn: ({ id, matchIds }: { id: number; matchIds: number[] }) => call(endpoints.privacyLinks.updateChaperone, { params: { id }, body: { matchIds } }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: chaperonesQueryKey });
      void queryClient.invalidateQueries({ queryKey: matchesQueryKey });
    },
  });
}

export function useEndChaperone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(endpoints.privacyLinks.removeChaperone, { params: { id } }),
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
      call(reveal ? endpoints.privacy.grantPhotoAccess : endpoints.privacy.revokePhotoAccess, { params: { id: matchId } }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: matchesQueryKey }),
  });
}

/** How often the list is asked again while a check-in waits for its time: "Are you OK?" then shows without a reload. */
const CHECK_IN_POLL_MS = 60_000;

/** The member's date-plan links that still work (neither ended nor expired), soonest date first. */
export function useDateShares() {
  return useQuery({
    queryKey: dateSharesQueryKey,
    queryFn: async ({ signal }) => (await call(endpoints.privacyLinks.dateShares, {}, { signal })).shares,
    refetchInterval: (query) => (query.state.data?.some((s) => s.checkIn === "scheduled") ? CHECK_IN_POLL_MS : false),
  });
}

export function useShareDate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ matchId, body }: { matchId: number; body: DateShareBody }) =>
      call(endpoints.privacyLinks.shareDate, { params: { id: matchId }, body }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: dateSharesQueryKey }),
  });
}

export function useRevokeDateShare() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(endpoints.privacyLinks.removeDateShare, { params: { id } }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: dateSharesQueryKey }),
  });
}
