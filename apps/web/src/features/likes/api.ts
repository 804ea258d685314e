import { useQuery } from "@tanstack/react-query";
import { endpoints } from "@ulfa/contracts/endpoints";
import { call } from "../../api/call";

/** Query key of a match's opening likes (GET /api/likes/opening/:id). */
export const openingLikesKey = (matchId: number) => ["likes", "opening", matchId] as const;

/**
 * The likes that made a match, with what each pointed at and said. They change only when a photo or
 * prompt goes or a private member reveals her photos, so a minute's staleness is fine.
 */
export const useOpeningLikes = (matchId: number) =>
  useQuery({
    queryKey: openingLikesKey(matchId),
    queryFn: ({ signal }) => call(endpoints.likes.opening, { params: { id: matchId } }, { signal }),
    staleTime: 60_000,
  });
