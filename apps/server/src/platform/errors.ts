import type { ErrorCode } from "@ulfa/contracts";

/** The one error type services throw; the error handler turns it into `{message, code}`. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | undefined,
    message: string,
  ) {
    super(message);
    this.name = "AppError";
  }
}

export const badRequest = (message: string, code: ErrorCode = "VALIDATION_FAILED") => new AppError(400, code, message);
export const unauthorized = (message = "Not authenticated") => new AppError(401, "NOT_AUTHENTICATED", message);
export const forbidden = (message = "Forbidden") => new AppError(403, "FORBIDDEN", message);
export const notFound = (message = "Not found") => new AppError(404, "NOT_FOUND", message);
export const conflict = (message: string) => new AppError(409, "CONFLICT", message);
