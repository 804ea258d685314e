import { and, eq, sql } from "drizzle-orm";
import type { SiteRules } from "@ulfa/contracts";
import { messages, type UserRow } from "../db/schema";
import type { Deps } from "../platform/deps";
import { AppError } from "../platform/errors";
import { matchWithOther } from "../matches";

/** Whether the rule can concern this sender's messages at all (a man, while the rule is on). */
export const firstMessageRuleCovers = (rules: Pick<SiteRules, "firstMessage">, sender: Pick<UserRow, "gender">): boolean =>
  sender.gender === "male" && rules.firstMessage === "women";

/**
 * The operator's "women write first" rule (site settings, rules.firstMessage = "women", as on
 * Bumble): in a match between a man and a woman, he may write once she has. Matches without a
 * woman and a man are not concerned. Asked only while the rule is on.
 */
export async function checkFirstMessage(deps: Deps, sender: UserRow, matchId: number, answersOpeningMove = false): Promise<void> {
  // Her Opening Move (opening-moves/) is her invitation: his answer to it may come first.
  if (sender.gender !== "male" || answersOpeningMove) return;
  const { rules } = await deps.site.settings();
  if (!firstMessageRuleCovers(rules, sender)) return;
  const found = await matchWithOther(deps.db, matchId, sender.id);
  // Not a match of the sender's: the store itself answers why (404 or 403).
  if (!found || found.other.gender !== "female") return;
  const [hers] = await deps.db
    .select({ one: sql<number>`1` })
    .from(messages)
    .where(and(eq(messages.matchId, matchId), eq(messages.senderId, found.other.id)))
    .limit(1);
  if (!hers) throw new AppError(403, "WOMAN_WRITES_FIRST", "On this site she sends the first message; you can write once she has");
}
