import { describe, expect, it } from "vitest";
import { emptyDeckCause, withoutDealbreakers, type DeckLimits } from "./empty-cause";

const base: DeckLimits = { filters: {}, locked: [], ageMin: 25, ageMax: 40, hasLocation: true, distanceOn: true, distance: 30, global: false };

describe("why the deck is empty", () => {
  it("names a dealbreaker before the distance, and offers to relax only the ones in force", () => {
    const limits = { ...base, filters: { maritalHistory: { values: ["never_married"], strict: true }, smoking: { values: ["never"], strict: false } }, locked: [] } as DeckLimits;
    expect(emptyDeckCause(limits)).toEqual({ kind: "strict" });
    expect(withoutDealbreakers(limits)).toEqual({ maritalHistory: { values: ["never_married"], strict: false }, smoking: { values: ["never"], strict: false } });
  });

  it("ignores a dealbreaker kept for premium the member cannot use now", () => {
    const limits = { ...base, filters: { religion: { values: ["islam"], strict: true } }, locked: ["religion"] } as DeckLimits;
    expect(emptyDeckCause(limits)).toEqual({ kind: "distance", km: 100 });
    expect(withoutDealbreakers(limits)).toEqual(limits.filters);
  });

  it("then the world once the distance is at its largest, then the age range, widened by five years each way", () => {
    expect(emptyDeckCause({ ...base, distance: 100 })).toEqual({ kind: "worldwide" });
    expect(emptyDeckCause({ ...base, distanceOn: false })).toEqual({ kind: "worldwide" });
    expect(emptyDeckCause({ ...base, global: true })).toEqual({ kind: "age", min: 20, max: 45 });
    expect(emptyDeckCause({ ...base, global: true, ageMin: 18, ageMax: 97 })).toEqual({ kind: "age", min: 18, max: 99 });
    expect(emptyDeckCause({ ...base, hasLocation: false })).toEqual({ kind: "age", min: 20, max: 45 });
    expect(emptyDeckCause({ ...base, hasLocation: false, ageMin: 18, ageMax: 99 })).toEqual({ kind: "worldwide" });
    expect(emptyDeckCause({ ...base, global: true, ageMin: 18, ageMax: 99 })).toEqual({ kind: "seenEveryone" });
  });
});
