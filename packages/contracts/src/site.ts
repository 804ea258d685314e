import { ADMISSION_RULES, TRUST_RULE_DEFAULTS, trustRulesShape } from "./trust";
import { z } from "zod";
import { intIdParam, intValue } from "./ids";
import { ANNOUNCEMENT_MAX, AGE_MAX, AGE_MIN, FREE_DAILY_SUPER_LIKES, FREE_DAILY_SWIPES, INT_MAX, LOGIN_IP_MAX_FAILURES, LOGIN_IP_MAX_FAILURES_RANGE, PREMIUM_DAILY_SUPER_LIKES, SIGN_UPS_PER_HOUR_DEFAULT, SIGN_UPS_PER_HOUR_RANGE, YOUR_TURN_DEFAULT, YOUR_TURN_MAX } from "./constants";
import { BOOST_PACKS, DEFAULT_PRICES, PRICE_CURRENCIES, PRICE_MAX, SUPER_LIKE_PACKS, type PriceCurrency } from "./premium";
import { text } from "./text";
import { DEFAULT_ABOUT, DEFAULT_PRIVACY, DEFAULT_TERMS } from "./site-defaults";

/**
 * The operator's site settings (server: apps/server/src/site). One document, edited by admins in
 * the "Site" screen, stored as one row with a version number. Every key has a default (the seed's
 * values, today's behaviour), so a stored document missing a newer key still reads.
 */

export const SITE_NAME_MAX = 60;
export const SITE_MARKDOWN_MAX = 50_000;
export const SITE_ADDRESS_MAX = 300;
/** How long an instance may serve settings it was not told are stale (pub/sub is the fast path). */
export const SITE_CACHE_TTL_MS = 30_000;
/** An uploaded logo fits in this square; an icon is cropped to it (PWA icon sizes below). */
export const SITE_LOGO_MAX_PX = 512;
export const SITE_ICON_PX = 512;
export const SITE_ICON_SIZES = [192, 512] as const;
export const siteImageParams = z.object({ name: z.string().max(64).regex(/^[A-Za-z0-9._-]+$/, "not an image name") });
export const siteImageQuery = z.object({
  size: z.coerce.number().int().min(0).max(INT_MAX, `must be at most ${INT_MAX}`).optional(),
  /** png: the logo as mails show it (mail clients that load no WebP, e.g. Outlook, still load a PNG). */
  format: z.enum(["png"]).optional(),
});
/** Hours without a first message after which a match expires; 0: never. */
export const MATCH_EXPIRY_CHOICES = [0, 24, 72, 168] as const;
export const FIRST_MESSAGE_RULES = ["anyone", "women"] as const;
export const LANDING_TILE_KEYS = ["members", "matches", "countries"] as const;
export type LandingTileKey = (typeof LANDING_TILE_KEYS)[number];
/** The landing page's four tiles: three counts, and the seed's satisfaction figure (demo only: nothing measures it). */
export const LANDING_TILES = ["members", "matches", "satisfaction", "countries"] as const;

const line = (max: number) => text().trim().min(1, "must not be empty").max(max, `must be at most ${max} characters`);
const optionalLine = (max: number) => text().trim().max(max, `must be at most ${max} characters`);
const markdown = text({ multiline: true }).max(SITE_MARKDOWN_MAX, `must be at most ${SITE_MARKDOWN_MAX} characters`);
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date as YYYY-MM-DD").refine((s) => !Number.isNaN(Date.parse(s)), "must be a real date");

const localized = (max: number) => z.object({ en: line(max), ar: line(max) });
const optionalLocalized = (max: number) => z.object({ en: optionalLine(max), ar: optionalLine(max) });
const document = z.object({ en: markdown, ar: markdown, updatedAt: isoDate });

/** A price in major units: positive, at most 2 decimals (cents; a KWD price is then whole tens of fils). */
const priceAmount = z
  .number({ error: "must be a number" })
  .positive("must be more than 0")
  .max(PRICE_MAX, `must be at most ${PRICE_MAX}`)
  .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, "must have at most 2 decimals");
const packPrices = (count: number) => z.array(priceAmount).length(count, `must list ${count} prices, one per pack`);

