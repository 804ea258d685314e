import type { CitySearchResult } from "@ulfa/contracts";
import { CITIES } from "../location";

/** How many cities a search answers. */
const CITY_RESULTS = 8;

const fold = (s: string) => s.normalize("NFKD").replace(/[\u0300-\u036f\u064b-\u0652]/g, "").toLowerCase();

/** The offline city list (location/cities.json) by the start of a word of the English or Arabic name: no third party is asked. */
export function searchCities(q: string): CitySearchResult {
  const needle = fold(q.trim());
  const starts = (name: string) => fold(name).split(/[\s-]+/).some((word) => word.startsWith(needle)) || fold(name).startsWith(needle);
  return CITIES.filter(([city, , , , cityAr]) => starts(city) || starts(cityAr))
    .slice(0, CITY_RESULTS)
    .map(([city, country, latitude, longitude, cityAr]) => ({ city, cityAr, country, latitude, longitude }));
}
