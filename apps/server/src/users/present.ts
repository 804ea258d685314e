import type { CurrentUser } from "@ulfa/contracts";
import type { UserRow } from "../db/schema";
import type { Deps } from "../platform/deps";
import { isAdmin, isModerator } from "../auth";
import { arabicCityName } from "../location";
import { ownPrompts } from "../prompts";
import { onboardingOf } from "../onboarding";
import { privacyOf } from "../privacy";

/** Distance to the member may be shown: the privacy switch and the older location-settings switch both allow it. */
export const showsDistance = (row: Pick<UserRow, "privacy" | "showDistance">): boolean => privacyOf(row).showDistance && row.showDistance;

export const isPremium = (row: Pick<UserRow, "premiumUntil">, now: Date): boolean =>
  row.premiumUntil !== null && row.premiumUntil.getTime() > now.getTime();

/**
 * The member's city in Arabic: as the geocoder gave it when the location was saved, else (rows from
 * before issue 31, cities typed elsewhere) the offline list's name for the same city and country,
 * looked up at read time so every row reads Arabic without a data migration.
 */
export const cityArOf = (row: Pick<UserRow, "city" | "cityAr" | "country">): string | null => row.cityAr ?? arabicCityName(row.city, row.country);

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The signed-in member's own view of their account (GET /api/user). Never used for others. */
export function presentCurrentUser(deps: Deps, row: UserRow, isOnline: boolean): CurrentUser {
  const now = deps.clock.now();
  return {
    id: row.id,
    username: row.username,
    name: row.name,
    email: row.email,
    age: row.age,
    birthDate: row.birthDate,
    gender: row.gender,
    bio: row.bio,
    location: row.location,
    city: row.city,
    cityAr: cityArOf(row),
    country: row.country,
    latitude: row.latitude,
    longitude: row.longitude,
    interests: row.interests,
    profilePhoto: row.profilePhoto,
    photos: row.photos,
    isOnline,
    isVerified: row.verificationStatus === "approved",
    verificationStatus: row.verificationStatus,
    isPremium: isPremium(row, now),
    premiumUntil: iso(row.premiumUntil),
    boosts: row.boosts,
    superLikes: row.superLikes,
    boostedUntil: row.boostedUntil && row.boostedUntil > now ? row.boostedUntil.toISOString() : null,
    maxDistance: row.maxDistance,
    showDistance: row.showDistance,
    interestedIn: row.interestedIn,
    locationSharingEnabled: row.locationSharingEnabled,
    showOnMap: row.showOnMap,
    globalMatching: row.globalMatching,
    privacy: privacyOf(row),
    language: row.language,
    digits: row.digits,
    isAdmin: isAdmin(deps, row),
    isModerator: isModerator(deps, row),
    hasPassword: row.passwordHash !== null,
    createdAt: row.createdAt.toISOString(),
    prompts: ownPrompts(row),
    openingMoves: row.openingMoves ?? [],
    onboarding: onboardingOf(row),
  };
}
