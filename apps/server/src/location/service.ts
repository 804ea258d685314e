import { eq } from "drizzle-orm";
import type { ReverseGeocodeResponse, SaveLocationResponse, saveLocationSchema } from "@ulfa/contracts";
import type { z } from "zod";
import { users, type UserRow } from "../db/schema";
import type { Deps } from "../platform/deps";
import { cityArOf } from "../users";
import { arabicCityName } from "./cities";
import { reverseGeocoder } from "./geocoder";
import { snapToGrid } from "./geo";
import { saveHome } from "../travel";

type SaveLocation = z.output<typeof saveLocationSchema>;

/**
 * Saves the member's location from the Location Settings card. Only the grid-snapped point is
 * stored; a missing city or country is filled from the reverse geocoder (if it knows the place).
 * The city's Arabic name is the geocoder's when it names the same city here (the browser sends
 * the English name it got from /api/location/reverse, so the lookup is a cache hit), else the
 * offline list's for that city and country.
 */
export async function saveLocation(deps: Deps, user: UserRow, input: SaveLocation): Promise<SaveLocationResponse> {
  const point = snapToGrid({ latitude: input.latitude, longitude: input.longitude });
  const place = await reverseGeocoder(deps.config)
    .lookup(point.latitude, point.longitude)
    .catch(() => null);
  const city = input.city ?? place?.city ?? null;
  const country = input.country ?? place?.country ?? null;
  const cityAr = place && place.city === city && place.country === country ? place.cityAr : arabicCityName(city, country);
  const maxDistance = input.maxDistance ?? user.maxDistance;
  if (user.travel) {
    // While travelling the saved place is the home the member returns to; the deck keeps the travel place.
    const location = user.travel.home.location ?? ([city, country].filter(Boolean).join(", ") || null);
    await saveHome(deps.db, user.id, { ...point, city, cityAr, country, location });
    if (maxDistance !== user.maxDistance) await deps.db.update(users).set({ maxDistance }).where(eq(users.id, user.id));
    return { message: "Location updated successfully", city, cityAr, country, ...point, maxDistance };
  }
  const [row] = await deps.db
    .update(users)
    .set({
      latitude: point.latitude,
      longitude: point.longitude,
      city,
      cityAr,
      country,
      maxDistance,
      // The free-text location shown on cards follows the saved place unless the member wrote one.
      ...(user.location ? {} : { location: [city, country].filter(Boolean).join(", ") || null }),
    })
    .where(eq(users.id, user.id))
    .returning();
  return {
    message: "Location updated successfully",
    city: row.city,
    cityAr: cityArOf(row),
    country: row.country,
    latitude: row.latitude!,
    longitude: row.longitude!,
    maxDistance: row.maxDistance,
  };
}

/** City and country for the browser's Location Settings card (it never calls a third party). */
export async function reverseLookup(deps: Deps, latitude: number, longitude: number): Promise<ReverseGeocodeResponse> {
  const point = snapToGrid({ latitude, longitude });
  const place = await reverseGeocoder(deps.config)
    .lookup(point.latitude, point.longitude)
    .catch(() => null);
  return { city: place?.city ?? null, cityAr: place?.cityAr ?? null, country: place?.country ?? null };
}
