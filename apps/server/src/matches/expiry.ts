import { and, lt, notExists, eq } from "drizzle-orm";
import { matches, messages } from "../db/schema";
import type { Deps } from "../platform/deps";
import type { PeriodicJob } from "../platform/jobs/types";
import { endMatch } from "./service";

import { HOUR_MS } from "./expiry-time";

/**
 * Ends every match older than the operator's expiry without a single message, for both members
 * (as an unmatch: the files go and both are told). Returns how many ended.
 */
export async function expireSilentMatches(deps: Deps): Promise<number> {
  const { rules } = await deps.site.settings();
  if (rules.matchExpiryHours <= 0) return 0;
  const cutoff = new Date(deps.clock.now().getTime() - rules.matchExpiryHours * HOUR_MS);
  const silent = await deps.db
    .select()
    .from(matches)
    .where(and(lt(matches.createdAt, cutoff), notExists(deps.db.select({ id: messages.id }).from(messages).where(eq(messages.matchId, matches.id)))))
    .limit(500);
  for (const match of silent) await endMatch(deps, match);
  return silent.length;
}

export const matchExpiryJob: PeriodicJob<Deps> = {
  name: "match-expiry",
  everyMs: 5 * 60 * 1000,
  run: async (deps) => void (await expireSilentMatches(deps)),
};
