import { EventEmitter } from "node:events";
import type { Redis } from "ioredis";

/**
 * Fan-out between server instances. In-process by default; Redis when REDIS_URL is set. Messages
 * are text (the caller's JSON), so an event is serialized once by its sender and the very same
 * text reaches every socket: nothing is stringified again per instance or per delivery.
 */
export interface PubSub {
  /** Resolves false when the message could not leave this instance (Redis down); callers deliver locally. */
  publish(channel: string, message: string): Promise<boolean>;
  subscribe(channel: string, handler: (message: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export function createMemoryPubSub(): PubSub {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    async publish(channel, message) {
      emitter.emit(channel, message);
      return true;
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

/**
 * Redis pub/sub on two connections (a subscribed connection can do nothing else). Channel names
 * get `prefix`, so several deployments (or test runs) can share one Redis. Subscriptions are kept
 * here and renewed whenever the subscriber connection becomes ready again, so a Redis restart
 * loses nothing but the messages published while it was down.
 */
export function redisPubSub(pub: Redis, sub: Redis, prefix: string, warn: (err: unknown, what: string) => void): PubSub {
  const handlers = new Map<string, Set<(message: string) => void>>();
  const full = (channel: string) => `${prefix}${channel}`;
  sub.on("message", (channel: string, raw: string) => {
    const set = handlers.get(channel);
    if (!set) return;
    for (const handler of set) handler(raw);
  });
  sub.on("ready", () => {
    const channels = [...handlers.keys()];
    if (channels.length > 0) sub.subscribe(...channels).catch((err: unknown) => warn(err, "redis resubscribe failed"));
  });
  return {
    async publish(channel, message) {
      try {
        await pub.publish(full(channel), message);
        return true;
      } catch (err) {
        warn(err, "redis publish failed; delivering on this instance only");
        return false;
      }
    },
    async subscribe(channel, handler) {
      const name = full(channel);
      let set = handlers.get(name);
      if (!set) {
        set = new Set();
        handlers.set(name, set);
        // While Redis is down the SUBSCRIBE fails; the "ready" handler above subscribes later.
        await sub.subscribe(name).catch((err: unknown) => warn(err, "redis subscribe failed; will retry on reconnect"));
      }
      set.add(handler);
      return async () => {
        set.delete(handler);
        if (set.size === 0 && handlers.get(name) === set) {
          handlers.delete(name);
          await sub.unsubscribe(name).catch(() => undefined);
        }
      };
    },
    async close() {
      handlers.clear();
    },
  };
}
