import { describe, expect, it } from "vitest";
import { clockTime, countryName } from "./format";

describe("analytics formatting", () => {
  it("names the spec's example countries in English", () => {
    expect(countryName("SA", "en")).toBe("Saudi Arabia");
    expect(countryName("US", "en")).toBe("United States");
    expect(countryName("EG", "en")).toBe("Egypt");
    expect(countryName("AE", "en")).toBe("United Arab Emirates");
  });

  it("names countries in Arabic for the Arabic interface", () => {
    expect(countryName("EG", "ar")).toBe("مصر");
  });

  it("shows anything that is not a country code as it is", () => {
    expect(countryName("Narnia", "en")).toBe("Narnia");
    expect(countryName("", "en")).toBe("");
  });

  it("shows the time as HH:mm:ss", () => {
    expect(clockTime(new Date(2026, 0, 2, 3, 4, 5).toISOString())).toBe("03:04:05");
  });
});
