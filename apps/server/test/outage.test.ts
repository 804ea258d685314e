import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { eq } from "drizzle-orm";
import { messages } from "../src/db/schema";
import { openDatabase, type Database } from "../src/platform/db";
import { makeMatch } from "./matches";
import { createMember, createTestApp, TEST_ORIGIN, type TestApp, type TestMember } from "./harness";
import { missingServices, startPostgres, startRedis, type Service } from "./throwaway-services";

/** Each call must be answered within this, whatever is down. */
const ANSWER_WITHIN_MS = 2000;
const missing = missingServices();
// Runs once, in the embedded-database pass: it brings its own PostgreSQL and Redis either way.
const skip = missing ?? (process.env.TEST_DB === "postgres" ? "runs in the PGlite pass (it starts its own PostgreSQL)" : undefined);
if (skip) console.log(`outage test SKIPPED: ${skip}`);

interface Answer {
  status: number;
  ms: number;
  content: string;
  retryAfter: string | null;
  phase: string;
}

describe.skipIf(skip !== undefined)("Redis and PostgreSQL outages under traffic (own throwaway servers)", () => {
  let redis: Service;
  let postgres: Service;
  let database: Database;
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    [redis, postgres] = await Promise.all([startRedis(), startPostgres()]);
    database = await openDatabase({ databaseUrl: postgres.url });
    t = await createTestApp({ database, env: { REDIS_URL: redis.url, RATE_LIMIT_MAX: "100000" } });
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    base = `127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await t?.close();
    await database?.close().catch(() => undefined);
    await Promise.all([redis?.destroy(), postgres?.destroy()]);
  });

  const health = async () => {
    const res = await fetch(`http://${base}/api/health`);
    return { status: res.status, body: (await res.json()) as { status: string; down?: string[] } };
  };
  const waitForHealth = async (status: string) => {
    for (;;) {
      const h = await health();
      if (h.body.status === status) return h;
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  function socketOf(member: TestMember): Promise<{ received: Set<string>; ws: WebSocket }> {
    const ws = new WebSocket(`ws://${base}/ws`, { headers: { cookie: member.cookie } });
    const received = new Set<string>();
    return new Promise((resolve, reject) => {
      ws.on("error", reject);
      ws.on("message", (raw) => {
        const event = JSON.parse(String(raw)) as { type: string; message?: { content: string } };
        if (event.type === "ready") resolve({ received, ws });
        if (event.type === "message") received.add(event.message!.content);
      });
    });
  }

  it("keeps answering (degraded, then 503 for the database), loses no acknowledged message and recovers by itself", async () => {
    const a = await createMember(t);
    const b = await createMember(t);
    const matchId = await makeMatch(t, a, b);
    const sb = await socketOf(b);
    const answers: Answer[] = [];
    let phase = "normal";
    let running = true;
    let n = 0;
    const send = async (member: TestMember) => {
      const content = `m${n++}`;
      const started = Date.now();
      const res = await fetch(`http://${base}/api/matches/${matchId}/messages`, {
        method: "POST",
        headers: { "content-type": "application/json", cookie: member.cookie, origin: TEST_ORIGIN },
        body: JSON.stringify({ content }),
        signal: AbortSignal.timeout(ANSWER_WITHIN_MS * 5),
      });
      await res.arrayBuffer();
      answers.push({ status: res.status, ms: Date.now() - started, content, retryAfter: res.headers.get("retry-after"), phase });
    };
    const traffic = (async () => {
      while (running) await send(a);
    })();
    const during = async (name: string, action: () => Promise<void>) => {
      phase = name;
      await action();
      const seen = answers.length;
      while (answers.length < seen + 5) await new Promise((r) => setTimeout(r, 20)); // some traffic in this phase
    };

    await during("normal", async () => undefined);

    await during("redis down", async () => {
      await redis.stop();
      expect((await waitForHealth("degraded")).body).toEqual({ status: "degraded", down: ["redis"] });
      // Rate-limited sign-in and a signed-in read answer from in-process fallbacks.
      const login = await fetch(`http://${base}/api/auth/login`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: TEST_ORIGIN },
        body: JSON.stringify({ email: b.email, password: b.password }),
        signal: AbortSignal.timeout(ANSWER_WITHIN_MS),
      });
      expect(login.status).toBe(200);
      const me = await fetch(`http://${base}/api/user`, { headers: { cookie: a.cookie }, signal: AbortSignal.timeout(ANSWER_WITHIN_MS) });
      expect(me.status).toBe(200);
    });
    expect((await health()).status).toBe(200);
    await during("redis back", async () => {
      await redis.start();
      await waitForHealth("ok");
    });

    await during("database down", async () => {
      await postgres.stop();
      const h = await waitForHealth("unavailable");
      expect(h.status).toBe(503);
      expect(h.body.down).toContain("database");
    });
    await during("database back", async () => {
      await postgres.start();
      await waitForHealth("ok");
    });
    running = false;
    await traffic;

    // Never a 500, every answer in time; 503s (with Retry-After) only while the database was down.
    for (const answer of answers) {
      expect([201, 503], JSON.stringify(answer)).toContain(answer.status);
      expect(answer.ms, JSON.stringify(answer)).toBeLessThan(ANSWER_WITHIN_MS);
      if (answer.status === 503) {
        expect(["database down", "database back"], JSON.stringify(answer)).toContain(answer.phase);
        expect(answer.retryAfter).not.toBeNull();
      }
    }
    expect(answers.some((x) => x.status === 503)).toBe(true);
    expect(answers.filter((x) => x.phase === "redis down").every((x) => x.status === 201)).toBe(true);
    // No acknowledged message lost.
    const stored = new Set((await t.app.deps.db.select({ content: messages.content }).from(messages).where(eq(messages.matchId, matchId))).map((m) => m.content));
    for (const answer of answers.filter((x) => x.status === 201)) expect(stored.has(answer.content), answer.content).toBe(true);
    // Delivered while Redis was down (locally) and after everything came back (re-subscribed).
    const redisDown = answers.filter((x) => x.phase === "redis down" && x.status === 201).map((x) => x.content);
    for (const content of redisDown) expect(sb.received.has(content), content).toBe(true);
    await send(a);
    const last = answers[answers.length - 1];
    expect(last.status).toBe(201);
    while (!sb.received.has(last.content)) await new Promise((r) => setTimeout(r, 20));
    sb.ws.close();
  });
});
