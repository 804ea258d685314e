import { index, integer, pgTable, serial, text, timestamp, real } from "drizzle-orm/pg-core";
import { users } from "./users";

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/** Selfies queued for human review; verification never succeeds by default. */
export const verificationRequests = pgTable(
  "verification_requests",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    selfiePath: text("selfie_path").notNull(),
    status: text("status", { enum: ["pending", "approved", "rejected"] }).notNull().default("pending"),
    confidence: real("confidence"),
    note: text("note"),
    createdAt: ts("created_at").notNull().defaultNow(),
    reviewedAt: ts("reviewed_at"),
    reviewedBy: integer("reviewed_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [index("verification_requests_status_idx").on(t.status, t.createdAt)],
);

/** Payment intents and their fulfilment; the id is the provider's payment intent id. */
export const payments = pgTable(
  "payments",
  {
    id: text("id").primaryKey(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    provider: text("provider", { enum: ["test", "stripe"] }).notNull(),
    itemType: text("item_type").notNull(),
    itemCount: integer("item_count").notNull().default(1),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull().default("usd"),
    status: text("status", { enum: ["requires_payment_method", "succeeded", "failed", "canceled"] }).notNull(),
    clientSecret: text("client_secret").notNull(),
    failureMessage: text("failure_message"),
    fulfilledAt: ts("fulfilled_at"),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [index("payments_user_idx").on(t.userId)],
);

/** Privacy-respecting page views: the visitor id is a salted daily hash, never an IP. */
export const pageViews = pgTable(
  "page_views",
  {
    id: serial("id").primaryKey(),
    visitorHash: text("visitor_hash").notNull(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    path: text("path").notNull(),
    country: text("country"),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [index("page_views_time_idx").on(t.createdAt), index("page_views_visitor_idx").on(t.visitorHash)],
);

/** Key/value store for generated secrets and housekeeping markers. */
export const settings = pgTable("settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
});

