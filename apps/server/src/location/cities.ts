import cities from "./cities.json";

/** One row of the offline list: the English name the server stores, its country, a point, and its Arabic name. */
export type CityRow = [name: string, country: string, latitude: number, longitude: number, nameAr: string];

export const CITIES = cities as CityRow[];

const key = (city: string, country: string) => `${city.trim().toLowerCase()}|${country.trim().toLowerCase()}`;
let arabicByName: Map<string, string> | null = null;

/**
 * The Arabic name the offline list gives `city` in `country` (English names as stored), or null.
 * Keyed by both because one English name can be two cities (Tripoli, Lebanon and Tripoli, Libya).
 */
export function arabicCityName(city: string | null | undefined, country: string | null | undefined): string | null {
  if (!city || !country) return null;
  arabicByName ??= new Map(CITIES.map((row) => [key(row[0], row[1]), row[4]]));
  return arabicByName.get(key(city, country)) ?? null;
}
