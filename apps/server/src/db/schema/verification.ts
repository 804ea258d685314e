import { index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./users";

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/**
 * Selfie challenges already answered: a challenge token is single use. Rows are kept only until
 * the token would have expired anyway (pruned when new ones are written).
 */
export const usedSelfieChallenges = pgTable(
  "used_selfie_challenges",
  {
    nonce: text("nonce").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: ts("expires_at").notNull(),
  },
  (t) => [index("used_selfie_challenges_expires_idx").on(t.expiresAt)],
);

/**
 * The face a member was verified with (the face model's embedding of the approved selfie), so that
 * changed photos can be checked against it. Deleted with the member. `photosMismatchAt` is set while
 * the member's photos show someone else: the badge is off until they match again or a new selfie
 * is approved.
 */
export const verifiedFaces = pgTable("verified_faces", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  embedding: jsonb("embedding").$type<number[]>().notNull(),
  verifiedAt: ts("verified_at").notNull(),
  photosMismatchAt: ts("photos_mismatch_at"),
});
