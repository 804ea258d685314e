import type { Redis, RedisOptions } from "ioredis";
import type { Timeouts } from "./timeouts";

/** Reconnect attempts back off linearly up to this delay, forever: Redis coming back is picked up by itself. */
export const REDIS_RECONNECT_MAX_MS = 2000;
const REDIS_RECONNECT_STEP_MS = 100;

/** Each open connection is pinged this often, so a Redis that stalls is noticed without traffic. */
export const REDIS_HEARTBEAT_MS = 1000;
const TIMED_OUT = "Command timed out";

/**
 * Options for every Redis connection. Commands fail fast while Redis is down (no offline queue,
 * bounded command time, no retry) so callers fall back to in-process behaviour instead of hanging.
 */
export function redisOptions(timeouts: Pick<Timeouts, "redisCommandMs" | "redisConnectMs">): RedisOptions {
  return {
    lazyConnect: true,
    enableOfflineQueue: false,
    // Also bounds the handshake and ready check: a Redis that accepts and never answers fails the
    // connection attempt within this, and the client keeps retrying in the background.
    commandTimeout: timeouts.redisCommandMs,
    connectTimeout: timeouts.redisConnectMs,
    maxRetriesPerRequest: 0,
    // Channels are re-subscribed by pubsub.ts itself, including those a failed SUBSCRIBE left out.
    autoResubscribe: false,
    retryStrategy: (attempt) => Math.min(attempt * REDIS_RECONNECT_STEP_MS, REDIS_RECONNECT_MAX_MS),
  };
}

/**
 * The Redis connections of one instance; health reports Redis down while any is not ready.
 *
 * A Redis that stalls (accepts, never answers) would otherwise keep its connections "ready" and
 * cost every caller the full command timeout, call after call. So the first command that times
 * out (or a heartbeat PING that does) drops that connection: while it reconnects it is not ready,
 * commands fail at once, callers use their in-process fallbacks, and health names "redis". The
 * reconnect attempts pick Redis up again by themselves.
 */
export class RedisConnections {
  private readonly clients: Redis[] = [];
  private readonly heartbeats: NodeJS.Timeout[] = [];

  constructor(
    private readonly url: string,
    private readonly timeouts: Pick<Timeouts, "redisCommandMs" | "redisConnectMs">,
    private readonly onError: (err: Error) => void,
  ) {}

  /**
   * Opens a connection. A Redis that is down at start-up does not stop Ulfa from starting: the
   * client keeps reconnecting in the background and callers use their in-process fallback meanwhile.
   */
  async open(): Promise<Redis> {
    const { Redis: RedisClient } = await import("ioredis");
    const client = new RedisClient(this.url, redisOptions(this.timeouts));
    dropWhenStalled(client, (err) => this.onError(err));
    const heartbeat = setInterval(() => {
      if (client.status === "ready") client.ping().catch(() => undefined);
    }, REDIS_HEARTBEAT_MS);
    heartbeat.unref();
    this.heartbeats.push(heartbeat);
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
    this.heartbeats.forEach(clearInterval);
    await Promise.allSettled(this.clients.map((c) => (c.status === "ready" ? c.quit() : c.disconnect())));
  }
}

/** Drops (and so reconnects) a connection as soon as one of its commands times out. */
function dropWhenStalled(client: Redis, report: (err: Error) => void): void {
  const send = client.sendCommand.bind(client);
  client.sendCommand = ((command, stream) => {
    const answer = send(command, stream) as Promise<unknown>;
    answer.catch((err: unknown) => {
      if ((err as Error)?.message !== TIMED_OUT || client.status !== "ready") return;
      report(new Error("redis stalled: a command timed out; reconnecting"));
      client.disconnect(true);
    });
    return answer;
  }) as Redis["sendCommand"];
}
