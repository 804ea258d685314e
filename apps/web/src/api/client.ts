import { errorCodeText } from "./error-text";
import { noteCallOutcome } from "./network-status";

/**
 * The one HTTP client. Failed calls become an ApiError whose text is "<status>: <reason>"
 * (docs/product-rules.md, "Errors"); `code` carries the machine-readable error code when the server sent one.
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

export async function request<T>(method: string, path: string, body?: unknown): Promise<T> {
  const isForm = typeof FormData !== "undefined" && body instanceof FormData;
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      credentials: "include",
      headers: body !== undefined && !isForm ? { "Content-Type": "application/json" } : undefined,
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    });
  } catch (err) {
    // No answer at all (network down): the offline notice says so (api/network-status.ts).
    noteCallOutcome(false);
    throw err;
  }
  noteCallOutcome(true);
  if (!res.ok) throw await errorFrom(res);
  if (res.status === 204) return undefined as T;
  const type = res.headers.get("content-type") ?? "";
  return (type.includes("application/json") ? res.json() : res.text()) as Promise<T>;
}

export const api = {
  get: <T>(path: string) => request<T>("GET", path),
  post: <T>(path: string, body?: unknown) => request<T>("POST", path, body ?? {}),
  patch: <T>(path: string, body: unknown) => request<T>("PATCH", path, body),
  put: <T>(path: string, body: unknown) => request<T>("PUT", path, body),
  delete: <T>(path: string) => request<T>("DELETE", path),
};

/** A GET whose 401 means "nothing" rather than an error. */
export async function getOrNull<T>(path: string): Promise<T | null> {
  try {
    return await api.get<T>(path);
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) return null;
    throw err;
  }
}

/** A failed call as a sentence for toasts, in the member's language (api/error-text.ts). */
export function messageOf(err: unknown, fallback: string): string {
  if (err instanceof ApiError) return errorCodeText(err.code) ?? (err.reason || fallback);
  if (err instanceof Error && err.message) return err.message.replace(/^\d{3}: /, "");
  return fallback;
}

export const codeOf = (err: unknown): string | undefined => (err instanceof ApiError ? err.code : undefined);
