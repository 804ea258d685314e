import { describe, expect, it } from "vitest";
import { displayDistanceKm, haversineKm, snapToGrid } from "./geo";

describe("geo", () => {
  it("snaps nearby points (a few hundred metres apart) to the same cell centre", () => {
    const a = snapToGrid({ latitude: 51.50123, longitude: -0.12111 });
    const b = snapToGrid({ latitude: 51.50377, longitude: -0.12466 });
    expect(a).toEqual(b);
    expect(a).toEqual({ latitude: 51.505, longitude: -0.125 });
  });

  it("measures London to Paris at about 344 km", () => {
    expect(haversineKm({ latitude: 51.5074, longitude: -0.1278 }, { latitude: 48.8566, longitude: 2.3522 })).toBeCloseTo(343.5, 0);
  });

  it("shows whole kilometres and never below 1", () => {
    expect(displayDistanceKm(0)).toBe(1);
    expect(displayDistanceKm(0.4)).toBe(1);
    expect(displayDistanceKm(12.6)).toBe(13);
  });
});
