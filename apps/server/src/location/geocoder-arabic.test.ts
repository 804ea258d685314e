import { describe, expect, it } from "vitest";
import { arabicCityName, CITIES } from "./cities";
import { httpGeocoder, offlineGeocoder } from "./geocoder";

/** A Nominatim stand-in answering every request with `answer` (no network in tests). */
function nominatim(answer: unknown, calls: URL[] = []): typeof fetch {
  return (async (url: URL) => {
    calls.push(new URL(url));
    return new Response(JSON.stringify(answer), { status: 200 });
  }) as unknown as typeof fetch;
}

describe("Arabic city names (issue 31)", () => {
  it("every row of the offline list has an Arabic name in Arabic script, one per city and country", () => {
    expect(CITIES).toHaveLength(478);
    const seen = new Set<string>();
    for (const [name, country, , , nameAr] of CITIES) {
      expect(nameAr, name).toMatch(/^[\u0600-\u06FF][\u0600-\u06FF ]*[\u0600-\u06FF]$/);
      expect(nameAr, name).not.toMatch(/ {2}/);
      const key = `${name}|${country}`;
      expect(seen.has(key), key).toBe(false);
      seen.add(key);
    }
  });

  it("offline: the nearest city with its Arabic name, inside and outside the Arab world", async () => {
    const geo = offlineGeocoder();
    expect(await geo.lookup(24.71, 46.68)).toEqual({ city: "Riyadh", cityAr: "الرياض", country: "Saudi Arabia" });
    expect(await geo.lookup(48.14, 11.58)).toEqual({ city: "Munich", cityAr: "ميونخ", country: "Germany" });
    expect(await geo.lookup(-23.55, -46.63)).toEqual({ city: "Sao Paulo", cityAr: "ساو باولو", country: "Brazil" });
    expect(await geo.lookup(41.01, 28.98)).toEqual({ city: "Istanbul", cityAr: "إسطنبول", country: "Turkey" });
  });

  it("looks a stored city up by English name and country (one name, two cities)", () => {
    expect(arabicCityName("Tripoli", "Lebanon")).toBe("طرابلس");
    expect(arabicCityName("San Jose", "Costa Rica")).toBe("سان خوسيه");
    expect(arabicCityName(" london ", "united kingdom")).toBe("لندن");
    expect(arabicCityName("London", "Canada")).toBeNull();
    expect(arabicCityName("Westminster", "United Kingdom")).toBeNull();
    expect(arabicCityName(null, "Egypt")).toBeNull();
    expect(arabicCityName("Cairo", null)).toBeNull();
  });

  it("http: asks for namedetails and takes the found city's own name:ar", async () => {
    const calls: URL[] = [];
    const geo = httpGeocoder(
      "https://geo.example/reverse",
      offlineGeocoder(),
      nominatim({ name: "Garching", address: { town: "Garching", country: "Germany" }, namedetails: { name: "Garching", "name:ar": "غارشينغ" } }, calls),
    );
    expect(await geo.lookup(48.25, 11.65)).toEqual({ city: "Garching", cityAr: "غارشينغ", country: "Germany" });
    expect(calls).toHaveLength(1);
    expect(calls[0].searchParams.get("namedetails")).toBe("1");
    expect(calls[0].searchParams.get("accept-language")).toBe("en");
    // Cached per grid cell, Arabic name included.
    expect(await geo.lookup(48.2501, 11.6501)).toEqual({ city: "Garching", cityAr: "غارشينغ", country: "Germany" });
    expect(calls).toHaveLength(1);
  });

  it("http: the geocoder's name:ar wins over the offline list's spelling", async () => {
    const answer = { name: "Munich", address: { city: "Munich", country: "Germany" }, namedetails: { name: "München", "name:ar": "ميونيخ" } };
    const geo = httpGeocoder("https://geo.example/reverse", offlineGeocoder(), nominatim(answer));
    expect((await geo.lookup(48.14, 11.58))?.cityAr).toBe("ميونيخ");
  });

  it("http: without name:ar, the offline list's name for the same city, else null", async () => {
    const listed = httpGeocoder("https://geo.example/reverse", offlineGeocoder(), nominatim({ name: "Lyon", address: { city: "Lyon", country: "France" }, namedetails: { name: "Lyon" } }));
    expect(await listed.lookup(45.76, 4.84)).toEqual({ city: "Lyon", cityAr: "ليون", country: "France" });
    const unknown = httpGeocoder("https://geo.example/reverse", offlineGeocoder(), nominatim({ name: "Bad Tölz", address: { town: "Bad Tölz", country: "Germany" }, namedetails: { name: "Bad Tölz", "name:ar": "  " } }));
    expect(await unknown.lookup(47.76, 11.56)).toEqual({ city: "Bad Tölz", cityAr: null, country: "Germany" });
  });

  it("http: a name:ar of another object (a district, not the city) is not taken for the city's", async () => {
    const answer = { name: "Schwabing", address: { suburb: "Schwabing", city: "Munich", country: "Germany" }, namedetails: { name: "Schwabing", "name:ar": "شفابينغ" } };
    const geo = httpGeocoder("https://geo.example/reverse", offlineGeocoder(), nominatim(answer));
    expect(await geo.lookup(48.16, 11.58)).toEqual({ city: "Munich", cityAr: "ميونخ", country: "Germany" });
  });

  it("http: a failing or slow geocoder falls back to the offline list, Arabic name included", async () => {
    const down = httpGeocoder("https://geo.example/reverse", offlineGeocoder(), (async () => new Response("", { status: 502 })) as unknown as typeof fetch);
    expect(await down.lookup(51.51, -0.13)).toEqual({ city: "London", cityAr: "لندن", country: "United Kingdom" });
    const thrown = httpGeocoder("https://geo.example/reverse", offlineGeocoder(), (async () => {
      throw new DOMException("timed out", "TimeoutError");
    }) as unknown as typeof fetch);
    expect(await thrown.lookup(35.68, 139.69)).toEqual({ city: "Tokyo", cityAr: "طوكيو", country: "Japan" });
  });
});
