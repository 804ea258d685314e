import { describe, expect, it } from "vitest";
import { signedInPreloads } from "./preload";

const deckOf = (link: string | null) => /<(\/api\/discover[^>]*)>/.exec(link ?? "")?.[1];

// The same rule as the web app's deck-params.ts and deck-url.ts: the tab's first deck request.
describe("signedInPreloads", () => {
  const located = { latitude: 30.04, longitude: 31.24, maxDistance: 80, globalMatching: false };
  it("asks for the nearby deck within the member's distance", () => {
    expect(deckOf(signedInPreloads(located, "/home", ""))).toBe("/api/discover?maxDistance=80&globalMatching=false");
  });
  it("asks for the worldwide deck without a distance, and without a location", () => {
    expect(deckOf(signedInPreloads({ ...located, globalMatching: true }, "/home", ""))).toBe("/api/discover?globalMatching=true");
    expect(deckOf(signedInPreloads({ ...located, latitude: null, longitude: null }, "/home", ""))).toBe("/api/discover?globalMatching=false");
  });
  it("preloads nothing for another tab or page", () => {
    expect(signedInPreloads(located, "/home", "?tab=map")).toBeNull();
    expect(signedInPreloads(located, "/profile", "")).toBeNull();
  });
});
