import { GEOCODER_TIMEOUT_MS, REVERSE_GEOCODE_RADIUS_KM } from "@ulfa/contracts";
import type { Config } from "../platform/config";
import { arabicCityName, CITIES, type CityRow } from "./cities";
import { haversineKm, snapToGrid } from "./geo";

export interface Place {
  /** English, as stored and shown in English. */
  city: string;
  country: string;
  /** The city's Arabic name (issue 31), null when no source knows it. */
  cityAr: string | null;
}

/** Turns coordinates into a city and country. Callers only ever pass grid-snapped coordinates. */
export interface ReverseGeocoder {
  lookup(latitude: number, longitude: number): Promise<Place | null>;
}

/**
 * The embedded default: the nearest of a few hundred large world cities, if one lies within
 * REVERSE_GEOCODE_RADIUS_KM. No network, no keys; good enough for "Location Set: Riyadh, Saudi Arabia".
 */
export function offlineGeocoder(list: CityRow[] = CITIES): ReverseGeocoder {
  return {
    async lookup(latitude, longitude) {
      let best: CityRow | null = null;
      let bestKm = Infinity;
      for (const row of list) {
        // Cheap latitude pre-filter: one degree of latitude is about 111 km.
        if (Math.abs(row[2] - latitude) > 1) continue;
        const km = haversineKm({ latitude, longitude }, { latitude: row[2], longitude: row[3] });
        if (km < bestKm) {
          best = row;
          bestKm = km;
        }
      }
      return best && bestKm <= REVERSE_GEOCODE_RADIUS_KM ? { city: best[0], country: best[1], cityAr: best[4] } : null;
    },
  };
}

interface NominatimAnswer {
  /** The found object's name in the asked language (jsonv2). */
  name?: string;
  address?: Record<string, string | undefined>;
  /** With namedetails=1: the object's names, e.g. "name:ar". */
  namedetails?: Record<string, string | undefined> | null;
}

/**
 * The Arabic name of the answer's city: its own `name:ar` when the found object is that city (at
 * zoom 10 it usually is; a suburb or county is not), else the offline list's name for the same
 * city and country, else null.
 */
function arabicOf(answer: NominatimAnswer, city: string, country: string): string | null {
  const own = answer.name === city ? answer.namedetails?.["name:ar"]?.trim() : undefined;
  return own || arabicCityName(city, country);
}

const CACHE_SIZE = 1000;

/**
 * A Nominatim-compatible reverse endpoint (GEOCODER_URL, e.g. https://nominatim.openstreetmap.org/reverse).
 * Answers are cached per grid cell (Nominatim's usage policy asks for caching); on any failure the
 * offline list answers instead, so saving a location never depends on the service being up.
 */
export function httpGeocoder(baseUrl: string, fallback: ReverseGeocoder = offlineGeocoder(), fetchImpl: typeof fetch = fetch): ReverseGeocoder {
  const cache = new Map<string, Place | null>();
  return {
    async lookup(latitude, longitude) {
      const cell = snapToGrid({ latitude, longitude });
      const key = `${cell.latitude},${cell.longitude}`;
      if (cache.has(key)) return cache.get(key) ?? null;
      let place: Place | null;
      try {
        const url = new URL(baseUrl);
        url.searchParams.set("format", "jsonv2");
        url.searchParams.set("lat", String(cell.latitude));
        url.searchParams.set("lon", String(cell.longitude));
        url.searchParams.set("zoom", "10");
        url.searchParams.set("accept-language", "en");
        url.searchParams.set("namedetails", "1");
        const res = await fetchImpl(url, { signal: AbortSignal.timeout(GEOCODER_TIMEOUT_MS), headers: { "user-agent": "Ulfa (reverse geocoding)", accept: "application/json" } });
        if (!res.ok) throw new Error(`geocoder answered ${res.status}`);
        const answer = (await res.json()) as NominatimAnswer;
        const address = answer.address ?? {};
        const city = address.city ?? address.town ?? address.village ?? address.municipality ?? address.county ?? address.state;
        place = city && address.country ? { city, country: address.country, cityAr: arabicOf(answer, city, address.country) } : null;
      } catch {
        return fallback.lookup(latitude, longitude);
      }
      if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value!);
      cache.set(key, place);
      return place;
    },
  };
}

const byConfig = new WeakMap<Config, ReverseGeocoder>();

/** The geocoder for this configuration: GEOCODER_URL when set, the offline list otherwise. */
export function reverseGeocoder(config: Config): ReverseGeocoder {
  let geocoder = byConfig.get(config);
  if (!geocoder) {
    geocoder = config.geocoderUrl ? httpGeocoder(config.geocoderUrl) : offlineGeocoder();
    byConfig.set(config, geocoder);
  }
  return geocoder;
}
