import type { DiscoverFilters } from "@ulfa/contracts";
import { AGE_RANGE_MAX, AGE_RANGE_MIN, DISTANCE_MAX_KM } from "@ulfa/contracts/constants";

/** How far "Widen the age range" moves each end. */
export const AGE_WIDEN_STEP = 5;

export type EmptyDeckCause =
  | { kind: "strict" }
  | { kind: "distance"; km: number }
  | { kind: "age"; min: number; max: number }
  | { kind: "worldwide" }
  | { kind: "seenEveryone" };

export interface DeckLimits {
  filters: DiscoverFilters;
  /** Filters kept for premium members this member cannot use now: saved, but not applied. */
  locked: readonly string[];
  ageMin: number;
  ageMax: number;
  hasLocation: boolean;
  distanceOn: boolean;
  distance: number;
  global: boolean;
}

/** Dealbreakers in force: a strict filter the member may use. */
export const strictNames = (limits: Pick<DeckLimits, "filters" | "locked">): string[] =>
  Object.entries(limits.filters as Record<string, { strict?: boolean } | undefined>)
    .filter(([name, f]) => f?.strict && !limits.locked.includes(name))
    .map(([name]) => name);

/**
 * Why the deck ran out, and so the one control that widens it: dealbreakers first (they hide
 * everyone who does not match, where the rest only reorder), then the place (the distance up to its
 * largest, then the world: in a small community, the people are elsewhere far more often than
 * outside an age range), then the age range; with none left, the member has seen everyone for now.
 */
export function emptyDeckCause(limits: DeckLimits): EmptyDeckCause {
  if (strictNames(limits).length > 0) return { kind: "strict" };
  if (!limits.global && limits.hasLocation && limits.distanceOn && limits.distance < DISTANCE_MAX_KM) return { kind: "distance", km: DISTANCE_MAX_KM };
  if (!limits.global && limits.hasLocation) return { kind: "worldwide" };
  if (limits.ageMin > AGE_RANGE_MIN || limits.ageMax < AGE_RANGE_MAX)
    return { kind: "age", min: Math.max(AGE_RANGE_MIN, limits.ageMin - AGE_WIDEN_STEP), max: Math.min(AGE_RANGE_MAX, limits.ageMax + AGE_WIDEN_STEP) };
  if (!limits.global) return { kind: "worldwide" };
  return { kind: "seenEveryone" };
}

/** The same filters with every dealbreaker turned into a preference (locked ones are sent back unchanged). */
export function withoutDealbreakers(limits: Pick<DeckLimits, "filters" | "locked">): DiscoverFilters {
  const next: Record<string, unknown> = { ...limits.filters };
  for (const name of strictNames(limits)) next[name] = { ...(next[name] as object), strict: false };
  return next as DiscoverFilters;
}