/** The prices and currency of plans and packs: shown everywhere, charged by the provider from the server's figure. */
export const sitePricesSchema = z
  .object({
    currency: z.enum(PRICE_CURRENCIES as [PriceCurrency, ...PriceCurrency[]], { error: `must be one of ${PRICE_CURRENCIES.join(", ")}` }),
    monthly: priceAmount,
    annual: priceAmount,
    superLikePacks: packPrices(SUPER_LIKE_PACKS.length),
    boostPacks: packPrices(BOOST_PACKS.length),
  })
  .strict();

export const siteRulesSchema = z.object({
  minimumAge: z.number().int().min(AGE_MIN, `must be at least ${AGE_MIN}`).max(AGE_MAX),
  firstMessage: z.enum(FIRST_MESSAGE_RULES, { error: `must be one of ${FIRST_MESSAGE_RULES.join(", ")}` }),
  matchExpiryHours: intValue()
    .refine((h) => (MATCH_EXPIRY_CHOICES as readonly number[]).includes(h), `must be one of ${MATCH_EXPIRY_CHOICES.join(", ")}`)
    ,
  dailyLikes: z.number().int().min(1).max(10_000),
  freeSuperLikesPerDay: z.number().int().min(0).max(100),
  premiumSuperLikesPerDay: z.number().int().min(0).max(100),
  prices: sitePricesSchema,
  /** Advanced deck filters (discover-filters.ts PREMIUM_FILTER_NAMES) for premium members only (issue 33: off by default). */
  premiumFilters: z.boolean(),
  ...trustRulesShape,
  /** Sign-ups allowed per address per hour (RATE_LIMIT_MAX can still raise it). */
  signUpsPerHour: z
    .number()
    .int("must be a whole number")
    .min(SIGN_UPS_PER_HOUR_RANGE.min, `must be at least ${SIGN_UPS_PER_HOUR_RANGE.min}`)
    .max(SIGN_UPS_PER_HOUR_RANGE.max, `must be at most ${SIGN_UPS_PER_HOUR_RANGE.max}`),
  /** Failed sign-ins per address per 15 minutes before it must wait (any accounts together). */
  failedSignInsPerAddress: z
    .number()
    .int("must be a whole number")
    .min(LOGIN_IP_MAX_FAILURES_RANGE.min, `must be at least ${LOGIN_IP_MAX_FAILURES_RANGE.min}`)
    .max(LOGIN_IP_MAX_FAILURES_RANGE.max, `must be at most ${LOGIN_IP_MAX_FAILURES_RANGE.max}`),
  /** Your Turn (docs/discovery.md): this many conversations waiting on a member's reply stop their new likes; 0 turns it off. Never sold. */
  yourTurn: z.number().int().min(0, "must be 0 (off) or more").max(YOUR_TURN_MAX, `must be at most ${YOUR_TURN_MAX}`),
  /** Travel (docs/discovery.md) for premium members only (true) or for everyone (false). */
  travelPremiumOnly: z.boolean(),
});
export type SiteRules = z.infer<typeof siteRulesSchema>;

export const siteFeaturesSchema = z.object({
  premium: z.boolean(),
  map: z.boolean(),
  calls: z.boolean(),
  surprise: z.boolean(),
});
export type SiteFeatures = z.infer<typeof siteFeaturesSchema>;

const thresholdsSchema = z.object({
  members: intValue(),
  matches: intValue(),
  countries: intValue(),
});

export const landingTilesSchema = z.object({
  /** "demo": the seed's advertised figures (5K+ ...), only when the operator asks for them. */
  demoFigures: z.boolean(),
  /** A real count is shown once it reaches its threshold; below it a feature tile says something true. */
  thresholds: thresholdsSchema,
});

/**
 * The announcement banner at the top of the app: one short line per language (both empty: none),
 * shown to signed-in members, and to visitors too when `visitors` is on.
 */
export const announcementSchema = z.object({ en: optionalLine(ANNOUNCEMENT_MAX), ar: optionalLine(ANNOUNCEMENT_MAX), visitors: z.boolean() });
export type Announcement = z.infer<typeof announcementSchema>;

