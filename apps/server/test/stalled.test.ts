import { and, eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LightMyRequestResponse } from "fastify";
import { jobs, messages } from "../src/db/schema";
import { backoffMs } from "../src/platform/jobs/queue";
import type { MediaKind } from "../src/platform/storage";
import { fakeWebm, multipartBody } from "./chat-media";
import { openDatabase, type Database } from "../src/platform/db";
import { DEFAULT_TIMEOUTS, type Timeouts } from "../src/platform/timeouts";
import { makeMatch } from "./matches";
import { anonymous, createMember, createTestApp, type TestApp, type TestMember } from "./harness";
import { startTestS3, type TestS3 } from "./s3-server";
import { startStallingProxy, throughProxy, type ProxyMode, type StallingProxy } from "./stalling-proxy";
import { missingServices, startPostgres, startRedis, type Service } from "./throwaway-services";

/** What RUNNING.md promises: /api/health answers within 2 s whatever is down or stalled. */
const HEALTH_WITHIN_MS = 2000;
/** Short deadlines, so a stalled dependency is seen within a second or two (production: platform/timeouts.ts). */
const TIMEOUTS: Timeouts = {
  ...DEFAULT_TIMEOUTS,
  databaseConnectMs: 500,
  databasePoolWaitMs: 1000,
  databaseQueryMs: 1000,
  redisCommandMs: 400,
  redisConnectMs: 500,
  storageConnectMs: 500,
  storageRequestMs: 800,
  storageCallMs: 1500,
  storageCoolOffMs: 1000,
  healthProbeMs: 500,
};
/** A call needing a stalled dependency answers 503 within its deadlines plus slack for a loaded machine. */
const ANSWER_WITHIN_MS = 4000;

const missing = missingServices();
// Runs once, in the embedded-database pass: it brings its own PostgreSQL, Redis and bucket either way.
const skip = missing ?? (process.env.TEST_DB === "postgres" ? "runs in the PGlite pass (it starts its own PostgreSQL)" : undefined);
if (skip) console.log(`stalled-dependency test SKIPPED: ${skip}`);

const hostOf = (url: string) => ({ host: new URL(url).hostname, port: Number(new URL(url).port) });

