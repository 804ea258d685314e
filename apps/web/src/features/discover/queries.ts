import { hashKey, keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import type { LikeTarget, UpdatePreferencesInput } from "@ulfa/contracts";
import { userQueryKey } from "../../session/useCurrentUser";
import type { DeckParams } from "./deck-params";
import { deckQuery } from "./deck-url";
import { endpoints } from "@ulfa/contracts/endpoints";
import { call } from "../../api/call";

/** Query keys of the discover feature (other features invalidate them after their own changes). */
export const discoverKeys = {
  all: ["discover"] as const,
  deck: (params: DeckParams) => ["discover", params] as const,
  swipeStatus: ["swipe-status"] as const,
  preferences: ["preferences"] as const,
  surprise: (exclude: number[], lang: string) => ["surprise-match", exclude, lang] as const,
  surpriseAll: ["surprise-match"] as const,
  likesReceived: ["likes-received"] as const,
  matches: ["matches"] as const,
};


// `signal`: a deck or preferences read nobody waits for any more (filters changed, tab left) is cancelled.
export const fetchDeck = (params: DeckParams, signal?: AbortSignal) =>
  params.smart
    ? call(endpoints.discover.smartDeck, { query: deckQuery(params) }, { signal })
    : call(endpoints.discover.deck, { query: deckQuery(params) }, { signal });
export const fetchPreferences = ({ signal }: { signal?: AbortSignal } = {}) => call(endpoints.discover.preferences, {}, { signal });

/** Deck queries fetched by the /home prefetch for a tab that has not mounted yet (by query hash). */
const prefetched = new Set<string>();
export const markPrefetched = (params: DeckParams) => prefetched.add(hashKey(discoverKeys.deck(params)));

/**
 * The deck; always refetched on entry (stale time 0), except the entry the
 * /home prefetch (prefetch.ts) already fetched for.
 */
export function useDeck(params: DeckParams, enabled: boolean) {
  const hash = hashKey(discoverKeys.deck(params));
  const deck = useQuery({
    queryKey: discoverKeys.deck(params),
    queryFn: ({ signal }) => fetchDeck(params, signal),
    staleTime: 0,
    refetchOnMount: (query) => (prefetched.has(query.queryHash) ? false : "always"),
    placeholderData: keepPreviousData,
    enabled,
  });
  // The mark is read several times while the tab mounts (render, then subscribe); cleared after.
  // Declared after useQuery, so this runs after the query's own subscribe effect.
  useEffect(() => void prefetched.delete(hash), [hash]);
  return deck;
}

export const useSwipeStatus = () =>
  useQuery({ queryKey: discoverKeys.swipeStatus, queryFn: ({ signal }) => call(endpoints.discover.swipeStatus, {}, { signal }), refetchOnMount: "always" });

export const usePreferences = () => useQuery({ queryKey: discoverKeys.preferences, queryFn: fetchPreferences });

export function useUpdatePreferences() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdatePreferencesInput) => call(endpoints.discover.savePreferences, { body }),
    onSuccess: (data) => {
      qc.setQueryData(discoverKeys.preferences, data);
      void qc.invalidateQueries({ queryKey: userQueryKey });
      // The age range and filters change who the deck, the surprise match and "likes you" show.
      void qc.invalidateQueries({ queryKey: discoverKeys.all });
      void qc.invalidateQueries({ queryKey: discoverKeys.surpriseAll });
      void qc.invalidateQueries({ queryKey: discoverKeys.likesReceived });
    },
  });
}

export function useUpdateInterestedIn() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (interestedIn: "male" | "female" | "both") => call(endpoints.users.update, { body: { interestedIn } }),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: userQueryKey });
      void qc.invalidateQueries({ queryKey: discoverKeys.all });
    },
  });
}

export interface LikeInput {
  toUserId: number;
  isLike: boolean;
  isSuperLike: boolean;
  /** A like of one photo or prompt, with an optional comment (issue 33). */
  target?: LikeTarget;
  comment?: string;
  confirmFlagged?: boolean;
}

/** Refreshes everything a swipe can change. */
export function invalidateAfterSwipe(qc: ReturnType<typeof useQueryClient>) {
  for (const queryKey of [discoverKeys.all, discoverKeys.matches, userQueryKey, discoverKeys.swipeStatus, discoverKeys.surpriseAll, discoverKeys.likesReceived]) {
    void qc.invalidateQueries({ queryKey });
  }
}

export const useLike = () => useMutation({ mutationFn: (body: LikeInput) => call(endpoints.likes.like, { body }) });

export function useBoost() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => call(endpoints.premium.boost),
    onSettled: () => {
      void qc.invalidateQueries({ queryKey: discoverKeys.swipeStatus });
      void qc.invalidateQueries({ queryKey: userQueryKey });
    },
  });
}

export const useSurpriseMatch = (exclude: number[], lang: "en" | "ar", enabled: boolean) =>
  useQuery({
    queryKey: discoverKeys.surprise(exclude, lang),
    queryFn: ({ signal }) => call(endpoints.discover.surprise, { query: { lang, exclude: exclude.length ? exclude.join(",") : undefined } }, { signal }),
    enabled,
    staleTime: 0,
  });

export const useAnalysis = () =>
  useMutation({
    mutationFn: ({ targetUserId, lang }: { targetUserId: number; lang: "en" | "ar" }) =>
      call(endpoints.discover.analyzeCompatibility, { body: { targetUserId, lang } }),
  });

/** The interface language as the API's `lang` parameter. */
export const apiLang = (language: string): "en" | "ar" => (language.startsWith("ar") ? "ar" : "en");

export const useReceivedLikes = (enabled: boolean) =>
  useQuery({ queryKey: discoverKeys.likesReceived, queryFn: ({ signal }) => call(endpoints.likes.received, {}, { signal }), enabled, refetchOnMount: "always" });

export function useRewind() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => call(endpoints.likes.rewind),
    onSuccess: () => invalidateAfterSwipe(qc),
  });
}
