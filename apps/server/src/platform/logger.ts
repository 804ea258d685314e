import type { FastifyServerOptions } from "fastify";

/** pino options: JSON in production, quiet in tests, never logs cookies or passwords. */
export function loggerOptions(level: string): FastifyServerOptions["logger"] {
  return {
    level,
    redact: {
      paths: ["req.headers.cookie", "req.headers.authorization", "res.headers['set-cookie']", "*.password", "*.newPassword"],
      remove: true,
    },
  };
}
