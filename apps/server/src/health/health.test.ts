import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { anonymous, createMember, createTestApp, testDbKind, type TestApp } from "../../test/harness";
import { PING_FRESH_MS } from "./routes";

describe(`health and platform (${testDbKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("answers 200 ok once migrated", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ok" });
  });

  it("pings the database at most once per interval, and answers 503 once a fresh ping fails", async () => {
    const database = t.app.deps.database;
    const ping = database.ping;
    let pings = 0;
    database.ping = async () => {
      pings += 1;
      throw new Error("database down");
    };
    try {
      // The last good answer is still fresh: no ping, still ok.
      await t.app.inject({ method: "GET", url: "/api/health" });
      // The cache spaces out round trips in real time: wait until the good answer is stale.
      await new Promise((r) => setTimeout(r, PING_FRESH_MS));
      const answers = await Promise.all([1, 2, 3].map(() => t.app.inject({ method: "GET", url: "/api/health" })));
      expect(answers.map((r) => r.statusCode)).toEqual([503, 503, 503]);
      expect(answers[0].json()).toEqual({ status: "unavailable", down: ["database"] });
      expect(pings).toBe(1);
    } finally {
      database.ping = ping;
    }
    expect((await t.app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
  });

  it("answers unknown API routes with a JSON 404", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/nope" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: expect.any(String), code: "NOT_FOUND" });
  });

  it("refuses state-changing calls from another origin", async () => {
    const member = await createMember(t);
    const res = await member.request("PATCH", "/api/user", { bio: "hi" }, { origin: "https://evil.example" });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: "BAD_ORIGIN" });
  });

  it("answers malformed JSON with a 4xx message, not a 500", async () => {
    const member = await createMember(t);
    const res = await member.request("PATCH", "/api/user", "{not json", { "content-type": "application/json" });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBeTruthy();
  });

  it("401s anonymous GET /api/user", async () => {
    const res = await anonymous(t, "GET", "/api/user");
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: "NOT_AUTHENTICATED" });
  });
});
