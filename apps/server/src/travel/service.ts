import { TRAVEL_MAX_DAYS, type TravelBody, type TravelState } from "@ulfa/contracts";
import type { StoredTravel, UserRow } from "../db/schema";
import type { Deps } from "../platform/deps";
import type { JobKind } from "../platform/jobs/types";
import { AppError, badRequest } from "../platform/errors";
import { snapToGrid, arabicCityName, reverseGeocoder } from "../location";
import { isPremium } from "../users";
import { endTrip, startTrip } from "./repo";

const DAY_MS = 86_400_000;

/**
 * A trip that has not ended yet: its city, shown as "Visiting <city>" on the traveller's card in
 * the viewer's language (the English name and the Arabic one the city list gives it).
 */
export function visitingOf(travel: StoredTravel | null | undefined, now: Date): { city: string | null; cityAr: string | null } | null {
  if (!travel || new Date(travel.until).getTime() <= now.getTime()) return null;
  return { city: travel.city, cityAr: travel.city ? (travel.cityAr ?? null) : null };
}

async function stateOf(deps: Deps, member: Pick<UserRow, "travel">): Promise<TravelState> {
  const { rules } = await deps.site.settings();
  const trip = visitingOf(member.travel, deps.clock.now()) ? member.travel : null;
  return { travelling: trip !== null, city: trip?.city ?? null, until: trip?.until ?? null, premiumOnly: rules.travelPremiumOnly, maxDays: TRAVEL_MAX_DAYS };
}

export const travelState = stateOf;

/**
 * PUT /api/travel: the deck, distances and the map use the travel place until `until` (at most
 * TRAVEL_MAX_DAYS ahead). The place is grid-snapped like any saved location (location/geo.ts), and
 * the home place waits in `travel.home`, never shown to anyone. A durable job brings the member home.
 */
export async function setTravel(deps: Deps, member: UserRow, body: TravelBody): Promise<TravelState> {
  const site = await deps.site.settings();
  const now = deps.clock.now();
  if (site.rules.travelPremiumOnly && site.features.premium && !isPremium(member, now)) {
    throw new AppError(403, "PREMIUM_REQUIRED", "Travel is for premium members on this site");
  }
  const until = new Date(body.until);
  if (until.getTime() <= now.getTime()) throw badRequest("until: must be in the future");
  if (until.getTime() > now.getTime() + TRAVEL_MAX_DAYS * DAY_MS) throw badRequest(`until: must be within ${TRAVEL_MAX_DAYS} days`);
  const point = snapToGrid({ latitude: body.latitude, longitude: body.longitude });
  const place = await reverseGeocoder(deps.config)
    .lookup(point.latitude, point.longitude)
    .catch(() => null);
  const city = body.city ?? place?.city ?? null;
  const country = place?.country ?? null;
  const cityAr = place && place.city === city ? place.cityAr : arabicCityName(city, country);
  // A trip changed while on it keeps the home it started from.
  const home = member.travel?.home ?? {
    latitude: member.latitude,
    longitude: member.longitude,
    city: member.city,
    cityAr: member.cityAr,
    country: member.country,
    location: member.location,
  };
  const travel: StoredTravel = { city, cityAr, until: until.toISOString(), home };
  const row = await startTrip(deps.db, member.id, { ...point, city, cityAr, country, location: [city, country].filter(Boolean).join(", ") || null }, travel);
  await deps.jobs.enqueue(travelEndJob.name, { userId: member.id, until: travel.until }, { runAt: until });
  return stateOf(deps, row);
}

/** DELETE /api/travel: home again at once. */
export async function endTravel(deps: Deps, member: UserRow): Promise<TravelState> {
  const row = await endTrip(deps.db, member.id);
  return stateOf(deps, row ?? { travel: null });
}

/** At a trip's `until`: the member comes home (a trip extended since ends later, by its own job). */
export const travelEndJob: JobKind<Deps, { userId: number; until: string }> = {
  name: "travel-end",
  run: async (deps, { userId, until }) => {
    await endTrip(deps.db, userId, until);
  },
  summary: (payload) => payload,
};
