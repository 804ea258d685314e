import type { Redis } from "ioredis";
import type { FastifyBaseLogger } from "fastify";
import type { Clock } from "./clock";

/** A counter and how long until it lapses (0 when absent). */
export interface Tally {
  count: number;
  ttlMs: number;
}

/**
 * Short-lived counters with expiry, for limits a route rate limit cannot express (failed sign-ins
 * per account across IPs, per IP across accounts). In process by default; in Redis, beside the
 * route rate limits, when REDIS_URL is set, so every instance counts together.
 */
export interface Attempts {
  /** Adds one (or `amount`, e.g. bytes); the window starts at the first hit and is not extended by later ones. */
  hit(key: string, windowMs: number, amount?: number): Promise<Tally>;
  peek(key: string): Promise<Tally>;
  set(key: string, count: number, ttlMs: number): Promise<void>;
  clear(...keys: string[]): Promise<void>;
}

/** Expiry follows the app's clock, so tests can let a lock run out. */
export function localAttempts(clock: Clock): Attempts {
  const entries = new Map<string, { count: number; expiresAt: number }>();
  const live = (key: string) => {
    const entry = entries.get(key);
    if (entry && entry.expiresAt <= clock.now().getTime()) entries.delete(key);
    return entries.get(key);
  };
  const tally = (key: string): Tally => {
    const entry = live(key);
    return entry ? { count: entry.count, ttlMs: entry.expiresAt - clock.now().getTime() } : { count: 0, ttlMs: 0 };
  };
  return {
    async hit(key, windowMs, amount = 1) {
      const entry = live(key);
      if (entry) entry.count += amount;
      else entries.set(key, { count: amount, expiresAt: clock.now().getTime() + windowMs });
      return tally(key);
    },
    peek: async (key) => tally(key),
    async set(key, count, ttlMs) {
      entries.set(key, { count, expiresAt: clock.now().getTime() + ttlMs });
    },
    async clear(...keys) {
      for (const key of keys) entries.delete(key);
    },
  };
}

const HIT_SCRIPT = `local c = redis.call('INCRBY', KEYS[1], ARGV[2])
if redis.call('PTTL', KEYS[1]) == -1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {c, redis.call('PTTL', KEYS[1])}`;

const PREFIX = "ulfa:attempts:";

/** Redis-backed; while Redis is unreachable the in-process counters stand in, so sign-in keeps working. */
export function redisAttempts(redis: Redis, fallback: Attempts, log: FastifyBaseLogger): Attempts {
  const guarded =
    <A extends unknown[], R>(name: keyof Attempts, op: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        return await op(...args);
      } catch (err) {
        log.warn({ err }, "attempt counters: Redis unavailable, counting in process");
        return (fallback[name] as unknown as (...a: A) => Promise<R>)(...args);
      }
    };
  const tally = (count: unknown, ttl: unknown): Tally => ({ count: Number(count ?? 0), ttlMs: Math.max(0, Number(ttl)) });
  return {
    hit: guarded("hit", async (key: string, windowMs: number, amount = 1) => {
      const [count, ttl] = (await redis.eval(HIT_SCRIPT, 1, PREFIX + key, windowMs, amount)) as [number, number];
      return tally(count, ttl);
    }),
    peek: guarded("peek", async (key: string) => {
      const [[, count], [, ttl]] = (await redis.multi().get(PREFIX + key).pttl(PREFIX + key).exec())! as [[unknown, string | null], [unknown, number]];
      return count === null ? { count: 0, ttlMs: 0 } : tally(count, ttl);
    }),
    set: guarded("set", async (key: string, count: number, ttlMs: number) => void (await redis.set(PREFIX + key, count, "PX", ttlMs))),
    clear: guarded("clear", async (...keys: string[]) => void (keys.length && (await redis.del(...keys.map((k) => PREFIX + k))))),
  };
}
