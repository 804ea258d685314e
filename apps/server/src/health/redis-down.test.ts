import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMember, createTestApp, testDbKind, type TestApp } from "../../test/harness";
import { freePort } from "../../test/throwaway-services";
import { connectSocket, makeMatch } from "../../test/matches";

/** REDIS_URL points at a port where nothing answers: Ulfa starts and serves on in-process fallbacks. */
describe(`with Redis unreachable (${testDbKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { REDIS_URL: `redis://127.0.0.1:${await freePort()}` } });
  });
  afterAll(() => t.close());

  it("starts, reports degraded, and chat, presence and rate-limited calls still work", async () => {
    const health = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: "degraded", down: ["redis"] });
    const a = await createMember(t);
    const b = await createMember(t);
    const id = await makeMatch(t, a, b);
    const sb = await connectSocket(t.app, b.cookie);
    const sa = await connectSocket(t.app, a.cookie);
    expect(await sb.next((e) => e.type === "presence")).toEqual({ type: "presence", userId: a.id, online: true });
    const sent = await a.request("POST", `/api/matches/${id}/messages`, { content: "no redis needed" });
    expect(sent.statusCode).toBe(201);
    expect(await sb.next((e) => e.type === "message")).toMatchObject({ matchId: id, message: { content: "no redis needed" } });
    expect((await b.request("GET", "/api/matches")).json()[0].otherUser.isOnline).toBe(true);
    const login = await t.app.inject({ method: "POST", url: "/api/auth/login", headers: { origin: "http://localhost:5000" }, payload: { email: a.email, password: a.password } });
    expect(login.statusCode).toBe(200);
    await Promise.all([sa.close(), sb.close()]);
  });
});
