import { describe, expect, it } from "vitest";
import { keyHeader, newKey } from "./send-keys";

describe("send keys", () => {
  it("makes version 4 UUIDs", () => {
    expect(newKey()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newKey()).not.toBe(newKey());
  });

  it("makes them without randomUUID too (a page served over plain HTTP on a LAN)", () => {
    const randomUUID = crypto.randomUUID;
    Object.defineProperty(crypto, "randomUUID", { value: undefined, configurable: true });
    try {
      expect(newKey()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    } finally {
      Object.defineProperty(crypto, "randomUUID", { value: randomUUID, configurable: true });
    }
  });

  it("sends the key as the Idempotency-Key header", () => {
    expect(keyHeader("k")).toEqual({ headers: { "Idempotency-Key": "k" } });
  });
});
