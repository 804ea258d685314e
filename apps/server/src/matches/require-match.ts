import type { MatchRow } from "../db/schema";
import type { Deps } from "../platform/deps";
import { notFound } from "../platform/errors";
import { matchOf } from "./repo";

/** A match the viewer belongs to; 404 otherwise. */
export async function requireMatch(deps: Deps, matchId: number, viewerId: number): Promise<MatchRow> {
  const match = await matchOf(deps.db, matchId, viewerId);
  if (!match) throw notFound("Match not found");
  return match;
}