describe.skipIf(skip !== undefined)("dependencies that stall (accept, never answer) or refuse, behind a TCP proxy", () => {
  let postgres: Service;
  let redis: Service;
  let s3: TestS3;
  let pgProxy: StallingProxy;
  let redisProxy: StallingProxy;
  let s3Proxy: StallingProxy;
  let database: Database;
  let t: TestApp;
  let a: TestMember;
  let b: TestMember;
  let matchId: number;
  let photoUrl: string;
  let jpeg: string;

  beforeAll(async () => {
    [postgres, redis, s3] = await Promise.all([startPostgres(), startRedis(), startTestS3()]);
    [pgProxy, redisProxy, s3Proxy] = await Promise.all([
      startStallingProxy(hostOf(postgres.url)),
      startStallingProxy(hostOf(redis.url)),
      startStallingProxy(hostOf(s3.env.S3_ENDPOINT)),
    ]);
    database = await openDatabase({ databaseUrl: throughProxy(postgres.url, pgProxy), timeouts: TIMEOUTS });
    t = await createTestApp({
      database,
      env: { ...s3.env, S3_ENDPOINT: `http://${s3Proxy.host}:${s3Proxy.port}`, REDIS_URL: throughProxy(redis.url, redisProxy), RATE_LIMIT_MAX: "100000" },
      config: { timeouts: TIMEOUTS },
    });
    a = await createMember(t);
    b = await createMember(t);
    matchId = await makeMatch(t, a, b);
    const bytes = await sharp({ create: { width: 32, height: 24, channels: 3, background: "#2a9d8f" } }).jpeg().toBuffer();
    jpeg = `data:image/jpeg;base64,${bytes.toString("base64")}`;
    [photoUrl] = (await a.request("POST", "/api/photos", { photo: jpeg })).json().photos as string[];
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await database?.close().catch(() => undefined);
    await Promise.all([pgProxy?.close(), redisProxy?.close(), s3Proxy?.close()]);
    await Promise.all([postgres?.destroy(), redis?.destroy(), s3?.stop()]);
  });

  const timed = async (call: () => Promise<LightMyRequestResponse>) => {
    const started = Date.now();
    const res = await call();
    return { res, ms: Date.now() - started };
  };
  const health = async () => {
    const { res, ms } = await timed(() => anonymous(t, "GET", "/api/health"));
    expect(ms, "health answered in time").toBeLessThan(HEALTH_WITHIN_MS);
    return { status: res.statusCode, body: res.json() as { status: string; down?: string[] } };
  };
  /** Polls health (each answer within 2 s) until it says `status`; the first probes may predate the fault. */
  const healthBecomes = async (status: string, withinMs = 10_000) => {
    const deadline = Date.now() + withinMs;
    for (;;) {
      const h = await health();
      if (h.body.status === status) return h;
      if (Date.now() > deadline) throw new Error(`health stayed ${JSON.stringify(h.body)}, expected ${status}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  const send = (content: string) => timed(() => a.request("POST", `/api/matches/${matchId}/messages`, { content }));
  const expectUnavailable = (answer: { res: LightMyRequestResponse; ms: number }, code: string) => {
    const detail = `${answer.res.statusCode} ${answer.res.body} in ${answer.ms} ms`;
    expect(answer.res.statusCode, detail).toBe(503);
    expect(answer.res.json().code, detail).toBe(code);
    expect(answer.res.headers["retry-after"], detail).toBeDefined();
    expect(answer.ms, detail).toBeLessThan(ANSWER_WITHIN_MS);
  };

  it("object storage: media calls answer 503 in time, health says degraded (200, so the proxy keeps the instance), recovery needs no restart", async () => {
    for (const mode of ["stall", "refuse"] as ProxyMode[]) {
      s3Proxy.set(mode);
      expect(await healthBecomes("degraded"), mode).toEqual({ status: 200, body: { status: "degraded", down: ["storage"] } });
      // Past the cool-off a call asks the store again and gives up at its deadline ...
      await new Promise((r) => setTimeout(r, TIMEOUTS.storageCoolOffMs));
      expectUnavailable(await timed(() => anonymous(t, "GET", photoUrl)), "STORAGE_UNAVAILABLE");
      // ... and the calls right after it fail at once instead of each waiting as long.
      const next = await timed(() => a.request("POST", "/api/photos", { photo: jpeg }));
      expectUnavailable(next, "STORAGE_UNAVAILABLE");
      expect(next.ms).toBeLessThan(TIMEOUTS.storageCallMs);
      // What does not need the bucket keeps working.
      expect((await send(`text while storage ${mode}s`)).res.statusCode).toBe(201);
      s3Proxy.set("pass");
      await healthBecomes("ok");
      expect((await anonymous(t, "GET", photoUrl)).statusCode).toBe(200);
    }
  });

  it("Redis: calls fall back at once instead of waiting on every command, health names redis, recovery needs no restart", async () => {
    for (const mode of ["stall", "refuse"] as ProxyMode[]) {
      redisProxy.set(mode);
      expect(await healthBecomes("degraded"), mode).toEqual({ status: 200, body: { status: "degraded", down: ["redis"] } });
      // Each of these uses Redis (rate limits, presence, pub/sub); none pays the command timeout.
      for (let i = 0; i < 5; i += 1) {
        const sent = await send(`redis ${mode} ${i}`);
        expect(sent.res.statusCode).toBe(201);
        expect(sent.ms, `send ${i} while Redis ${mode}s`).toBeLessThan(TIMEOUTS.redisCommandMs);
        const list = await timed(() => a.request("GET", "/api/matches"));
        expect(list.res.statusCode).toBe(200);
        expect(list.ms, `list ${i} while Redis ${mode}s`).toBeLessThan(TIMEOUTS.redisCommandMs);
      }
      redisProxy.set("pass");
      await healthBecomes("ok");
    }
  });

  it("PostgreSQL: calls answer 503 with Retry-After in time, never 500; health 503 within 2 s; nothing acknowledged is lost; recovery needs no restart", async () => {
    const acknowledged: string[] = [];
    for (const mode of ["stall", "refuse"] as ProxyMode[]) {
      const before = await send(`before ${mode}`);
      expect(before.res.statusCode).toBe(201);
      acknowledged.push(`before ${mode}`);
      pgProxy.set(mode);
      const h = await healthBecomes("unavailable");
      expect(h.status).toBe(503);
      expect(h.body.down).toContain("database");
      // Several at once: pooled connections frozen mid-query and new ones that never finish opening.
      const answers = await Promise.all([1, 2, 3, 4].map((i) => send(`during ${mode} ${i}`)));
      answers.forEach((answer, i) => {
        if (answer.res.statusCode === 201) acknowledged.push(`during ${mode} ${i + 1}`);
        else expectUnavailable(answer, "SERVICE_UNAVAILABLE");
      });
      pgProxy.set("pass");
      await healthBecomes("ok");
      const after = await send(`after ${mode}`);
      expect(after.res.statusCode).toBe(201);
      acknowledged.push(`after ${mode}`);
    }
    const stored = new Set((await t.app.deps.db.select({ content: messages.content }).from(messages).where(eq(messages.matchId, matchId))).map((m) => m.content));
    for (const content of acknowledged) expect(stored.has(content), content).toBe(true);
  });

  it("deletes while the bucket stalls or refuses: unsend, unmatch, block and photo removal succeed at once, a removed photo is gone at once, the files go once the bucket is back", async () => {
    const storage = t.app.deps.storage;
    const sendVoice = async (member: TestMember, match: number) => {
      const { body, headers } = multipartBody({ durationMs: "1200", waveform: "[1,50,100]" }, { field: "voice", filename: "v.webm", mime: "audio/webm", bytes: fakeWebm() });
      const sent = await member.request("POST", `/api/matches/${match}/messages/voice`, body, headers);
      expect(sent.statusCode).toBe(201);
      const id = sent.json().id as number;
      const [row] = await t.app.deps.db.select({ name: messages.mediaName }).from(messages).where(eq(messages.id, id));
      return { id, name: row.name! };
    };
    const deletionJob = async (kind: MediaKind, name: string) =>
      (
        await t.app.deps.db
          .select({ state: jobs.state, attempts: jobs.attempts })
          .from(jobs)
          .where(and(eq(jobs.kind, "media.delete"), sql`${jobs.payload}->>'name' = ${name}`, sql`${jobs.payload}->>'kind' = ${kind}`))
      )[0];
    for (const mode of ["stall", "refuse"] as ProxyMode[]) {
      const c = await createMember(t);
      const [d, e] = [await createMember(t), await createMember(t)];
      const [toUnmatch, toBlock] = [await makeMatch(t, c, d), await makeMatch(t, c, e)];
      const unsent = await sendVoice(c, toUnmatch);
      const inUnmatched = await sendVoice(d, toUnmatch);
      const inBlocked = await sendVoice(e, toBlock);
      const [photo] = (await c.request("POST", "/api/photos", { photo: jpeg })).json().photos as string[];
      const photoName = photo.split("/").pop()!;
      const files: [MediaKind, string][] = [
        ["chat", unsent.name],
        ["chat", inUnmatched.name],
        ["chat", inBlocked.name],
        ["photos", photoName],
      ];
      for (const [kind, name] of files) expect(await storage.exists(kind, name)).toBe(true);

      s3Proxy.set(mode);
      const actions = [
        () => c.request("DELETE", `/api/matches/${toUnmatch}/messages/${unsent.id}`),
        () => c.request("DELETE", `/api/matches/${toUnmatch}`),
        () => c.request("POST", "/api/blocks", { userId: e.id }),
        () => c.request("DELETE", "/api/photos/0"),
      ];
      for (const action of actions) {
        const done = await timed(action);
        expect([200, 201], `${done.res.statusCode} ${done.res.body}`).toContain(done.res.statusCode);
        expect(done.ms, `answered while the bucket ${mode}s`).toBeLessThan(TIMEOUTS.storageCallMs);
      }
      // The removed photo is refused at once, without asking the bucket.
      const served = await timed(() => anonymous(t, "GET", photo));
      expect(served.res.statusCode).toBe(404);
      expect(served.ms).toBeLessThan(TIMEOUTS.storageCallMs);

      // Each deletion is tried, fails against the bucket, and waits for its retry.
      await t.app.deps.jobs.runDue();
      for (const [kind, name] of files) expect(await deletionJob(kind, name), `${kind}/${name}`).toMatchObject({ state: "pending", attempts: 1 });

      s3Proxy.set("pass");
      await healthBecomes("ok");
      t.clock.advance(backoffMs(1));
      await t.app.deps.jobs.runDue();
      for (const [kind, name] of files) {
        expect(await deletionJob(kind, name), `${kind}/${name}`).toMatchObject({ state: "done", attempts: 2 });
        expect(await storage.exists(kind, name), `${kind}/${name}`).toBe(false);
      }
      expect((await anonymous(t, "GET", photo)).statusCode).toBe(404);
    }
  });
});
