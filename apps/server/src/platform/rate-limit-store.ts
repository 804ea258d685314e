import { createRequire } from "node:module";
import type { FastifyRateLimitOptions, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import type { Redis } from "ioredis";

const require = createRequire(import.meta.url);
// The plugin's own stores (no typings of their own; the shape is the plugin's documented store interface).
const RedisStore = require("@fastify/rate-limit/store/RedisStore.js") as StoreClass;
const LocalStore = require("@fastify/rate-limit/store/LocalStore.js") as StoreClass;

type Result = { current: number; ttl: number };
type Callback = (err: Error | null, result?: Result) => void;
interface Store {
  incr(key: string, cb: Callback, timeWindow: number, max: number): void;
  read?(key: string, cb: Callback, timeWindow: number, max: number): void;
  child(routeOptions: unknown): Store;
}
type StoreClass = new (...args: unknown[]) => Store;
/** What the plugin passes a store's constructor (its resolved global options). */
type GlobalParams = FastifyRateLimitOptions & { continueExceeding?: boolean; exponentialBackoff?: boolean };

/**
 * Rate-limit counters in Redis (shared by every instance), falling back to this instance's own
 * counters while Redis does not answer. Chosen over the plugin's `skipOnError`, which would let
 * every request through during an outage: login and sign-up limits must hold when Redis is down,
 * even if only per instance until it is back.
 */
export function fallbackStore(redis: Redis, nameSpace: string): FastifyRateLimitStoreCtor {
  class FallbackStore implements Store {
    constructor(
      private readonly remote: Store,
      private readonly local: Store,
    ) {}
    incr(key: string, cb: Callback, timeWindow: number, max: number): void {
      this.remote.incr(key, (err, result) => (err ? this.local.incr(key, cb, timeWindow, max) : cb(null, result)), timeWindow, max);
    }
    child(routeOptions: unknown): Store {
      return new FallbackStore(this.remote.child(routeOptions), this.local.child(routeOptions));
    }
  }
  return class GlobalFallbackStore extends FallbackStore {
    constructor(params: GlobalParams) {
      super(
        new RedisStore(params.continueExceeding, params.exponentialBackoff, redis, nameSpace),
        new LocalStore(params.continueExceeding, params.exponentialBackoff),
      );
    }
  };
}
