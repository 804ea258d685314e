import type { ErrorCode } from "@ulfa/contracts";

/** The one error type services throw; the error handler turns it into `{message, code}`. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | undefined,
    message: string,
    /** Extra response headers, e.g. Retry-After on a 503. */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = "AppError";
  }
}

export const badRequest = (message: string, code: ErrorCode = "VALIDATION_FAILED") => new AppError(400, code, message);
export const unauthorized = (message = "Not authenticated") => new AppError(401, "NOT_AUTHENTICATED", message);
export const forbidden = (message = "Forbidden", code: ErrorCode = "FORBIDDEN") => new AppError(403, code, message);
export const notFound = (message = "Not found") => new AppError(404, "NOT_FOUND", message);
export const conflict = (message: string, code: ErrorCode = "CONFLICT") => new AppError(409, code, message);

/** 429 with Retry-After in whole seconds (at least 1). */
export const tooManyRequests = (message: string, code: ErrorCode, retryAfterMs: number) =>
  new AppError(429, code, message, { "retry-after": String(Math.max(1, Math.ceil(retryAfterMs / 1000))) });
