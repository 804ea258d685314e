import { and, desc, eq, inArray, lt, type SQL } from "drizzle-orm";
import { SAFETY_DECISIONS_LIST_LIMIT, type SafetyDecision, type SafetyDecisionFilter, type SafetyDecisionKind } from "@ulfa/contracts";
import { safetyDecisions, users } from "../db/schema";
import type { Deps } from "../platform/deps";

/**
 * GET /api/moderation/safety-decisions: the latest photo decisions, newest first, for admins; one
 * decision or the flagged ones (refused or blurred) only, one kind of photo, and a page older than
 * `before` (an id).
 */
export async function latestDecisions(
  deps: Deps,
  query: { decision?: SafetyDecisionFilter; kind?: SafetyDecisionKind; before?: number; limit?: number } = {},
): Promise<SafetyDecision[]> {
  const where: SQL[] = [];
  if (query.decision === "flagged") where.push(inArray(safetyDecisions.decision, ["refused", "blurred"]));
  else if (query.decision && query.decision !== "all") where.push(eq(safetyDecisions.decision, query.decision));
  if (query.kind) where.push(eq(safetyDecisions.kind, query.kind));
  if (query.before) where.push(lt(safetyDecisions.id, query.before));
  const rows = await deps.db
    .select({ decision: safetyDecisions, member: { id: users.id, name: users.name, username: users.username } })
    .from(safetyDecisions)
    .innerJoin(users, eq(users.id, safetyDecisions.userId))
    .where(and(...where))
    // By id, so `before` pages exactly: ids grow with time.
    .orderBy(desc(safetyDecisions.id))
    .limit(query.limit ?? SAFETY_DECISIONS_LIST_LIMIT);
  return rows.map(({ decision: d, member }) => ({
    id: d.id,
    kind: d.kind,
    decision: d.decision,
    score: d.score,
    label: d.label,
    createdAt: d.createdAt.toISOString(),
    member,
  }));
}
