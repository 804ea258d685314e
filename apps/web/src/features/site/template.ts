import { DEFAULT_PRICES, LANDING_TEXT_KEYS } from "@ulfa/contracts/constants";
import type { PublicSite } from "@ulfa/contracts";

/**
 * The settings the build prerenders the public pages with: every text is a marker the server
 * replaces with the operator's value when it serves the page (apps/server/src/web/site-pages.ts),
 * `@@site:path@@` for text (escaped there) and `@@site-html:path@@` for rendered Markdown.
 */
export function siteTemplate(): PublicSite {
  const text = (path: string) => `@@site:${path}@@`;
  const both = (path: string) => ({ en: text(`${path}.en`), ar: text(`${path}.ar`) });
  const html = (path: string) => ({ en: `@@site-html:${path}.en@@`, ar: `@@site-html:${path}.ar@@` });
  return {
    version: 0,
    siteName: both("siteName"),
    contactEmail: text("contactEmail"),
    brandColor: text("brandColor"),
    companyName: both("companyName"),
    companyAddress: both("companyAddress"),
    aboutHtml: html("aboutHtml"),
    privacy: { html: html("privacy.html"), updatedAt: text("privacy.updatedAt") },
    terms: { html: html("terms.html"), updatedAt: text("terms.updatedAt") },
    tiles: (["members", "matches", "satisfaction", "countries"] as const).map((key) => ({ key, kind: "template" as never, value: null })),
    demoFigures: false,
    logoUrl: null,
    iconUrl: null,
    // Public pages show no prices; the app reads the live ones from GET /api/site.
    rules: { minimumAge: 18, firstMessage: "anyone", matchExpiryHours: 0, prices: DEFAULT_PRICES, premiumFilters: false, yourTurn: 5, travelPremiumOnly: false, admission: "open" },
    features: { premium: true, map: true, calls: true, surprise: true },
    // Filled in the browser from the served settings, after hydration (features/site/AnnouncementBanner.tsx).
    announcement: null,
    // Texts as markers; the switches rendered on, the server hides what is off (data-site-flag).
    landing: {
      ...(Object.fromEntries(LANDING_TEXT_KEYS.map((key) => [key, both(`landing.${key}`)])) as Omit<PublicSite["landing"], "cards" | "promo">),
      cards: true,
      promo: true,
    },
  };
}

/** Whether these settings are the build's markers rather than a site's values. */
export const isTemplate = (site: PublicSite) => site.contactEmail === "@@site:contactEmail@@";
