import { index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./users";

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/**
 * The operator's site settings (site/): one row, id 1. `data` is the whole settings document as
 * the contract's siteSettings schema reads it (missing keys take their defaults, so a new setting
 * needs no migration); `version` grows by one per save, for optimistic concurrency and caches.
 */
export const siteSettings = pgTable("site_settings", {
  id: integer("id").primaryKey(),
  data: jsonb("data").notNull(),
  version: integer("version").notNull(),
  updatedAt: ts("updated_at").notNull().defaultNow(),
  updatedBy: integer("updated_by").references(() => users.id, { onDelete: "set null" }),
});

/** Roles granted in the admin screen (ADMIN_EMAILS names admins besides these). */
export const staffRoles = pgTable("staff_roles", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  role: text("role", { enum: ["admin", "moderator"] }).notNull(),
  grantedBy: integer("granted_by").references(() => users.id, { onDelete: "set null" }),
  grantedAt: ts("granted_at").notNull().defaultNow(),
});

/** Every admin and moderator action: who, what, when, on whom. Pruned after a year (site/audit-retention.ts). */
export const auditLog = pgTable(
  "audit_log",
  {
    id: serial("id").primaryKey(),
    actorId: integer("actor_id").references(() => users.id, { onDelete: "set null" }),
    action: text("action").notNull(),
    targetUserId: integer("target_user_id").references(() => users.id, { onDelete: "set null" }),
    detail: jsonb("detail"),
    at: ts("at").notNull().defaultNow(),
  },
  (t) => [index("audit_log_at_idx").on(t.at)],
);

/** The policy and terms dates a member was last shown (a newer one gets a notice at their next visit). */
export const policySeen = pgTable("policy_seen", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  privacyUpdated: text("privacy_updated").notNull(),
  termsUpdated: text("terms_updated").notNull(),
  seenAt: ts("seen_at").notNull().defaultNow(),
});

/**
 * The announcement a member dismissed (its id, a hash of its text: site/announcement.ts), kept
 * with the account so it stays hidden on every device; a new text has a new id and shows again.
 */
export const announcementDismissals = pgTable("announcement_dismissals", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  announcementId: text("announcement_id").notNull(),
  dismissedAt: ts("dismissed_at").notNull(),
});

export type SiteSettingsRow = typeof siteSettings.$inferSelect;
export type AuditRow = typeof auditLog.$inferSelect;
