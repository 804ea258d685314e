/**
 * Place names in the interface language (issue 31: "Riyadh, Saudi Arabia" must read
 * "الرياض، السعودية" in Arabic). The server stores the geocoder's English names; countries are
 * turned back into their ISO code and named by Intl.DisplayNames, cities by the Arabic name the
 * server sends with them (`cityAr`, from its geocoder: the one source of city names).
 */

/** English names the geocoder writes that differ from Intl's English name of the same code. */
const ALIASES: Readonly<Record<string, string>> = {
  "DR Congo": "CD",
  "Ivory Coast": "CI",
  "Hong Kong": "HK",
  Macau: "MO",
  Palestine: "PS",
  Myanmar: "MM",
  "Bosnia and Herzegovina": "BA",
  "Trinidad and Tobago": "TT",
  Turkey: "TR",
  Czechia: "CZ",
};
/** Where Intl's Arabic name is not the one Arabic speakers use. */
const AR_OVERRIDES: Readonly<Record<string, string>> = { PS: "فلسطين" };

let codesByEnglishName: Map<string, string> | null = null;

/** The ISO 3166 code of a country's English name, or null. Built once from Intl's own English names. */
export function countryCode(name: string): string | null {
  if (ALIASES[name]) return ALIASES[name];
  if (/^[A-Z]{2}$/.test(name)) return name;
  if (!codesByEnglishName) {
    codesByEnglishName = new Map();
    const english = new Intl.DisplayNames(["en"], { type: "region", fallback: "none" });
    for (let a = 65; a <= 90; a++)
      for (let b = 65; b <= 90; b++) {
        const code = String.fromCharCode(a, b);
        try {
          const n = english.of(code);
          if (n) codesByEnglishName.set(n.toLowerCase(), code);
        } catch {
          /* not a region code */
        }
      }
  }
  return codesByEnglishName.get(name.toLowerCase()) ?? null;
}

const displayCache = new Map<string, Intl.DisplayNames>();

/** A country (English name or ISO code) in the interface language; unknown names stay as they are. */
export function countryName(name: string, lang: string): string {
  const code = countryCode(name);
  if (!code) return name;
  if (lang === "ar" && AR_OVERRIDES[code]) return AR_OVERRIDES[code];
  let names = displayCache.get(lang);
  if (!names) {
    names = new Intl.DisplayNames([lang], { type: "region", fallback: "none" });
    displayCache.set(lang, names);
  }
  try {
    return names.of(code) ?? name;
  } catch {
    return name;
  }
}

/** A city and country as the API sends them: English names, and the city's Arabic name when the server knows it. */
export interface PlaceFields {
  city?: string | null;
  cityAr?: string | null;
  country?: string | null;
}

/** A city in the interface language: the server's Arabic name in Arabic; otherwise (and in English) as stored. */
export const cityName = (city: string, cityAr: string | null | undefined, lang: string) => (lang === "ar" && cityAr ? cityAr : city);

/** "Riyadh, Saudi Arabia" / "الرياض، السعودية": the language's list separator (Intl.ListFormat's unit style). */
export function placeName(p: PlaceFields, lang: string): string {
  const parts = [p.city ? cityName(p.city, p.cityAr, lang) : null, p.country ? countryName(p.country, lang) : null].filter((x): x is string => Boolean(x));
  return lang === "ar" ? parts.join("، ") : parts.join(", ");
}

/**
 * What a profile shows as its place: the member's own words when they wrote some, else the city and
 * country the geocoder found (also what the server copies into `location` when it was empty), named
 * in the interface language.
 */
export function profilePlace(p: PlaceFields & { location?: string | null }, lang: string): string {
  const derived = [p.city, p.country].filter(Boolean).join(", ");
  if (p.location && p.location !== derived) return p.location;
  return placeName(p, lang);
}
