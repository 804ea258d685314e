import { describe, expect, it } from "vitest";
import { SessionCache } from "./session-cache";

describe("SessionCache.signedSession", () => {
  it("checks a valid cookie's signature once and remembers its token and session id", () => {
    const cache = new SessionCache();
    let checks = 0;
    const verify = (cookie: string) => {
      checks += 1;
      return cookie.endsWith(".good") ? cookie.slice(0, -5) : null;
    };
    const hash = (token: string) => `id-of-${token}`;
    expect(cache.signedSession("abc.good", verify, hash)).toEqual({ token: "abc", sessionId: "id-of-abc" });
    expect(cache.signedSession("abc.good", verify, hash)).toEqual({ token: "abc", sessionId: "id-of-abc" });
    expect(checks).toBe(1);
  });

  it("never remembers a forged cookie: each is checked again", () => {
    const cache = new SessionCache();
    let checks = 0;
    const verify = () => {
      checks += 1;
      return null;
    };
    expect(cache.signedSession("forged", verify, (t) => t)).toBeNull();
    expect(cache.signedSession("forged", verify, (t) => t)).toBeNull();
    expect(checks).toBe(2);
  });
});
