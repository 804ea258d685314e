import { PREMIUM_FILTER_NAMES, type DiscoverFilters, type PremiumFilterName, type SiteSettings } from "@ulfa/contracts";
import { isDeepStrictEqual } from "node:util";
import type { UserRow } from "../db/schema";
import { AppError } from "../platform/errors";
import { isPremium } from "../users";

type Gate = Pick<SiteSettings, "rules" | "features">;

/**
 * The filters `member` may not set now: none unless the site keeps them for premium members and the
 * member is not one. With premium switched off nobody could buy them, so nothing is locked.
 */
export function lockedFilters(site: Gate, member: Pick<UserRow, "premiumUntil">, now: Date): PremiumFilterName[] {
  return site.rules.premiumFilters && site.features.premium && !isPremium(member, now) ? [...PREMIUM_FILTER_NAMES] : [];
}

/**
 * The filters the deck applies: the saved ones without the locked ones. They stay saved (a lapsed
 * member's come back on renewal, and turning the setting off brings everyone's back).
 */
export function effectiveFilters(filters: DiscoverFilters, locked: readonly PremiumFilterName[]): DiscoverFilters {
  if (locked.length === 0) return filters;
  const kept: DiscoverFilters = { ...filters };
  for (const name of locked) delete kept[name];
  return kept;
}

/** `viewer` as the deck reads them: their locked filters left out. */
export function withEffectiveFilters<T extends Pick<UserRow, "discoverFilters" | "premiumUntil">>(viewer: T, site: Gate, now: Date): T {
  const locked = lockedFilters(site, viewer, now);
  return locked.length === 0 ? viewer : { ...viewer, discoverFilters: effectiveFilters(viewer.discoverFilters ?? {}, locked) };
}

/**
 * Refuses a new filter document that adds or changes a locked filter. Sending a saved locked filter
 * back unchanged is fine (the filter card sends every filter at once), and so is removing one.
 */
export function checkLockedFilters(next: DiscoverFilters, saved: DiscoverFilters, locked: readonly PremiumFilterName[]): void {
  const changed = locked.filter((name) => next[name] !== undefined && !isDeepStrictEqual(next[name], saved[name]));
  if (changed.length > 0) throw new AppError(403, "PREMIUM_FILTER", `On this site these filters are for premium members: ${changed.join(", ")}`);
}
