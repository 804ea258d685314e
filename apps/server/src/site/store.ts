import { announcementOf } from "./announcement";
import { LANDING_TEXT_KEYS, SITE_CACHE_TTL_MS, SITE_DEFAULTS, siteSettingsSchema, withSiteName, type PublicSite, type SiteSettings } from "@ulfa/contracts";
import type { Clock } from "../platform/clock";
import type { Db } from "../platform/db";
import type { PubSub } from "../platform/pubsub";
import { markdownRenderer } from "./markdown";
import { loadSettingsRow, siteCounts } from "./repo";
import { landingTiles } from "./tiles";

/** Tells every instance that the settings changed (the message is the new version). */
export const SITE_CHANGED_CHANNEL = "site:changed";
/** The landing counts move slowly; a minute old is true enough and spares a count per page view. */
const COUNTS_TTL_MS = 60_000;

export interface StoredSettings {
  settings: SiteSettings;
  version: number;
  updatedAt: Date | null;
}

/**
 * A stored document read with today's defaults under it: keys added after it was saved take their
 * default, and a value that no longer validates falls back to its default instead of failing the site.
 */
export function withDefaults(data: unknown): SiteSettings {
  const stored = (data && typeof data === "object" ? data : {}) as Record<string, unknown>;
  const merged: Record<string, unknown> = { ...SITE_DEFAULTS };
  for (const [key, fallback] of Object.entries(SITE_DEFAULTS)) {
    const value = stored[key];
    if (value === undefined) continue;
    merged[key] = fallback && typeof fallback === "object" && !Array.isArray(fallback) && typeof value === "object" ? { ...fallback, ...value } : value;
    const field = siteSettingsSchema.shape[key as keyof SiteSettings];
    if (!field.safeParse(merged[key]).success) merged[key] = fallback;
  }
  return siteSettingsSchema.parse(merged);
}

/**
 * The settings as this instance knows them: read once, then from memory until another instance
 * (or this one) announces a change on pub/sub, or SITE_CACHE_TTL_MS passes (the safety net for a
 * message lost while Redis was down). The public answer, with its rendered Markdown, is kept per
 * version, so a page view renders nothing.
 */
export class SiteStore {
  private cached: { value: StoredSettings; at: number } | null = null;
  private loading: Promise<StoredSettings> | null = null;
  /** Bumped by every invalidation: a read that started before one must not be remembered. */
  private generation = 0;
  private rendered: { version: number; site: Omit<PublicSite, "tiles"> } | null = null;
  private counts: { value: Awaited<ReturnType<typeof siteCounts>>; at: number } | null = null;
  private readonly listeners = new Set<() => void>();
  private unsubscribe: (() => Promise<void>) | null = null;
  private readonly renderMarkdown: (source: string) => string;

  constructor(
    private readonly db: Db,
    private readonly pubsub: PubSub,
    private readonly clock: Clock,
    /** APP_URL: links in the operator's Markdown are resolved against it (site/markdown.ts). */
    appUrl: string,
  ) {
    this.renderMarkdown = markdownRenderer(appUrl);
  }

  async start(): Promise<void> {
    this.unsubscribe = await this.pubsub.subscribe(SITE_CHANGED_CHANNEL, () => this.invalidate());
  }

  async stop(): Promise<void> {
    await this.unsubscribe?.();
  }

  /** Called with every change this instance hears of (the web pages' cache listens). */
  onChange(listener: () => void): void {
    this.listeners.add(listener);
  }

  invalidate(): void {
    this.generation += 1;
    this.cached = null;
    this.loading = null;
    this.counts = null;
    for (const listener of this.listeners) listener();
  }

  /** Announces a saved change to every instance (this one included). */
  async announce(version: number): Promise<void> {
    this.invalidate();
    await this.pubsub.publish(SITE_CHANGED_CHANNEL, String(version));
  }

  async current(): Promise<StoredSettings> {
    const now = this.clock.now().getTime();
    if (this.cached && now - this.cached.at < SITE_CACHE_TTL_MS) return this.cached.value;
    if (this.loading) return this.loading;
    const generation = this.generation;
    const stale = this.cached?.value;
    const load = loadSettingsRow(this.db).then((row) => {
      const value: StoredSettings = row ? { settings: withDefaults(row.data), version: row.version, updatedAt: row.updatedAt } : { settings: SITE_DEFAULTS, version: 0, updatedAt: null };
      if (generation === this.generation) {
        this.cached = { value, at: this.clock.now().getTime() };
        this.loading = null;
      }
      return value;
    });
    this.loading = load;
    load.catch(() => {
      if (this.loading === load) this.loading = null;
    });
    // While the database cannot be read, the settings last read serve on (an outage must not
    // turn every page into an error); without any, the error goes to the caller.
    return stale ? load.catch(() => stale) : load;
  }

  async settings(): Promise<SiteSettings> {
    return (await this.current()).settings;
  }

  /** GET /api/site. */
  async publicSite(): Promise<PublicSite> {
    const { settings, version } = await this.current();
    if (this.rendered?.version !== version) this.rendered = { version, site: renderPublic(settings, version, this.renderMarkdown) };
    return { ...this.rendered.site, tiles: landingTiles(settings.tiles, await this.landingCounts(settings)) };
  }

  private async landingCounts(settings: SiteSettings) {
    if (settings.tiles.demoFigures) return { members: 0, matches: 0, countries: 0 };
    const now = this.clock.now().getTime();
    if (this.counts && now - this.counts.at < COUNTS_TTL_MS) return this.counts.value;
    const value = await siteCounts(this.db);
    this.counts = { value, at: now };
    return value;
  }
}

function renderPublic(s: SiteSettings, version: number, renderMarkdown: (source: string) => string): Omit<PublicSite, "tiles"> {
  const both = (doc: { en: string; ar: string }) => ({ en: renderMarkdown(doc.en), ar: renderMarkdown(doc.ar) });
  return {
    version,
    siteName: s.siteName,
    contactEmail: s.contactEmail,
    brandColor: s.brandColor,
    companyName: s.companyName,
    companyAddress: s.companyAddress,
    aboutHtml: both(s.about),
    privacy: { html: both(s.privacy), updatedAt: s.privacy.updatedAt },
    terms: { html: both(s.terms), updatedAt: s.terms.updatedAt },
    demoFigures: s.tiles.demoFigures,
    logoUrl: s.logoUrl,
    iconUrl: s.iconUrl,
    rules: { minimumAge: s.rules.minimumAge, firstMessage: s.rules.firstMessage, matchExpiryHours: s.rules.matchExpiryHours, prices: s.rules.prices, premiumFilters: s.rules.premiumFilters, yourTurn: s.rules.yourTurn, travelPremiumOnly: s.rules.travelPremiumOnly, admission: s.rules.admission },
    features: s.features,
    announcement: announcementOf(s.announcement, false),
    landing: landingOf(s),
  };
}

/** The landing texts as visitors read them: `{site}` is the site's name in each language. */
function landingOf(s: SiteSettings): PublicSite["landing"] {
  const landing = { ...s.landing };
  for (const key of LANDING_TEXT_KEYS) {
    landing[key] = { en: withSiteName(s.landing[key].en, s.siteName.en), ar: withSiteName(s.landing[key].ar, s.siteName.ar) };
  }
  return landing;
}

// The store's place in Deps (platform/deps.ts): app.ts builds it and puts it in.
declare module "../platform/deps" {
  interface Deps {
    /** The operator's site settings (site/), cached and kept fresh across instances. */
    site: SiteStore;
  }
}
