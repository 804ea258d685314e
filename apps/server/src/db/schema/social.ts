import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, primaryKey, uuid, type AnyPgColumn } from "drizzle-orm/pg-core";
import { users } from "./users";

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });
const userRef = (name: string) =>
  integer(name)
    .notNull()
    .references(() => users.id, { onDelete: "cascade" });

/** One row per swipe (like, pass or super like); a member swipes on another at most once. */
export const swipes = pgTable(
  "swipes",
  {
    id: serial("id").primaryKey(),
    fromUserId: userRef("from_user_id"),
    toUserId: userRef("to_user_id"),
    isLike: boolean("is_like").notNull(),
    isSuperLike: boolean("is_super_like").notNull().default(false),
    /** The super like was paid from the bought balance (a rewind gives it back). */
    paidFromBalance: boolean("paid_from_balance").notNull().default(false),
    /**
     * What a like pointed at: a photo by its URL (its identity: the index it had then shifts when the
     * gallery is reordered; rows from before 0031 may lack it) or a prompt by id; null for the whole profile.
     */
    target: jsonb("target").$type<{ kind: "photo"; index: number; photo?: string } | { kind: "prompt"; promptId: string }>(),
    /** The like's comment; becomes the conversation's first message on a match (likes/opening.ts shows it with its target). */
    comment: text("comment"),
    /** The comment tripped the safety check and its writer sent it anyway (carried to the message). */
    commentFlagged: boolean("comment_flagged").notNull().default(false),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("swipes_pair_unique").on(t.fromUserId, t.toUserId),
    index("swipes_to_idx").on(t.toUserId, t.isLike),
    index("swipes_from_time_idx").on(t.fromUserId, t.createdAt),
  ],
);

/** A mutual like. userAId < userBId so a pair has one row. */
export const matches = pgTable(
  "matches",
  {
    id: serial("id").primaryKey(),
    userAId: userRef("user_a_id"),
    userBId: userRef("user_b_id"),
    createdAt: ts("created_at").notNull().defaultNow(),
    /** When each side last opened the match (for unread badges). */
    userASeenAt: ts("user_a_seen_at"),
    userBSeenAt: ts("user_b_seen_at"),
    /**
     * "Women write first": the man's like comment, held off the conversation until she writes
     * (likes/held-comment.ts); null once delivered or when there was none.
     */
    heldComment: text("held_comment"),
    heldCommentFrom: integer("held_comment_from"),
    heldCommentFlagged: boolean("held_comment_flagged").notNull().default(false),
  },
  (t) => [
    uniqueIndex("matches_pair_unique").on(t.userAId, t.userBId),
    index("matches_b_idx").on(t.userBId),
  ],
);

export const messages = pgTable(
  "messages",
  {
    id: serial("id").primaryKey(),
    matchId: integer("match_id")
      .notNull()
      .references(() => matches.id, { onDelete: "cascade" }),
    senderId: userRef("sender_id"),
    kind: text("kind", { enum: ["text", "photo", "voice", "call", "notice"] }).notNull().default("text"),
    /** Empty for photos and voice notes, and once the message is unsent; "<kind>:<outcome>" for calls (chat/calls.ts). */
    content: text("content").notNull(),
    createdAt: ts("created_at").notNull().defaultNow(),
    readAt: ts("read_at"),
    /** The server found an insult or harassment pattern in it (safety/wordlist.ts) and the sender sent it anyway. */
    flagged: boolean("flagged").notNull().default(false),
    replyToId: integer("reply_to_id").references((): AnyPgColumn => messages.id, { onDelete: "set null" }),
    /** Unsent by its sender: content and media are gone, the row keeps the place ("message removed"). */
    removedAt: ts("removed_at"),
    /** The stored file (media storage kind "chat") of a photo or voice note. */
    mediaName: text("media_name"),
    /**
     * The receiver sees the photo blurred until they tap it: set when the sender was not trusted yet,
     * and by anything else that must hide an image (e.g. a content flag).
     */
    mediaBlurred: boolean("media_blurred").notNull().default(false),
    /** When the receiver tapped a blurred photo to view it. */
    mediaRevealedAt: ts("media_revealed_at"),
    mediaWidth: integer("media_width"),
    mediaHeight: integer("media_height"),
    mediaPreview: text("media_preview"),
    mediaDurationMs: integer("media_duration_ms"),
    mediaWaveform: jsonb("media_waveform").$type<number[]>(),
    /** The sender's Idempotency-Key (a UUID): a send repeated after a lost answer finds this row instead of storing again. */
    clientId: uuid("client_id"),
    /** A first message answering the other member's Opening Move: its number and text as asked then. */
    openingMove: jsonb("opening_move").$type<{ index: number; text: string }>(),
  },
  (t) => [
    index("messages_match_time_idx").on(t.matchId, t.createdAt),
    // The trust gate counts each member's messages of a match up to the young line (trust/repo.ts messageGate).
    index("messages_match_sender_idx").on(t.matchId, t.senderId),
    // Only keyed sends are indexed, so a send without a key pays nothing for it.
    uniqueIndex("messages_sender_client_id_idx").on(t.senderId, t.clientId).where(sql`${t.clientId} is not null`),
    // The orphan sweep (media/sweep.ts) asks which stored chat files a message still refers to.
    index("messages_media_name_idx").on(t.mediaName).where(sql`${t.mediaName} is not null`),
  ],
);

/** One reaction per member per message. */
export const messageReactions = pgTable(
  "message_reactions",
  {
    messageId: integer("message_id")
      .notNull()
      .references(() => messages.id, { onDelete: "cascade" }),
    userId: userRef("user_id"),
    emoji: text("emoji").notNull(),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.messageId, t.userId] })],
);

export const blocks = pgTable(
  "blocks",
  {
    blockerId: userRef("blocker_id"),
    blockedId: userRef("blocked_id"),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.blockerId, t.blockedId] }), index("blocks_blocked_idx").on(t.blockedId)],
);

export const reports = pgTable(
  "reports",
  {
    id: serial("id").primaryKey(),
    reporterId: userRef("reporter_id"),
    reportedId: userRef("reported_id"),
    reason: text("reason").notNull(),
    details: text("details"),
    status: text("status", { enum: ["open", "dismissed", "actioned"] }).notNull().default("open"),
    createdAt: ts("created_at").notNull().defaultNow(),
    resolvedAt: ts("resolved_at"),
    resolvedBy: integer("resolved_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [index("reports_status_idx").on(t.status, t.createdAt)],
);

/** Boost activations, to grant premium members their monthly boost once. */
export const boostActivations = pgTable(
  "boost_activations",
  {
    id: serial("id").primaryKey(),
    userId: userRef("user_id"),
    source: text("source", { enum: ["premium_monthly", "balance"] }).notNull(),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [index("boost_activations_user_idx").on(t.userId, t.createdAt)],
);

export type MatchRow = typeof matches.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;
