/** How many keys one query may carry, and how many of a loader's queries may wait on the database at once. */
export interface BatchLimits {
  maxBatch: number;
  maxInFlight: number;
}

const DEFAULT_LIMITS: BatchLimits = { maxBatch: 500, maxInFlight: 2 };

interface Waiter<V> {
  resolve(value: V | undefined): void;
  reject(err: unknown): void;
}

/**
 * Turns many lookups by key into few queries: keys asked for in the same turn of the event loop,
 * or while the loader's earlier queries are still out, go to the database together. A burst of
 * sockets connecting at once (a deploy, a network blip) otherwise asks one query per socket, and
 * embedded PGlite answers one query at a time: 1,000 sockets were 4,000 queries in a line.
 * Nothing is remembered after a query answers; caching is the caller's business.
 */
export class BatchLoader<K, V> {
  private readonly waiting = new Map<K, Waiter<V>[]>();
  private scheduled = false;
  private inFlight = 0;

  constructor(
    private readonly query: (keys: K[]) => Promise<Map<K, V>>,
    private readonly limits: BatchLimits = DEFAULT_LIMITS,
  ) {}

  /** Resolves with the key's value, or undefined when the query found none. */
  load(key: K): Promise<V | undefined> {
    return new Promise((resolve, reject) => {
      const waiters = this.waiting.get(key);
      if (waiters) waiters.push({ resolve, reject });
      else this.waiting.set(key, [{ resolve, reject }]);
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.scheduled || this.inFlight >= this.limits.maxInFlight || this.waiting.size === 0) return;
    this.scheduled = true;
    // setImmediate, not a microtask: the sockets whose upgrades arrived in the same poll join in.
    setImmediate(() => {
      this.scheduled = false;
      this.flush();
    });
  }

  private flush(): void {
    while (this.waiting.size > 0 && this.inFlight < this.limits.maxInFlight) {
      const batch = new Map<K, Waiter<V>[]>();
      for (const [key, waiters] of this.waiting) {
        if (batch.size >= this.limits.maxBatch) break;
        batch.set(key, waiters);
        this.waiting.delete(key);
      }
      this.inFlight += 1;
      void this.run(batch);
    }
  }

  private async run(batch: Map<K, Waiter<V>[]>): Promise<void> {
    try {
      const found = await this.query([...batch.keys()]);
      for (const [key, waiters] of batch) for (const waiter of waiters) waiter.resolve(found.get(key));
    } catch (err) {
      for (const waiters of batch.values()) for (const waiter of waiters) waiter.reject(err);
    } finally {
      this.inFlight -= 1;
      this.schedule();
    }
  }
}
