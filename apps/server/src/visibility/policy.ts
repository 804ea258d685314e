import { and, isNotNull, isNull, sql, type AnyColumn, type Placeholder, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { users, type UserRow } from "../db/schema";

/**
 * Who may see whom: the one place that decides whether viewer V may see member M, and in which way
 * (docs/privacy.md "Who sees whom"). Every list (deck, likes you, map) and every call that names
 * another member by id (analysis, likes, reports, blocks, voice answers) asks this module; a member
 * who may not be seen is answered exactly as an id that does not exist.
 *
 * The rules, each written once below as SQL text on the member `u`:
 * - present: a verified e-mail, not deactivated, not suspended;
 * - awake: not snoozed at `now` (a snooze with no end lasts until the member wakes);
 * - not staff: neither an ADMIN_EMAILS address nor granted a role (staff_roles): staff are the
 *   operator's people, not members to date;
 * - not blocked either way;
 * - incognito: shown only to members they have liked;
 * - genders that fit both ways (the deck's rule: "other" only meets those open to everyone).
 *
 * A match keeps what it has: matched members still see each other's profile and voice answers and
 * write to each other while both are present and neither blocked, snoozed or incognito or not
 * (today's chat), but a snoozed match takes no new like. A report may name anyone the reporter may
 * see, anyone they are matched with (even one who has since left, was suspended or hid: what they
 * wrote stays reportable) and anyone they blocked ("block and report").
 */
export type Way =
  /** In the viewer's lists: decks, surprise match, likes you. */
  | "card"
  /** Looked at by id: compatibility analysis, prompt voice answers. */
  | "profile"
  /** A like, pass or super like, and a block. */
  | "interact"
  /** A report. */
  | "report"
  /** On the viewer's map (matches only). */
  | "map";

/** What the rules are written against: SQL text for each value (a `$n` or a bound marker). */
export interface PolicyRefs {
  /** The viewer's id (int). */
  viewer: string;
  /** The current time (timestamptz). */
  now: string;
  /** ADMIN_EMAILS in lower case (text[]). */
  staffEmails: string;
  /** The `interested_in` values open to the viewer's gender (text[]). */
  openTo: string;
  /** The genders the viewer wants (text[]). */
  wanted: string;
}

const PRESENT = `u.email_verified_at is not null and u.deactivated_at is null and u.suspended_at is null`;
const awake = (r: PolicyRefs) => `(u.snoozed_at is null or u.snoozed_until <= ${r.now})`;
const notStaff = (r: PolicyRefs) => `lower(u.email) <> all(${r.staffEmails}) and u.id not in (select sr.user_id from staff_roles sr)`;
/**
 * `not in` over the viewer's blocks (a hashed subplan, read once per statement; the columns are
 * never null): in a deck every row read is looked up there (discover/deck-statements.ts says why).
 */
const notBlocked = (r: PolicyRefs) => `u.id not in (select b.blocked_id from blocks b where b.blocker_id = ${r.viewer})
    and u.id not in (select b2.blocker_id from blocks b2 where b2.blocked_id = ${r.viewer})`;
/** A probe of swipes_pair_unique, only for incognito members. */
const incognitoAllows = (r: PolicyRefs) => `(coalesce(u.privacy->>'incognito', 'false') <> 'true'
      or exists (select 1 from swipes l where l.from_user_id = u.id and l.to_user_id = ${r.viewer} and l.is_like))`;
/** Genders that fit both ways, on the member row `alias` (the deck's walk also checks it on its index: discover/deck-statements.ts). */
export const gendersFitOn = (alias: string, r: PolicyRefs) => `${alias}.interested_in = any(${r.openTo}) and ${alias}.gender = any(${r.wanted})`;
const gendersFit = (r: PolicyRefs) => gendersFitOn("u", r);
/** Pairs are stored with user_a_id < user_b_id (matches_pair_unique). */
const matched = (r: PolicyRefs) =>
  `exists (select 1 from matches m where m.user_a_id = least(u.id, ${r.viewer}) and m.user_b_id = greatest(u.id, ${r.viewer}))`;
const blockedByViewer = (r: PolicyRefs) => `u.id in (select b3.blocked_id from blocks b3 where b3.blocker_id = ${r.viewer})`;

/**
 * The card rule as SQL text on `u`: who a stranger may come across at all. The deck statements
 * (discover/deck-statements.ts) put it in every statement with their own parameters.
 */
export const cardText = (r: PolicyRefs): string =>
  [PRESENT, awake(r), notStaff(r), notBlocked(r), incognitoAllows(r), gendersFit(r)].join("\n    and ");

/** Present and not blocked either way: a match may still write (today's chat rule; snooze aside). */
const reachableText = (r: PolicyRefs) => `${PRESENT} and ${notBlocked(r)}`;

/** Each way's rule as SQL text on `u` (the viewer is never their own card, like or report). */
export function wayText(way: Way, r: PolicyRefs): string {
  const card = cardText(r);
  const reachableMatch = `(${matched(r)} and ${reachableText(r)})`;
  switch (way) {
    case "card":
      return `u.id <> ${r.viewer}\n    and ${card}`;
    case "profile":
      return `u.id = ${r.viewer} or ${reachableMatch} or (${card})`;
    case "interact":
      return `u.id <> ${r.viewer} and ((${reachableMatch} and ${awake(r)}) or (${card}))`;
    case "report":
      return `u.id <> ${r.viewer} and (${matched(r)} or ${blockedByViewer(r)} or (${card}))`;
    case "map":
      return `${matched(r)} and ${PRESENT} and ${awake(r)} and ${notStaff(r)} and ${notBlocked(r)}`;
  }
}

/** Genders spelled out so the planner can use users_discover_idx (gender first) for "both" too. */
const ALL_GENDERS = ["male", "female", "other"];

export type Viewer = Pick<UserRow, "id" | "gender" | "interestedIn">;

/** The values the rules read about the viewer, in PolicyRefs' terms. */
export function policyValues(viewer: Viewer, now: Date, staffEmails: ReadonlySet<string>) {
  return {
    viewer: viewer.id,
    now: now.toISOString(),
    staffEmails: [...staffEmails].map((e) => e.toLowerCase()),
    openTo: viewer.gender === "other" ? ["both"] : ["both", viewer.gender],
    wanted: viewer.interestedIn === "both" ? ALL_GENDERS : [viewer.interestedIn],
  };
}

const CASTS: Record<keyof PolicyRefs, string> = { viewer: "int", now: "timestamptz", staffEmails: "text[]", openTo: "text[]", wanted: "text[]" };

/** What the rules need to know besides the viewer. */
export interface PolicyContext {
  now: Date;
  /** ADMIN_EMAILS (deps.config.adminEmails). */
  staffEmails: ReadonlySet<string>;
}

/**
 * `way` as a Drizzle condition on the member whose id is `member` (`users.id`, an alias's id): the
 * same text as the deck's, each value bound as a parameter.
 */
export function visibleAs(way: Way, viewer: Viewer, member: AnyColumn | SQL, ctx: PolicyContext): SQL {
  const MARK = "\u0000";
  const refs = Object.fromEntries(Object.entries(CASTS).map(([name, cast]) => [name, `${MARK}${name}${MARK}::${cast}`])) as unknown as PolicyRefs;
  const values = policyValues(viewer, ctx.now, ctx.staffEmails) as Record<string, unknown>;
  // Even parts are text, odd parts a value's name; sql.param keeps an array one value.
  const parts = wayText(way, refs).split(MARK);
  const clause = sql.join(parts.map((part, k) => (k % 2 === 0 ? sql.raw(part) : sql.param(values[part]))));
  return sql`exists (select 1 from users u where u.id = ${member} and (${clause}))`;
}

/** Present (the first rule) on `users`: a member others may see at all, and who may get mail and pushes. */
export const activeMember = (): SQL =>
  and(isNotNull(users.emailVerifiedAt), isNull(users.deactivatedAt), isNull(users.suspendedAt)) as SQL;

/** Present, for an alias of `users` (the other member of a match). */
export const presentAs = (member: { emailVerifiedAt: AnyColumn; deactivatedAt: AnyColumn; suspendedAt: AnyColumn }): SQL =>
  sql`(${member.emailVerifiedAt} is not null and ${member.deactivatedAt} is null and ${member.suspendedAt} is null)`;

/** Neither side has blocked the other, for the conversation's queries (ids as values or columns). */
export const notBlockedWith = (viewerId: number | Placeholder | SQL, otherId: AnyPgColumn | SQL): SQL =>
  sql`not exists (select 1 from blocks b where (b.blocker_id = ${viewerId} and b.blocked_id = ${otherId}) or (b.blocker_id = ${otherId} and b.blocked_id = ${viewerId}))`;
