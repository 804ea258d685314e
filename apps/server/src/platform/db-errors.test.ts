import { describe, expect, it } from "vitest";
import Fastify from "fastify";
import { isDatabaseUnavailable } from "./db-errors";
import { registerErrorHandler } from "./error-handler";

const withCode = (code: string, message = "x") => Object.assign(new Error(message), { code });

describe("database outage errors", () => {
  it("recognises an unreachable database, also wrapped in drizzle's error, and nothing else", () => {
    for (const err of [
      withCode("ECONNREFUSED"),
      withCode("57P01", "terminating connection due to administrator command"),
      withCode("08006"),
      new Error("timeout exceeded when trying to connect"),
      new Error("Connection terminated unexpectedly"),
      // A server that accepts and never answers: connecting, then a query on a pooled connection.
      new Error("timeout expired"),
      new Error("Failed query: select 1", { cause: new Error("Query read timeout") }),
      withCode("57014", "canceling statement due to statement timeout"),
      new Error("Failed query: select 1", { cause: withCode("ECONNREFUSED") }),
      new AggregateError([withCode("ECONNREFUSED")]),
    ]) {
      expect(isDatabaseUnavailable(err), String(err)).toBe(true);
    }
    for (const err of [new Error("boom"), withCode("23505", "duplicate key"), withCode("42P01"), undefined, null]) {
      expect(isDatabaseUnavailable(err), String(err)).toBe(false);
    }
  });

  it("answers 503 with Retry-After and a clear message, never 500", async () => {
    const app = Fastify({ logger: false });
    registerErrorHandler(app);
    app.get("/down", async () => {
      throw new Error("Failed query", { cause: withCode("ECONNREFUSED") });
    });
    const res = await app.inject({ method: "GET", url: "/down" });
    expect(res.statusCode).toBe(503);
    expect(res.headers["retry-after"]).toBeDefined();
    expect(res.json()).toMatchObject({ code: "SERVICE_UNAVAILABLE", message: expect.stringMatching(/unavailable/) });
    await app.close();
  });
});
