import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";
import { DEPENDENCY_RETRY_AFTER_S } from "@ulfa/contracts";
import { AppError } from "./errors";
import { isDatabaseUnavailable } from "./db-errors";
import { validationMessage } from "./validation-message";

export const DATABASE_UNAVAILABLE_MESSAGE = "The service is temporarily unavailable (database unreachable). Please try again in a moment.";

/** The one place that shapes error bodies: `{ message, code? }` (docs/product-rules.md). */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.status).headers(error.headers).send({ message: error.message, ...(error.code ? { code: error.code } : {}) });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      return reply.status(400).send({ message: validationMessage(first?.instancePath, first?.message), code: "VALIDATION_FAILED" });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, "database unavailable");
      return reply
        .status(503)
        .header("Retry-After", String(DEPENDENCY_RETRY_AFTER_S))
        .send({ message: DATABASE_UNAVAILABLE_MESSAGE, code: "SERVICE_UNAVAILABLE" });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, "response did not match its contract");
      return reply.status(500).send({ message: "Internal server error" });
    }
    const status = (error as FastifyError).statusCode;
    if (status === 429) {
      return reply.status(429).send({ message: "Too many requests. Please wait a moment and try again.", code: "RATE_LIMITED" });
    }
    if (status === 413) {
      return reply.status(413).send({ message: "Request is too large", code: "PAYLOAD_TOO_LARGE" });
    }
    if (status && status >= 400 && status < 500) {
      return reply.status(status).send({ message: error.message || "Bad request", code: "VALIDATION_FAILED" });
    }
    request.log.error({ err: error }, "unhandled error");
    return reply.status(500).send({ message: "Internal server error" });
  });
}
