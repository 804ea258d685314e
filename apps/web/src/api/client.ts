import { REQUEST_DEADLINE_MS, TimeoutError, UPLOAD_DEADLINE_MS, deadline } from "./deadline";
import { errorCodeText, timeoutText } from "./error-text";
import { noteCallOutcome } from "./network-status";

export { TimeoutError };

/**
 * The one HTTP client, under `call` (api/call.ts), which every screen uses: it types a call by its
 * route-table entry. Failed calls become an ApiError whose text is "<status>: <reason>"
 * (docs/product-rules.md, "Errors"); `code` carries the machine-readable error code when the server sent one.
 * A call with no answer in time is a TimeoutError instead.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly reason: string,
    readonly code?: string,
  ) {
    super(`${status}: ${reason}`);
    this.name = "ApiError";
  }
}

async function errorFrom(res: Response): Promise<ApiError> {
  const text = await res.text().catch(() => "");
  let reason = "";
  let code: string | undefined;
  try {
    const body = JSON.parse(text) as { message?: unknown; error?: unknown; code?: unknown };
    reason = typeof body.message === "string" ? body.message : typeof body.error === "string" ? body.error : "";
    code = typeof body.code === "string" ? body.code : undefined;
  } catch {
    reason = text;
  }
  return new ApiError(res.status, reason || text || res.statusText, code);
}

export interface RequestOptions {
  /** The caller's own cancel (TanStack Query's `signal`): aborts without a timeout or offline verdict. */
  signal?: AbortSignal;
  /** Extra request headers, e.g. a chat send's Idempotency-Key (features/chat/send-keys.ts). */
  headers?: Record<string, string>;
  /** Read a success as a Blob (a file the route table marks `file`) rather than by its content type. */
  blob?: boolean;
}

/**
 * Every call has a deadline (api/deadline.ts) that covers the answer's body too: a server can send
 * its headers and stall. A call that runs into it throws a TimeoutError. It says nothing about the
 * network (a stalled server looks the same), so it leaves the offline notice as it was: the screen
 * says "taking longer than it should" with a Retry instead (ui/LoadProblem.tsx). Nothing is retried
 * by itself: a change may have been applied before its answer was lost (messageOf says so).
 */
export async function request<T>(method: string, path: string, body?: unknown, options: RequestOptions = {}): Promise<T> {
  const isForm = typeof FormData !== "undefined" && body instanceof FormData;
  const ms = isForm ? UPLOAD_DEADLINE_MS : REQUEST_DEADLINE_MS;
  const limit = deadline(ms, options.signal);
  try {
    let res: Response;
    try {
      res = await fetch(path, {
        method,
        credentials: "include",
        headers: { ...(body !== undefined && !isForm ? { "Content-Type": "application/json" } : {}), ...options.headers },
        body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
        signal: limit.signal,
      });
    } catch (err) {
      if (limit.expired) throw new TimeoutError(method, ms);
      if (options.signal?.aborted) throw err;
      // No answer at all (network down): the offline notice says so (api/network-status.ts).
      noteCallOutcome(false);
      throw err;
    }
    noteCallOutcome(true);
    try {
      if (!res.ok) throw await errorFrom(res);
      if (res.status === 204) return undefined as T;
      if (options.blob) return (await res.blob()) as T;
      const type = res.headers.get("content-type") ?? "";
      return (await (type.includes("application/json") ? res.json() : res.text())) as T;
    } catch (err) {
      if (limit.expired) throw new TimeoutError(method, ms);
      throw err;
    }
  } finally {
    limit.clear();
  }
}

/** A failed call as a sentence for toasts, in the member's language (api/error-text.ts). */
export function messageOf(err: unknown, fallback: string): string {
  if (err instanceof TimeoutError) return timeoutText(err.method);
  if (err instanceof ApiError) return errorCodeText(err.code) ?? (err.reason || fallback);
  if (err instanceof Error && err.message) return err.message.replace(/^\d{3}: /, "");
  return fallback;
}

export const codeOf = (err: unknown): string | undefined => (err instanceof ApiError ? err.code : undefined);
