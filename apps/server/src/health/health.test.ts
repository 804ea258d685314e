import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { anonymous, createMember, createTestApp, testDbKind, type TestApp } from "../../test/harness";

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
