import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";
import { AppError } from "./errors";

/** The one place that shapes error bodies: `{ message, code? }` (DECISIONS.md). */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.status).send({ message: error.message, ...(error.code ? { code: error.code } : {}) });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = first?.instancePath?.replace(/^\//, "").replace(/\//g, ".");
      const message = first?.message ?? "Invalid request";
      return reply.status(400).send({ message: field && !/[A-Z]/.test(message[0] ?? "") ? `${field}: ${message}` : message, code: "VALIDATION_FAILED" });
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
