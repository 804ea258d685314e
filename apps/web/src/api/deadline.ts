/**
 * How long the app waits for an answer before it tells the member (issue 31). A stalled server or a
 * black-holed network accepts the request and never answers; without a deadline a screen would load
 * for ever. The server bounds its own work (docs/resilience.md): a stalled dependency makes it answer
 * 503 with a code within its deadlines, the longest being a pooled database connection (8 s) plus a
 * query (10 s, abandoned 1 s later), about 19 s, or Stripe's 10 s with one retry. The deadlines here
 * sit above those, so while the server is alive its own answer (and its code) always arrives first:
 * only an answer that is not coming at all runs into them.
 */
export const REQUEST_DEADLINE_MS = 25_000;

/**
 * Multipart uploads (a profile or chat photo, a voice note) also spend the time the body takes to go
 * up: a 10 MB chat photo (CHAT_PHOTO_MAX_BYTES) is about 80 s on a 1 Mbit/s phone uplink, and the
 * server then has its storage deadline (10 s).
 */
export const UPLOAD_DEADLINE_MS = 120_000;

/**
 * A call that got no answer in time. Not an ApiError: the server never said anything. `method`
 * tells a read (safe to run again) from a change that may have been applied before the answer was lost.
 */
export class TimeoutError extends Error {
  constructor(
    readonly method: string,
    readonly afterMs: number,
  ) {
    super(`${method} got no answer within ${afterMs} ms`);
    this.name = "TimeoutError";
  }
}

export interface Deadline {
  signal: AbortSignal;
  /** True once the deadline (not the caller) aborted the call. */
  readonly expired: boolean;
  /** Stops the timer once the answer is in. */
  clear: () => void;
}

/**
 * An abort signal that fires after `ms`, or as soon as the caller's own `signal` does (TanStack
 * Query's, for one). A plain setTimeout rather than AbortSignal.timeout/any: the browser journeys
 * fast-forward it with Playwright's clock, which drives timers but not AbortSignal.timeout, and
 * AbortSignal.any is missing from Safari before 17.4.
 */
export function deadline(ms: number, signal?: AbortSignal): Deadline {
  const controller = new AbortController();
  let expired = false;
  const timer = setTimeout(() => {
    expired = true;
    controller.abort(new DOMException("deadline", "TimeoutError"));
  }, ms);
  const follow = () => controller.abort(signal?.reason);
  if (signal?.aborted) follow();
  else signal?.addEventListener("abort", follow, { once: true });
  return {
    signal: controller.signal,
    get expired() {
      return expired;
    },
    clear: () => {
      clearTimeout(timer);
      signal?.removeEventListener("abort", follow);
    },
  };
}
