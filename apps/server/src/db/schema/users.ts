import { sql } from "drizzle-orm";
import { boolean, date, doublePrecision, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { memberFieldColumns } from "./member-columns";
import type { DiscoverFilters, NotificationSettings, OpeningMove, PrivacySettings, QuestionImportance } from "@ulfa/contracts";

/** One answered question (questions/): the member's choice, what they accept from others, how much it matters, shown to others. */
export interface StoredAnswer {
  c: string;
  a: string[];
  i: QuestionImportance;
  v: boolean;
}

/** A trip (travel/): where the member is meanwhile, until when, and the home place kept aside to come back to. */
export interface StoredTravel {
  city: string | null;
  /** The trip city's Arabic name where the city list knows it ("Visiting لندن" in Arabic); absent on trips set before it was kept. */
  cityAr?: string | null;
  until: string;
  home: { latitude: number | null; longitude: number | null; city: string | null; cityAr: string | null; country: string | null; location: string | null };
}

/**
 * One answered prompt (issue 33). `voice`: the spoken answer beside the written one, a file of media
 * kind "prompt-voices" and its length measured from the file; it belongs to this prompt id and goes
 * with it (prompts/voice.ts).
 */
export interface StoredPrompt {
  promptId: string;
  answer: string;
  voice?: { name: string; durationMs: number };
}

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    username: text("username").notNull(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    passwordHash: text("password_hash"),
    /** The OpenID Connect identity this account signs in with: the provider's issuer and subject (`sub`). */
    oidcIssuer: text("oidc_issuer"),
    oidcSubject: text("oidc_subject"),
    /** Derived from birth_date when it is set; 0 while a new member has given no date of birth yet (docs/onboarding.md). */
    age: integer("age").notNull(),
    /** "YYYY-MM-DD"; null for accounts from before dates of birth (their typed age stays). */
    birthDate: date("birth_date", { mode: "string" }),
    /**
     * Whether this member is walked through onboarding: set when the account is made without an age
     * (the web's sign-up, Google), never later. An older account that adds a date of birth in the
     * profile editor is not sent back to onboarding.
     */
    onboarding: boolean("onboarding").notNull().default(false),
    gender: text("gender", { enum: ["male", "female", "other"] }).notNull(),
    bio: text("bio"),
    location: text("location"),
    city: text("city"),
    /** The city's Arabic name from the geocoder (issue 31); null for older rows and unknown places (read time falls back to the offline list). */
    cityAr: text("city_ar"),
    country: text("country"),
    /** Grid-snapped (about 1 km) coordinates; raw coordinates are never stored. */
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    profilePhoto: text("profile_photo"),
    photos: jsonb("photos").$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    verificationStatus: text("verification_status", { enum: ["none", "pending", "approved", "rejected"] })
      .notNull()
      .default("none"),
    premiumUntil: ts("premium_until"),
    premiumPlan: text("premium_plan"),
    boosts: integer("boosts").notNull().default(0),
    superLikes: integer("super_likes").notNull().default(0),
    boostedUntil: ts("boosted_until"),
    maxDistance: integer("max_distance").notNull().default(50),
    showDistance: boolean("show_distance").notNull().default(true),
    interestedIn: text("interested_in", { enum: ["male", "female", "both"] }).notNull().default("both"),
    globalMatching: boolean("global_matching").notNull().default(false),
    locationSharingEnabled: boolean("location_sharing_enabled").notNull().default(false),
    showOnMap: boolean("show_on_map").notNull().default(false),
    privacy: jsonb("privacy").$type<Partial<PrivacySettings>>().notNull().default(sql`'{}'::jsonb`),
    language: text("language", { enum: ["en", "ar"] }).notNull().default("en"),
    /** Latin or Arabic-Indic digits (issue 31); null: never chosen, the language's default (Latin). */
    digits: text("digits", { enum: ["latn", "arab"] }),
    // The member fields: one column each, built from the registry (contracts member-fields.ts;
    // member-columns.ts), so a new field is its entry and its migration.
    ...memberFieldColumns(),
    /**
     * The old free-text education and height, kept unread: migration 0032 moved what it could parse
     * into education_level and height_cm and left here only what it could not (read by nothing but
     * the data export, so nothing a member typed is lost; a later release may drop them).
     */
    legacyEducation: text("education"),
    legacyHeight: text("height"),
    prompts: jsonb("prompts").$type<StoredPrompt[]>().notNull().default(sql`'[]'::jsonb`),
    // The member's own deck filters: age range (null: no bound, members from before issue 33) and
    // the rest as one document (contracts discover-filters.ts), read whole for every deck.
    ageMin: integer("age_min"),
    ageMax: integer("age_max"),
    discoverFilters: jsonb("discover_filters").$type<DiscoverFilters>().notNull().default(sql`'{}'::jsonb`),
    /** Questions that match, by question id (a compact vector read whole for a deck page: questions/repo.ts). */
    answers: jsonb("answers").$type<Record<string, StoredAnswer>>().notNull().default(sql`'{}'::jsonb`),
    openingMoves: jsonb("opening_moves").$type<OpeningMove[]>().notNull().default(sql`'[]'::jsonb`),
    /** Set while travelling: latitude/longitude/city above then hold the travel place (travel/service.ts). */
    travel: jsonb("travel").$type<StoredTravel>(),
    // Lifecycle
    emailVerifiedAt: ts("email_verified_at"),
    deactivatedAt: ts("deactivated_at"),
    deactivationReason: text("deactivation_reason"),
    suspendedAt: ts("suspended_at"),
    emailDigest: boolean("email_digest").notNull().default(false),
    /** Web Push switches and quiet hours; a missing key takes its default (notifications/push-settings.ts). */
    pushSettings: jsonb("push_settings").$type<Partial<Omit<NotificationSettings, "emailDigest">>>().notNull().default(sql`'{}'::jsonb`),
    lastActiveAt: ts("last_active_at"),
    /** Snoozed (docs/privacy.md): in nobody's deck or map since then; until `snoozedUntil`, or until they wake when that is null. */
    snoozedAt: ts("snoozed_at"),
    snoozedUntil: ts("snoozed_until"),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("users_email_unique").on(t.email),
    uniqueIndex("users_username_unique").on(sql`lower(${t.username})`),
    uniqueIndex("users_oidc_identity_unique").on(t.oidcIssuer, t.oidcSubject),
    index("users_lat_lng_idx").on(t.latitude, t.longitude),
    index("users_deactivated_idx").on(t.deactivatedAt),
    // Discovery deck (discover/nearest.ts): active members by position, walked nearest first with
    // `<->` (GiST on the built-in point type: no extension, the same on PGlite and PostgreSQL).
    // The walk reads users_near_walk_idx (migration 0037), the same with INCLUDE columns, which
    // drizzle's index builder cannot say: it lives in that migration only.
    index("users_near_idx")
      .using("gist", sql`point(${t.longitude}, ${t.latitude})`)
      .where(sql`${t.emailVerifiedAt} is not null and ${t.deactivatedAt} is null and ${t.suspendedAt} is null`),
    // Boosted members (a few at any time) ranked first in decks.
    index("users_boosted_idx").on(t.boostedUntil).where(sql`${t.boostedUntil} is not null`),
    // The daily orphan sweep (media/repo.ts) asks, for each page of stored files, which are still
    // referred to: these answer from an index instead of reading every member's row per page.
    index("users_photos_gin_idx").using("gin", t.photos),
    index("users_profile_photo_idx").on(t.profilePhoto).where(sql`${t.profilePhoto} is not null`),
    index("users_prompt_voices_idx").using("gin", sql`jsonb_path_query_array(${t.prompts}, '$[*].voice.name')`),
    // Worldwide decks beyond the nearby rings: active members, most recently active first.
    index("users_recent_idx")
      .on(t.lastActiveAt.desc().nullsLast(), t.id.desc())
      .where(sql`${t.emailVerifiedAt} is not null and ${t.deactivatedAt} is null and ${t.suspendedAt} is null`),
  ],
);
export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

export const sessions = pgTable(
  "sessions",
  {
    /** SHA-256 of the cookie token: a database leak does not leak live sessions. */
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: ts("created_at").notNull().defaultNow(),
    expiresAt: ts("expires_at").notNull(),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

/** Single-use secrets sent by e-mail: verification codes/links, password resets, e-mail changes. */
export const emailTokens = pgTable(
  "email_tokens",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: ["verify_email", "password_reset", "change_email"] }).notNull(),
    codeHash: text("code_hash"),
    tokenHash: text("token_hash").notNull(),
    newEmail: text("new_email"),
    /** Wrong codes typed against this token; at VERIFICATION_MAX_ATTEMPTS it stops working. */
    attempts: integer("attempts").notNull().default(0),
    expiresAt: ts("expires_at").notNull(),
    usedAt: ts("used_at"),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("email_tokens_token_unique").on(t.tokenHash), index("email_tokens_user_idx").on(t.userId, t.purpose)],
);
