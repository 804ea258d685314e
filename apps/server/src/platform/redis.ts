import type { Redis, RedisOptions } from "ioredis";

/** A Redis command that does not answer within this is failed, so no request waits on Redis. */
export const REDIS_COMMAND_TIMEOUT_MS = 500;
/** Connecting (at start and on each reconnect attempt) gives up after this. */
export const REDIS_CONNECT_TIMEOUT_MS = 1000;
/** Reconnect attempts back off linearly up to this delay, forever: Redis coming back is picked up by itself. */
export const REDIS_RECONNECT_MAX_MS = 2000;
const REDIS_RECONNECT_STEP_MS = 100;

/**
 * Options for every Redis connection. Commands fail fast while Redis is down (no offline queue,
 * bounded command time) so callers fall back to in-process behaviour instead of hanging.
 */
export const redisOptions: RedisOptions = {
  lazyConnect: true,
  enableOfflineQueue: false,
  commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
  connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
  maxRetriesPerRequest: 0,
  // Channels are re-subscribed by pubsub.ts itself, including those a failed SUBSCRIBE left out.
  autoResubscribe: false,
  retryStrategy: (attempt) => Math.min(attempt * REDIS_RECONNECT_STEP_MS, REDIS_RECONNECT_MAX_MS),
};

/** The Redis connections of one instance; health reports Redis down while any is not ready. */
export class RedisConnections {
  private readonly clients: Redis[] = [];

  constructor(
    private readonly url: string,
    private readonly onError: (err: Error) => void,
  ) {}

  /**
   * Opens a connection. A Redis that is down at start-up does not stop Ulfa from starting: the
   * client keeps reconnecting in the background and callers use their in-process fallback meanwhile.
   */
  async open(): Promise<Redis> {
    const { Redis: RedisClient } = await import("ioredis");
    const client = new RedisClient(this.url, redisOptions);
    let lastMessage = "";
    client.on("error", (err: Error) => {
      // One line per distinct failure, not one per reconnect attempt.
      if (err.message !== lastMessage) this.onError(err);
      lastMessage = err.message;
    });
    client.on("ready", () => (lastMessage = ""));
    this.clients.push(client);
    await client.connect().catch(() => undefined);
    return client;
  }

  get up(): boolean {
    return this.clients.every((c) => c.status === "ready");
  }

  async close(): Promise<void> {
    await Promise.allSettled(this.clients.map((c) => (c.status === "ready" ? c.quit() : c.disconnect())));
  }
}
