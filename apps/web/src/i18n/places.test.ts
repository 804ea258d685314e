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

  it("writes city and country with the language's separator, the city in Arabic where the geocoder has it", () => {
    expect(placeName("Riyadh", "Saudi Arabia", "en")).toBe("Riyadh, Saudi Arabia");
    expect(placeName("Riyadh", "Saudi Arabia", "ar")).toMatch(/^الرياض، /);
    expect(placeName("Riyadh", "Saudi Arabia", "ar")).not.toMatch(/[A-Za-z]/);
    expect(placeName(null, "Egypt", "ar")).toBe(countryName("Egypt", "ar"));
  });

  it("keeps the member's own words, and translates only the place the server derived", () => {
    expect(profilePlace({ location: "Near the old souq", city: "Riyadh", country: "Saudi Arabia" }, "ar")).toBe("Near the old souq");
    expect(profilePlace({ location: "Riyadh, Saudi Arabia", city: "Riyadh", country: "Saudi Arabia" }, "ar")).toMatch(/^الرياض، /);
    expect(profilePlace({ location: null, city: "Cairo", country: "Egypt" }, "ar")).toMatch(/^القاهرة، /);
  });
});
