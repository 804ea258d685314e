import { desc, eq } from "drizzle-orm";
import { SAFETY_DECISIONS_LIST_LIMIT, type SafetyDecision } from "@ulfa/contracts";
import { safetyDecisions, users } from "../db/schema";
import type { Deps } from "../platform/deps";

/** GET /api/moderation/safety-decisions: the latest photo decisions, newest first, for admins. */
export async function latestDecisions(deps: Deps): Promise<SafetyDecision[]> {
  const rows = await deps.db
    .select({ decision: safetyDecisions, member: { id: users.id, name: users.name, username: users.username } })
    .from(safetyDecisions)
    .innerJoin(users, eq(users.id, safetyDecisions.userId))
    .orderBy(desc(safetyDecisions.createdAt), desc(safetyDecisions.id))
    .limit(SAFETY_DECISIONS_LIST_LIMIT);
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
