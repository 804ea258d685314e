import { boolean, doublePrecision, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { users } from "./users";
import { matches } from "./social";

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });
const userRef = (name: string) =>
  integer(name)
    .notNull()
    .references(() => users.id, { onDelete: "cascade" });
const matchRef = (name: string) =>
  integer(name)
    .notNull()
    .references(() => matches.id, { onDelete: "cascade" });

/**
 * Stored photo files of members who keep their photos private, by file name: the photo route looks a
 * name up here (one primary-key read) and serves a file found here only to its owner and to members
 * it was revealed to. Public members' files are never listed, so they stay cacheable as before.
 */
export const privatePhotos = pgTable(
  "private_photos",
  {
    name: text("name").primaryKey(),
    ownerId: userRef("owner_id"),
  },
  (t) => [index("private_photos_owner_idx").on(t.ownerId)],
);

/**
 * A member revealed their private photos to a match. Tied to the match: unmatching or blocking (which
 * ends the match) deletes it with the match.
 */
export const photoAccess = pgTable(
  "photo_access",
  {
    ownerId: userRef("owner_id"),
    viewerId: userRef("viewer_id"),
    matchId: matchRef("match_id"),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.ownerId, t.viewerId] }), index("photo_access_match_idx").on(t.matchId)],
);

/** A member's hidden words (messages containing them go to a hidden fold, without ringing). */
export const hiddenWords = pgTable("hidden_words", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  words: jsonb("words").$type<string[]>().notNull().default(sql`'[]'::jsonb`),
});

/** A chaperone (wali) a member invited: reads the chosen conversations through a signed link. */
export const chaperones = pgTable(
  "chaperones",
  {
    id: serial("id").primaryKey(),
    ownerId: userRef("owner_id"),
    email: text("email").notNull(),
    /** SHA-256 of the link's secret: a database leak does not leak live links. */
    tokenHash: text("token_hash").notNull(),
    expiresAt: ts("expires_at").notNull(),
    revokedAt: ts("revoked_at"),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("chaperones_token_unique").on(t.tokenHash), index("chaperones_owner_idx").on(t.ownerId)],
);

/** The conversations a chaperone may read, from `sharedAt` (when the match was told) on. */
export const chaperoneMatches = pgTable(
  "chaperone_matches",
  {
    chaperoneId: integer("chaperone_id")
      .notNull()
      .references(() => chaperones.id, { onDelete: "cascade" }),
    matchId: matchRef("match_id"),
    sharedAt: ts("shared_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.chaperoneId, t.matchId] }), index("chaperone_matches_match_idx").on(t.matchId)],
);

/** When a chaperone opened their page (the member's log). */
export const chaperoneViews = pgTable(
  "chaperone_views",
  {
    id: serial("id").primaryKey(),
    chaperoneId: integer("chaperone_id")
      .notNull()
      .references(() => chaperones.id, { onDelete: "cascade" }),
    viewedAt: ts("viewed_at").notNull(),
  },
  (t) => [index("chaperone_views_idx").on(t.chaperoneId, t.viewedAt)],
);

/** A date plan a member shared with a trusted contact through an expiring link (no account). */
export const dateShares = pgTable(
  "date_shares",
  {
    id: serial("id").primaryKey(),
    ownerId: userRef("owner_id"),
    matchId: matchRef("match_id"),
    at: ts("at").notNull(),
    place: text("place").notNull(),
    tokenHash: text("token_hash").notNull(),
    expiresAt: ts("expires_at").notNull(),
    revokedAt: ts("revoked_at"),
    createdAt: ts("created_at").notNull().defaultNow(),
    // Date check-in (privacy/check-in.ts): asked at check_in_at, ended by ok_at, alerted_at set once.
    checkInAt: ts("check_in_at"),
    contactEmail: text("contact_email"),
    shareLocation: boolean("share_location").notNull().default(false),
    askedAt: ts("asked_at"),
    okAt: ts("ok_at"),
    alertedAt: ts("alerted_at"),
    lastLatitude: doublePrecision("last_latitude"),
    lastLongitude: doublePrecision("last_longitude"),
  },
  (t) => [uniqueIndex("date_shares_token_unique").on(t.tokenHash), index("date_shares_owner_idx").on(t.ownerId)],
);
