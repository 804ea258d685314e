import { AGE_RANGE_MAX, AGE_RANGE_MIN, type PremiumFilterName, type Preferences, type UpdatePreferencesInput } from "@ulfa/contracts";
import { eq } from "drizzle-orm";
import { users, type UserRow } from "../db/schema";
import type { Deps } from "../platform/deps";
import { badRequest } from "../platform/errors";
import { checkLockedFilters, lockedFilters } from "./premium-filters";

/**
 * GET /api/preferences. A member from before age ranges existed has none: the whole 18-99. Locked
 * filters are answered as saved, and named in `locked`.
 */
export function preferencesOf(row: Pick<UserRow, "globalMatching" | "ageMin" | "ageMax" | "discoverFilters">, locked: PremiumFilterName[] = []): Preferences {
  return {
    globalMatching: row.globalMatching,
    ageMin: row.ageMin ?? AGE_RANGE_MIN,
    ageMax: row.ageMax ?? AGE_RANGE_MAX,
    filters: row.discoverFilters ?? {},
    locked,
  };
}

export async function memberPreferences(deps: Deps, viewer: UserRow): Promise<Preferences> {
  return preferencesOf(viewer, lockedFilters(await deps.site.settings(), viewer, deps.clock.now()));
}

/**
 * PATCH /api/preferences: the given fields in one update (nothing half-saved). A bound given alone
 * is checked against the saved other bound; a locked filter added or changed is refused (403 PREMIUM_FILTER).
 */
export async function updatePreferences(deps: Deps, viewer: UserRow, input: Omit<UpdatePreferencesInput, "filters"> & { filters?: UserRow["discoverFilters"] }): Promise<Preferences> {
  const current = await memberPreferences(deps, viewer);
  if (input.filters !== undefined) checkLockedFilters(input.filters, current.filters, current.locked);
  const ageMin = input.ageMin ?? current.ageMin;
  const ageMax = input.ageMax ?? current.ageMax;
  if (ageMin > ageMax) throw badRequest("ageMin must not be above ageMax");
  const patch: Partial<UserRow> = {};
  if (input.globalMatching !== undefined) patch.globalMatching = input.globalMatching;
  if (input.ageMin !== undefined || input.ageMax !== undefined) Object.assign(patch, { ageMin, ageMax });
  if (input.filters !== undefined) patch.discoverFilters = input.filters;
  if (Object.keys(patch).length === 0) return current;
  const [row] = await deps.db.update(users).set(patch).where(eq(users.id, viewer.id)).returning();
  return preferencesOf(row, current.locked);
}
