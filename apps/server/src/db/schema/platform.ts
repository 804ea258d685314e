import { sql } from "drizzle-orm";
import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, real } from "drizzle-orm/pg-core";
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
  // selfie_path: the orphan sweep's lookup of a page of stored selfies.
  (t) => [index("verification_requests_status_idx").on(t.status, t.createdAt), index("verification_requests_selfie_idx").on(t.selfiePath)],
);

/**
 * What the automatic checks decided (safety/): one row per analysed photo, for admins to review.
 * The photo itself is not kept when refused; only its score and the decision.
 */
export const safetyDecisions = pgTable(
  "safety_decisions",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["profile_photo", "chat_photo"] }).notNull(),
    decision: text("decision", { enum: ["allowed", "refused", "blurred"] }).notNull(),
    /** Probability of explicit content (0..1) the model gave. */
    score: real("score").notNull(),
    /** The model's top class, e.g. "Neutral" or "Porn". */
    label: text("label").notNull(),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [index("safety_decisions_time_idx").on(t.createdAt), index("safety_decisions_user_idx").on(t.userId)],
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
    /** The provider's subscription a plan payment (first or renewal) belongs to. */
    subscriptionId: text("subscription_id"),
    fulfilledAt: ts("fulfilled_at"),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [index("payments_user_idx").on(t.userId)],
);

/**
 * Plan subscriptions; the id is the provider's subscription id. Created unpaid ("incomplete") with
 * its first payment, "active" once paid, "canceled" when the provider ends it. Premium itself is
 * users.premium_until, extended by every paid period; this row only says whether it renews.
 */
export const subscriptions = pgTable(
  "subscriptions",
  {
    id: text("id").primaryKey(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    provider: text("provider", { enum: ["test", "stripe"] }).notNull(),
    plan: text("plan", { enum: ["monthly", "annual"] }).notNull(),
    status: text("status", { enum: ["incomplete", "active", "canceled"] }).notNull(),
    cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
    currentPeriodEnd: ts("current_period_end"),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [index("subscriptions_user_idx").on(t.userId)],
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


/**
 * The durable job queue (platform/jobs): one row per job, claimed by one worker at a time with a
 * lease (locked_until), retried with backoff until `deadline`. Done rows keep only a summary.
 */
export const jobs = pgTable(
  "jobs",
  {
    id: serial("id").primaryKey(),
    kind: text("kind").notNull(),
    payload: jsonb("payload").notNull(),
    state: text("state", { enum: ["pending", "done", "failed"] }).notNull().default("pending"),
    runAt: ts("run_at").notNull(),
    attempts: integer("attempts").notNull().default(0),
    deadline: ts("deadline").notNull(),
    lockedUntil: ts("locked_until"),
    lockedBy: text("locked_by"),
    lastError: text("last_error"),
    createdAt: ts("created_at").notNull(),
    finishedAt: ts("finished_at"),
  },
  (t) => [
    index("jobs_due_idx").on(t.state, t.runAt),
    index("jobs_kind_state_idx").on(t.kind, t.state, t.createdAt),
    // A file whose deletion is queued is never served again, even before the job ran (media/deletions.ts).
    index("jobs_media_delete_idx")
      .on(sql`(${t.payload}->>'name')`)
      .where(sql`${t.kind} = 'media.delete'`),
  ],
);

/**
 * One row per periodic job and period (slot = time / interval): the instance that inserts it runs
 * that period's job, so several instances run each housekeeping job exactly once per period.
 */
export const periodicRuns = pgTable(
  "periodic_runs",
  {
    name: text("name").notNull(),
    slot: bigint("slot", { mode: "number" }).notNull(),
    ranAt: timestamp("ran_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.name, t.slot] })],
);