/** Everything an admin edits (PATCH /api/admin/site takes any part of it, plus `version`). */
export const siteSettingsSchema = z.object({
  siteName: localized(SITE_NAME_MAX),
  contactEmail: z.email("must be an e-mail address").max(254),
  brandColor: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/, "must be a colour as #rrggbb")
    ,
  companyName: optionalLocalized(SITE_NAME_MAX),
  companyAddress: optionalLocalized(SITE_ADDRESS_MAX),
  about: z.object({ en: markdown, ar: markdown }),
  privacy: document,
  terms: document,
  tiles: landingTilesSchema,
  rules: siteRulesSchema,
  features: siteFeaturesSchema,
  announcement: announcementSchema,
  /** Set by the upload routes, never by PATCH: the stored image's URL path, or null for the built-in one. */
  logoUrl: z.string().nullable(),
  iconUrl: z.string().nullable(),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

/** A fresh install's settings: the seed's identity and texts, today's rules and features. */
export const SITE_DEFAULTS: SiteSettings = {
  siteName: { en: "Ulfa", ar: "أُلفة" },
  contactEmail: "support@ulfa.example",
  brandColor: "#e11d48",
  companyName: { en: "Ulfa Ltd", ar: "Ulfa Ltd" },
  companyAddress: {
    en: "1 Kings Cross Square, London N1C 4AG, United Kingdom",
    ar: "1 Kings Cross Square, London N1C 4AG، المملكة المتحدة",
  },
  about: DEFAULT_ABOUT,
  privacy: DEFAULT_PRIVACY,
  terms: DEFAULT_TERMS,
  tiles: { demoFigures: false, thresholds: { members: 100, matches: 50, countries: 3 } },
  rules: {
    minimumAge: AGE_MIN,
    firstMessage: "anyone",
    matchExpiryHours: 0,
    dailyLikes: FREE_DAILY_SWIPES,
    freeSuperLikesPerDay: FREE_DAILY_SUPER_LIKES,
    premiumSuperLikesPerDay: PREMIUM_DAILY_SUPER_LIKES,
    prices: DEFAULT_PRICES,
    premiumFilters: false,
    ...TRUST_RULE_DEFAULTS,
    signUpsPerHour: SIGN_UPS_PER_HOUR_DEFAULT,
    failedSignInsPerAddress: LOGIN_IP_MAX_FAILURES,
    yourTurn: YOUR_TURN_DEFAULT,
    travelPremiumOnly: false,
  },
  features: { premium: true, map: true, calls: true, surprise: true },
  announcement: { en: "", ar: "", visitors: false },
  logoUrl: null,
  iconUrl: null,
};

/** PATCH /api/admin/site: any editable part, and the version the change was made on (a stale one: 409). */
export const siteSettingsPatch = siteSettingsSchema
  .omit({ logoUrl: true, iconUrl: true })
  .partial()
  .extend({
    // The grouped settings may be sent in part; what is left out keeps its value.
    rules: siteRulesSchema.extend({ prices: sitePricesSchema.partial().strict() }).partial().strict().optional(),
    features: siteFeaturesSchema.partial().strict().optional(),
    announcement: announcementSchema.partial().strict().optional(),
    tiles: z.object({ demoFigures: z.boolean().optional(), thresholds: thresholdsSchema.partial().strict().optional() }).strict().optional(),
    version: z.number({ error: "is required (the version this change was made on)" }).int().min(0).max(INT_MAX, `must be at most ${INT_MAX}`),
  })
  .strict();
export type SiteSettingsPatch = z.infer<typeof siteSettingsPatch>;

/** GET /api/admin/site: the whole document and its version. */
export const adminSiteResponse = z.object({ version: z.number().int(), settings: siteSettingsSchema, updatedAt: z.string().nullable() });
export type AdminSiteResponse = z.infer<typeof adminSiteResponse>;

const localizedOut = z.object({ en: z.string(), ar: z.string() });

/** A landing tile: a real count (once past its threshold), the demo figure, or a true feature line. */
export const landingTile = z.object({
  key: z.enum(LANDING_TILES),
  kind: z.enum(["count", "demo", "feature"]),
  /** The count (kind "count"), or the demo figure as text ("5K+"); absent for a feature tile. */
  value: z.union([z.number(), z.string()]).nullable(),
});
export type LandingTile = z.infer<typeof landingTile>;

/** GET /api/site: what anyone may read. Markdown comes rendered and sanitised (`html`). */
export const publicSite = z.object({
  version: z.number().int(),
  siteName: localizedOut,
  contactEmail: z.string(),
  brandColor: z.string(),
  companyName: localizedOut,
  companyAddress: localizedOut,
  aboutHtml: localizedOut,
  privacy: z.object({ html: localizedOut, updatedAt: z.string() }),
  terms: z.object({ html: localizedOut, updatedAt: z.string() }),
  tiles: z.array(landingTile),
  demoFigures: z.boolean(),
  logoUrl: z.string().nullable(),
  iconUrl: z.string().nullable(),
  rules: z.object({
    minimumAge: z.number().int(),
    firstMessage: z.enum(FIRST_MESSAGE_RULES),
    matchExpiryHours: z.number().int(),
    prices: sitePricesSchema,
    premiumFilters: z.boolean(),
    yourTurn: z.number().int(),
    travelPremiumOnly: z.boolean(),
    admission: z.enum(ADMISSION_RULES),
  }),
  features: siteFeaturesSchema,
  /** The announcement banner when the admin shows it to visitors too (members read GET /api/site/announcement). */
  announcement: z.object({ id: z.string(), en: z.string(), ar: z.string() }).nullable(),
});
export type PublicSite = z.infer<typeof publicSite>;

/**
 * GET /api/site/announcement: the banner for this reader (null when there is none, or it is for
 * members and the reader is signed out). `id` changes whenever the text does: a dismissal holds until then.
 */
export const announcementResponse = z.object({ announcement: z.object({ id: z.string(), en: z.string(), ar: z.string() }).nullable() });
export type AnnouncementResponse = z.infer<typeof announcementResponse>;

/**
 * POST /api/site/announcement/dismiss: the member dismissed the banner whose `id` they were shown;
 * it stays hidden on every device they use until the text changes (a new id).
 */
export const dismissAnnouncementBody = z
  .object({ id: z.string({ error: "id: is required" }).regex(/^[A-Za-z0-9_-]{16}$/, "id: must be the announcement's id as GET /api/site/announcement gives it") })
  .strict();
export type DismissAnnouncementBody = z.infer<typeof dismissAnnouncementBody>;

/** GET /api/site/policies: which policy dates the member has not been shown yet. */
export const policyNotice = z.object({
  privacyChanged: z.boolean(),
  termsChanged: z.boolean(),
  privacyUpdatedAt: z.string(),
  termsUpdatedAt: z.string(),
});
export type PolicyNotice = z.infer<typeof policyNotice>;

export const STAFF_ROLES = ["admin", "moderator"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const staffMember = z.object({
  userId: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: z.enum(STAFF_ROLES),
  /** Named by ADMIN_EMAILS: an admin the screen cannot revoke. */
  fromEnvironment: z.boolean(),
});
export const staffList = z.object({ staff: z.array(staffMember) });
export const grantRoleBody = z.object({ email: z.email("must be an e-mail address"), role: z.enum(STAFF_ROLES, { error: `must be one of ${STAFF_ROLES.join(", ")}` }) }).strict();
export const staffUserParams = z.object({ userId: intIdParam() });

export const auditEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  actorId: z.number().int().nullable(),
  actorName: z.string().nullable(),
  action: z.string(),
  targetUserId: z.number().int().nullable(),
  targetName: z.string().nullable(),
  detail: z.unknown().nullable(),
});
export const auditPage = z.object({ entries: z.array(auditEntry) });
export const auditQuery = z.object({ before: intIdParam().optional(), limit: z.coerce.number().int().min(1).max(200).optional() });

/** Settings an operator should make their own before opening the site: texts with the sample company in them. */
export const SAMPLE_TEXT_FIELDS = ["privacy", "terms", "companyName", "companyAddress"] as const;
export type SampleTextField = (typeof SAMPLE_TEXT_FIELDS)[number];

/**
 * The fields still holding the sample texts of a fresh install ("Ulfa Ltd, London"): published as
 * they are, they name a company that is not the operator's. The admin screen warns while any is left.
 */
export function sampleTextsLeft(settings: Pick<SiteSettings, SampleTextField>): SampleTextField[] {
  const same = (a: { en?: string | null; ar?: string | null } | null | undefined, b: { en?: string | null; ar?: string | null } | null | undefined) =>
    (a?.en ?? "").trim() === (b?.en ?? "").trim() && (a?.ar ?? "").trim() === (b?.ar ?? "").trim();
  return SAMPLE_TEXT_FIELDS.filter((field) => same(settings[field], SITE_DEFAULTS[field]));
}
