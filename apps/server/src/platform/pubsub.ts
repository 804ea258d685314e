import { EventEmitter } from "node:events";
import type { Redis } from "ioredis";

/** Fan-out between server instances. In-process by default; Redis when REDIS_URL is set. */
export interface PubSub {
  publish(channel: string, payload: unknown): Promise<void>;
  subscribe(channel: string, handler: (payload: unknown) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export function createMemoryPubSub(): PubSub {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    async publish(channel, payload) {
      // Round-trip through JSON so both implementations hand handlers the same shapes.
      emitter.emit(channel, JSON.parse(JSON.stringify(payload)));
    },
    async subscribe(channel, handler) {
      emitter.on(channel, handler);
      return async () => void emitter.off(channel, handler);
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}

export async function createRedisPubSub(redisUrl: string): Promise<PubSub> {
  const { Redis: RedisClient } = await import("ioredis");
  const pub: Redis = new RedisClient(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 3 });
  const sub: Redis = new RedisClient(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 3 });
  await Promise.all([pub.connect(), sub.connect()]);
  const handlers = new Map<string, Set<(payload: unknown) => void>>();
  sub.on("message", (channel: string, raw: string) => {
    const set = handlers.get(channel);
    if (!set) return;
    const payload = JSON.parse(raw) as unknown;
    for (const handler of set) handler(payload);
  });
  return {
    async publish(channel, payload) {
      await pub.publish(channel, JSON.stringify(payload));
    },
    async subscribe(channel, handler) {
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
        await sub.subscribe(channel);
      }
      set.add(handler);
      return async () => {
        set.delete(handler);
        if (set.size === 0) {
          handlers.delete(channel);
          await sub.unsubscribe(channel);
        }
      };
    },
    async close() {
      await Promise.allSettled([pub.quit(), sub.quit()]);
    },
  };
}
