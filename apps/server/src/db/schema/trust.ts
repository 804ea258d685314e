import { sql } from "drizzle-orm";
import { bigint, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from "drizzle-orm/pg-core";
import { messages } from "./social";
import { users } from "./users";

// Tables of the trust feature (apps/server/src/trust; docs/trust-and-safety.md).

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });
const userRef = (name: string) =>
  integer(name)
    .notNull()
    .references(() => users.id, { onDelete: "cascade" });

export const TRUST_SIGNAL_CODES = ["OFF_PLATFORM_CONTACT", "REPEATED_INTRO", "LIKE_VELOCITY", "DUPLICATE_PHOTO", "MONEY_REQUEST", "REPORTED"] as const;
export type TrustSignalCode = (typeof TRUST_SIGNAL_CODES)[number];

/** One automatic signal about a member, with what showed it; open until a moderator acts on the member. */
export const trustSignals = pgTable(
  "trust_signals",
  {
    id: serial("id").primaryKey(),
    userId: userRef("user_id"),
    code: text("code", { enum: TRUST_SIGNAL_CODES }).notNull(),
    evidence: jsonb("evidence").$type<Record<string, unknown>>().notNull(),
    createdAt: ts("created_at").notNull(),
    resolvedAt: ts("resolved_at"),
  },
  (t) => [index("trust_signals_user_idx").on(t.userId, t.createdAt), index("trust_signals_open_idx").on(t.createdAt).where(sql`resolved_at is null`)],
);

/**
 * A member under review: `held` (signals put them on hold), `pending` (waiting for approval on an
 * `approval` site) or `cleared` (a moderator looked and let them go). No row: never reviewed.
 */
export const memberReviews = pgTable("member_reviews", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  state: text("state", { enum: ["held", "pending", "cleared"] }).notNull(),
  reason: text("reason"),
  since: ts("since").notNull(),
  appealedAt: ts("appealed_at"),
  appeal: text("appeal"),
  decidedBy: integer("decided_by").references(() => users.id, { onDelete: "set null" }),
  decidedAt: ts("decided_at"),
});

/** A like or first message of a held member, kept undelivered until a moderator clears (delivered) or suspends (dropped). */
export const heldActions = pgTable(
  "held_actions",
  {
    id: serial("id").primaryKey(),
    userId: userRef("user_id"),
    kind: text("kind", { enum: ["like", "message"] }).notNull(),
    toUserId: userRef("to_user_id"),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    createdAt: ts("created_at").notNull(),
  },
  (t) => [index("held_actions_user_idx").on(t.userId)],
);

/** Who a member opened a conversation with (first message or like comment) and its shape: intro limits and REPEATED_INTRO. */
export const trustIntros = pgTable(
  "trust_intros",
  {
    senderId: userRef("sender_id"),
    recipientId: userRef("recipient_id"),
    shape: text("shape").notNull(),
    createdAt: ts("created_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.senderId, t.recipientId] }), index("trust_intros_sender_idx").on(t.senderId, t.createdAt)],
);

/** A recipient's safety tip on one message (MONEY_REQUEST or OFF_PLATFORM_CONTACT); goes with the message. */
export const messageWarnings = pgTable("message_warnings", {
  messageId: integer("message_id")
    .primaryKey()
    .references(() => messages.id, { onDelete: "cascade" }),
  code: text("code", { enum: TRUST_SIGNAL_CODES }).notNull(),
});

/** Perceptual hashes (64-bit dHash) of a member's photo and its mirror; deleted with the photo. Pixels are never compared. */
export const photoHashes = pgTable(
  "photo_hashes",
  {
    userId: userRef("user_id"),
    photo: text("photo").notNull(),
    hash: bigint("hash", { mode: "bigint" }).notNull(),
    mirror: bigint("mirror", { mode: "bigint" }).notNull(),
    createdAt: ts("created_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.photo] })],
);

/** Invite codes of an `invite` site: `uses` sign-ups each, until `expiresAt`, unless revoked. */
export const inviteCodes = pgTable("invite_codes", {
  code: text("code").primaryKey(),
  uses: integer("uses").notNull(),
  used: integer("used").notNull().default(0),
  expiresAt: ts("expires_at"),
  createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
  revokedAt: ts("revoked_at"),
  createdAt: ts("created_at").notNull(),
});
