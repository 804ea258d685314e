import { and, eq, inArray, isNotNull, isNull, ne, notInArray, or, sql, type Placeholder, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { users, type UserRow } from "../db/schema";

/** Members others may see at all: verified e-mail, not deactivated, not suspended. */
export const activeMember = (): SQL =>
  and(isNotNull(users.emailVerifiedAt), isNull(users.deactivatedAt), isNull(users.suspendedAt)) as SQL;

/** Not snoozed at `now` (docs/privacy.md): a snooze with no end lasts until the member wakes. */
export const notSnoozed = (now: Date): SQL => sql`(${users.snoozedAt} is null or ${users.snoozedUntil} <= ${now.toISOString()}::timestamptz)`;

/** Neither side has blocked the other (a block hides both members from each other everywhere). */
export const notBlockedWith = (viewerId: number | Placeholder | SQL, otherId: AnyPgColumn): SQL =>
  sql`not exists (select 1 from blocks b where (b.blocker_id = ${viewerId} and b.blocked_id = ${otherId}) or (b.blocker_id = ${otherId} and b.blocked_id = ${viewerId}))`;

/** Genders spelled out so the planner can use users_discover_idx (gender first) for "both" too. */
const ALL_GENDERS = ["male", "female", "other"] as const;

/** Each is open to the other's gender ("other" only meets those open to everyone): the deck's gender rule. */
export const gendersFit = (viewer: Pick<UserRow, "gender" | "interestedIn">): SQL =>
  and(
    viewer.gender === "other" ? eq(users.interestedIn, "both") : inArray(users.interestedIn, ["both", viewer.gender]),
    viewer.interestedIn === "both" ? inArray(users.gender, [...ALL_GENDERS]) : eq(users.gender, viewer.interestedIn),
  ) as SQL;

/** Admin accounts (ADMIN_EMAILS) are the operator's staff, not members to date: never in a deck. */
export const notStaff = (adminEmails: ReadonlySet<string>): SQL =>
  adminEmails.size > 0 ? notInArray(sql`lower(${users.email})`, [...adminEmails]) : sql`true`;

/** The two have a match (either order of the pair). */
export const matchedWith = (viewerId: number, otherId: AnyPgColumn): SQL =>
  sql`exists (select 1 from matches m where (m.user_a_id = ${viewerId} and m.user_b_id = ${otherId}) or (m.user_a_id = ${otherId} and m.user_b_id = ${viewerId}))`;

/**
 * The one rule for every call that names another member by id (like, analysis, block, report,
 * rewind): the viewer could meet them in their deck (active, not blocked either way, genders fit,
 * not staff; distance aside, since worldwide mode is one switch away) or is matched with them.
 * Anyone else is answered 404, exactly as an id that does not exist, so ids cannot be walked.
 */
export const visibleTo = (viewer: Pick<UserRow, "id" | "gender" | "interestedIn">, adminEmails: ReadonlySet<string>): SQL =>
  and(
    ne(users.id, viewer.id),
    activeMember(),
    notBlockedWith(viewer.id, users.id),
    or(matchedWith(viewer.id, users.id), and(gendersFit(viewer), notStaff(adminEmails))),
  ) as SQL;
