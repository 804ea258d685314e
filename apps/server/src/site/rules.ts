import type { Deps } from "../platform/deps";
import { badRequest } from "../platform/errors";

/** The operator's minimum age (site settings; never below 18): 400 BELOW_MINIMUM_AGE under it, at sign-up and on the profile. */
export async function checkMinimumAge(deps: Deps, age: number | undefined, field = "age"): Promise<void> {
  if (age === undefined) return;
  const { minimumAge } = (await deps.site.settings()).rules;
  if (age < minimumAge) throw badRequest(`${field}: you must be at least ${minimumAge} to join this site`, "BELOW_MINIMUM_AGE");
}
