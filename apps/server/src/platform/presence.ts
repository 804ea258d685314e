import type { Redis } from "ioredis";
import { PRESENCE_TTL_MS } from "@ulfa/contracts";
import type { Clock } from "./clock";

/**
 * Who is online. Every open socket is tracked by a unique socket id; a member is online while at
 * least one of their sockets is alive anywhere. The default counts sockets of this instance; with
 * REDIS_URL the Redis store makes every instance agree.
 */
export interface Presence {
  isOnline(userId: number): Promise<boolean>;
  onlineAmong(userIds: number[]): Promise<Set<number>>;
  /** A socket opened. Resolves true when it is the member's first live socket (came online). */
  socketOpened(userId: number, socketId: string): Promise<boolean>;
  /** A heartbeat arrived: keep the socket counted. */
  socketAlive(userId: number, socketId: string): Promise<void>;
  /** A socket closed. Resolves true when it was the member's last live socket (went offline). */
  socketClosed(userId: number, socketId: string): Promise<boolean>;
  close(): Promise<void>;
}

/** In-process presence: sockets held by this instance. */
export function localPresence(): Presence {
  const sockets = new Map<number, Set<string>>();
  const online = (id: number) => (sockets.get(id)?.size ?? 0) > 0;
  return {
    isOnline: async (userId) => online(userId),
    onlineAmong: async (ids) => new Set(ids.filter(online)),
    async socketOpened(userId, socketId) {
      let set = sockets.get(userId);
      if (!set) sockets.set(userId, (set = new Set()));
      set.add(socketId);
      return set.size === 1;
    },
    async socketAlive() {},
    async socketClosed(userId, socketId) {
      const set = sockets.get(userId);
      if (!set || !set.delete(socketId)) return false;
      if (set.size > 0) return false;
      sockets.delete(userId);
      return true;
    },
    async close() {
      sockets.clear();
    },
  };
}

/** Pipeline and MULTI results carry per-command errors instead of rejecting: surface the first. */
function checked(results: [Error | null, unknown][] | null): [Error | null, unknown][] {
  if (!results) throw new Error("redis transaction aborted");
  const failed = results.find(([err]) => err);
  if (failed) throw failed[0]!;
  return results;
}

/**
 * Redis presence: one sorted set per member, socket id -> expiry time. Heartbeats push the expiry
 * forward; an instance that crashes leaves entries that simply expire (PRESENCE_TTL_MS), and the
 * key itself carries a TTL so nothing lingers. Shared by every instance on the same Redis.
 */
export function redisPresence(redis: Redis, clock: Clock, prefix = "ulfa:presence:"): Presence {
  const key = (userId: number) => `${prefix}${userId}`;
  const now = () => clock.now().getTime();

  /** Drops expired sockets and counts the live ones, atomically with the change before it. */
  async function touch(userId: number, change: (m: ReturnType<Redis["multi"]>) => void): Promise<number> {
    const k = key(userId);
    const m = redis.multi();
    change(m);
    m.zremrangebyscore(k, "-inf", now());
    m.zcard(k);
    m.pexpire(k, PRESENCE_TTL_MS);
    const results = checked(await m.exec());
    const count = results[results.length - 2]?.[1];
    return typeof count === "number" ? count : Number(count ?? 0);
  }

  return {
    async isOnline(userId) {
      return (await redis.zcount(key(userId), `(${now()}`, "+inf")) > 0;
    },
    async onlineAmong(ids) {
      if (ids.length === 0) return new Set();
      const p = redis.pipeline();
      const t = `(${now()}`;
      for (const id of ids) p.zcount(key(id), t, "+inf");
      const results = checked(await p.exec());
      return new Set(ids.filter((_, i) => Number(results[i]?.[1] ?? 0) > 0));
    },
    async socketOpened(userId, socketId) {
      // ZADD returns whether the member is new; a count of 1 after adding means "first socket".
      const count = await touch(userId, (m) => m.zadd(key(userId), now() + PRESENCE_TTL_MS, socketId));
      return count === 1;
    },
    async socketAlive(userId, socketId) {
      await touch(userId, (m) => m.zadd(key(userId), now() + PRESENCE_TTL_MS, socketId));
    },
    async socketClosed(userId, socketId) {
      const k = key(userId);
      const m = redis.multi();
      m.zrem(k, socketId);
      m.zremrangebyscore(k, "-inf", now());
      m.zcard(k);
      const results = checked(await m.exec());
      const removed = Number(results[0]?.[1] ?? 0);
      const count = Number(results[2]?.[1] ?? 0);
      return removed > 0 && count === 0;
    },
    async close() {},
  };
}

/**
 * Redis presence that keeps working while Redis is down: every socket of this instance is also
 * counted in-process; a failed Redis call answers from that local count, and when Redis is back
 * the local sockets are written to it again (heartbeats would also do it, within one interval).
 */
export function resilientPresence(redis: Redis, store: Presence, warn: (err: unknown, what: string) => void): Presence {
  const local = localPresence();
  const mine = new Map<string, number>(); // socket id -> member id, this instance's sockets
  const orLocal = async <T>(remote: () => Promise<T>, fallback: () => Promise<T>): Promise<T> => {
    try {
      return await remote();
    } catch (err) {
      warn(err, "redis presence unavailable; answering from this instance");
      return fallback();
    }
  };
  redis.on("ready", () => {
    for (const [socketId, userId] of mine) store.socketAlive(userId, socketId).catch(() => undefined);
  });
  return {
    isOnline: (userId) => orLocal(() => store.isOnline(userId), () => local.isOnline(userId)),
    onlineAmong: (ids) => orLocal(() => store.onlineAmong(ids), () => local.onlineAmong(ids)),
    async socketOpened(userId, socketId) {
      mine.set(socketId, userId);
      const first = await local.socketOpened(userId, socketId);
      return orLocal(() => store.socketOpened(userId, socketId), async () => first);
    },
    socketAlive: (userId, socketId) => orLocal(() => store.socketAlive(userId, socketId), async () => undefined),
    async socketClosed(userId, socketId) {
      mine.delete(socketId);
      const last = await local.socketClosed(userId, socketId);
      return orLocal(() => store.socketClosed(userId, socketId), async () => last);
    },
    async close() {
      await local.close();
    },
  };
}
