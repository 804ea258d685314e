import { useQuery } from "@tanstack/react-query";
import type { OpeningLike } from "@ulfa/contracts";
import { api } from "../../api/client";

/** Query key of a match's opening likes (GET /api/likes/opening/:id). */
export const openingLikesKey = (matchId: number) => ["likes", "opening", matchId] as const;

/**
 * The likes that made a match, with what each pointed at and said. They change only when a photo or
 * prompt goes or a private member reveals her photos, so a minute's staleness is fine.
 */
export const useOpeningLikes = (matchId: number) =>
  useQuery({
    queryKey: openingLikesKey(matchId),
    queryFn: ({ signal }) => api.get<OpeningLike[]>(`/api/likes/opening/${matchId}`, { signal }),
    staleTime: 60_000,
  });
