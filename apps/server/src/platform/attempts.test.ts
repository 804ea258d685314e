import { randomBytes } from "node:crypto";
import pino from "pino";
import { afterAll, describe, expect, it } from "vitest";
import { ManualClock } from "./clock";
import { localAttempts, redisAttempts, type Attempts } from "./attempts";

const clock = new ManualClock("2026-06-01T12:00:00Z");
const redisUrl = process.env.REDIS_URL;
const { Redis } = await import("ioredis");
const redis = redisUrl ? new Redis(redisUrl, { maxRetriesPerRequest: 1 }) : undefined;
afterAll(() => redis?.quit());

const backends: [string, () => Attempts][] = [["in process", () => localAttempts(clock)]];
if (redis) backends.push(["Redis", () => redisAttempts(redis, localAttempts(clock), pino({ level: "silent" }))]);

describe.each(backends)("attempt counters (%s)", (_name, make) => {
  // Unique keys: the Redis is shared with other test runs.
  const key = (name: string) => `test:${randomBytes(6).toString("hex")}:${name}`;

  it("counts hits within a window that later hits do not extend", async () => {
    const attempts = make();
    const k = key("hits");
    expect(await attempts.peek(k)).toEqual({ count: 0, ttlMs: 0 });
    expect((await attempts.hit(k, 60_000)).count).toBe(1);
    const second = await attempts.hit(k, 60_000);
    expect(second.count).toBe(2);
    expect(second.ttlMs).toBeGreaterThan(0);
    expect(second.ttlMs).toBeLessThanOrEqual(60_000);
    await attempts.clear(k);
    expect((await attempts.peek(k)).count).toBe(0);
  });

  it("sets a value that lapses", async () => {
    const attempts = make();
    const k = key("set");
    await attempts.set(k, 1, 30_000);
    const tally = await attempts.peek(k);
    expect(tally.count).toBe(1);
    expect(tally.ttlMs).toBeLessThanOrEqual(30_000);
  });
});

describe("attempt counters in process", () => {
  it("forget a count once its window has passed on the app's clock", async () => {
    const attempts = localAttempts(clock);
    await attempts.hit("w", 1000);
    clock.advance(1000);
    expect(await attempts.peek("w")).toEqual({ count: 0, ttlMs: 0 });
  });
});

describe("attempt counters with Redis unreachable", () => {
  it("fall back to counting in process", async () => {
    const dead = new Redis("redis://127.0.0.1:1", { maxRetriesPerRequest: 0, enableOfflineQueue: false, lazyConnect: true, retryStrategy: () => null });
    const attempts = redisAttempts(dead, localAttempts(clock), pino({ level: "silent" }));
    expect((await attempts.hit("x", 60_000)).count).toBe(1);
    expect((await attempts.peek("x")).count).toBe(1);
    dead.disconnect();
  });
});
