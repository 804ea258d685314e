import { describe, expect, it } from "vitest";
import { countryCode, countryName, placeName, profilePlace } from "./places";

describe("place names in the interface language", () => {
  it("names the geocoder's countries through Intl.DisplayNames", () => {
    expect(countryCode("Saudi Arabia")).toBe("SA");
    expect(countryCode("Ivory Coast")).toBe("CI");
    expect(countryName("Saudi Arabia", "ar")).toBe(new Intl.DisplayNames(["ar"], { type: "region" }).of("SA"));
    expect(countryName("Palestine", "ar")).toBe("فلسطين");
    expect(countryName("Saudi Arabia", "en")).toBe("Saudi Arabia");
    expect(countryName("Atlantis", "ar")).toBe("Atlantis");
  });

  it("writes city and country with the language's separator, the city in Arabic as the server names it", () => {
    const riyadh = { city: "Riyadh", cityAr: "الرياض", country: "Saudi Arabia" };
    expect(placeName(riyadh, "en")).toBe("Riyadh, Saudi Arabia");
    expect(placeName(riyadh, "ar")).toMatch(/^الرياض، /);
    expect(placeName(riyadh, "ar")).not.toMatch(/[A-Za-z]/);
    expect(placeName({ city: "Munich", cityAr: "ميونخ", country: "Germany" }, "ar")).toBe(`ميونخ، ${countryName("Germany", "ar")}`);
    expect(placeName({ city: null, cityAr: null, country: "Egypt" }, "ar")).toBe(countryName("Egypt", "ar"));
  });

  it("keeps the English city in Arabic when the server knows no Arabic name", () => {
    expect(placeName({ city: "Westminster", cityAr: null, country: "United Kingdom" }, "ar")).toMatch(/^Westminster، /);
    expect(placeName({ city: "Riyadh", country: "Saudi Arabia" }, "ar")).toMatch(/^Riyadh، /);
  });

  it("keeps the member's own words, and translates only the place the server derived", () => {
    expect(profilePlace({ location: "Near the old souq", city: "Riyadh", cityAr: "الرياض", country: "Saudi Arabia" }, "ar")).toBe("Near the old souq");
    expect(profilePlace({ location: "Riyadh, Saudi Arabia", city: "Riyadh", cityAr: "الرياض", country: "Saudi Arabia" }, "ar")).toMatch(/^الرياض، /);
    expect(profilePlace({ location: null, city: "Cairo", cityAr: "القاهرة", country: "Egypt" }, "ar")).toMatch(/^القاهرة، /);
    expect(profilePlace({ location: "Cairo, Egypt", city: "Cairo", cityAr: "القاهرة", country: "Egypt" }, "en")).toBe("Cairo, Egypt");
  });
});
