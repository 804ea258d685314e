import { index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./users";

// Tables of member administration (apps/server/src/staff/members*; docs/operating.md "Members").

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/**
 * Why and until when a member is suspended, beside `users.suspended_at` (which every visibility
 * rule reads). `endsAt` null: for good. Deleted when the suspension is lifted or runs out.
 */
export const memberSuspensions = pgTable(
  "member_suspensions",
  {
    userId: integer("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Shown to the member when refused at sign-in; null: none given (they are told to contact support). */
    reason: text("reason"),
    endsAt: ts("ends_at"),
    suspendedBy: integer("suspended_by").references(() => users.id, { onDelete: "set null" }),
    suspendedAt: ts("suspended_at").notNull(),
  },
  (t) => [index("member_suspensions_ends_idx").on(t.endsAt)],
);

/** Staff notes on a member: seen by moderators and admins only, never by the member. */
export const staffNotes = pgTable(
  "staff_notes",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    authorId: integer("author_id").references(() => users.id, { onDelete: "set null" }),
    body: text("body").notNull(),
    createdAt: ts("created_at").notNull(),
  },
  (t) => [index("staff_notes_user_idx").on(t.userId, t.createdAt)],
);

export type MemberSuspensionRow = typeof memberSuspensions.$inferSelect;
