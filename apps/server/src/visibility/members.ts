import { and, eq, sql, type AnyColumn, type SQL } from "drizzle-orm";
import { users, type UserRow } from "../db/schema";
import { isModerator } from "../auth";
import type { Deps } from "../platform/deps";
import { notFound } from "../platform/errors";
import { visibleAs, type PolicyContext, type Way } from "./policy";

/** The policy's context from the app's dependencies: the clock and ADMIN_EMAILS. */
export const policyContext = (deps: Deps): PolicyContext => ({ now: deps.clock.now(), staffEmails: deps.config.adminEmails });

/** The one answer for a member the viewer may not see, exactly as for an id that does not exist. */
export const memberNotFound = () => notFound("User not found");

/** The member `memberId` if `viewer` may see them in `way` (policy.ts), or null. One primary-key read. */
export async function visibleMember(deps: Deps, viewer: UserRow, memberId: number, way: Way): Promise<UserRow | null> {
  const [row] = await deps.db
    .select()
    .from(users)
    .where(and(eq(users.id, memberId), visibleAs(way, viewer, users.id, policyContext(deps))))
    .limit(1);
  return row ?? null;
}

/** As visibleMember, or the not-found answer. */
export async function requireVisibleMember(deps: Deps, viewer: UserRow, memberId: number, way: Way): Promise<UserRow> {
  const member = await visibleMember(deps, viewer, memberId, way);
  if (!member) throw memberNotFound();
  return member;
}

/**
 * Who may play or open what a profile carries (prompt voice answers): the profile rule, and moderators
 * and admins besides, since a report is about what a profile says.
 */
export function mediaOf(deps: Deps, viewer: UserRow, member: AnyColumn | SQL): SQL {
  return isModerator(deps, viewer) ? sql`true` : visibleAs("profile", viewer, member, policyContext(deps));
}
