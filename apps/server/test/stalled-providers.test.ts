import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { createServer as createHttpsServer } from "node:https";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import webpush from "web-push";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LightMyRequestResponse } from "fastify";
import { jobs, messages, pushSubscriptions } from "../src/db/schema";
import { snapToGrid } from "../src/location/geo";
import { backoffMs } from "../src/platform/jobs/queue";
import { DEFAULT_TIMEOUTS, type Timeouts } from "../src/platform/timeouts";
import { OIDC_COOKIE } from "../src/auth/google";
import { withCookie } from "./auth";
import { FakeOidcIssuer } from "./fake-oidc-issuer";
import { anonymous, createMember, createTestApp, TEST_PASSWORD, testDbKind, type TestApp, type TestMember } from "./harness";
import { connectSocket, makeMatch, type TestSocket } from "./matches";
import { startTestPushService, type TestDevice, type TestPushService } from "./push-service";
import { startStallingProxy, type ProxyMode, type StallingProxy } from "./stalling-proxy";

/** Short deadlines, so a stalled provider is seen within a second (production: platform/timeouts.ts). */
const TIMEOUTS: Timeouts = { ...DEFAULT_TIMEOUTS, pushSendMs: 800, oidcMs: 1000, aiPhrasingMs: 800 };
/** A call that waits on a stalled provider answers within its deadline plus slack for a loaded machine. */
const ANSWER_WITHIN_MS = 4000;
const AI_TEXT = "You two would get along: the AI endpoint wrote this.";
const loopbackOnly = (address: string) => address === "127.0.0.1" || address === "::1";
const MODES: ProxyMode[] = ["stall", "refuse"];

/** An OpenAI-compatible chat endpoint that always answers AI_TEXT. */
async function startFakeAi(): Promise<{ port: number; close(): Promise<void> }> {
  const server: Server = createServer((req, res) => {
    req.resume();
    req.on("end", () => {
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ choices: [{ message: { role: "assistant", content: AI_TEXT } }] }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => (server.closeAllConnections(), server.close(() => resolve()))),
  };
}

/**
 * A push service that answers 201 and then trickles its body a byte at a time, never ending it: each
 * byte resets a socket's idle timeout, so only a deadline for the whole send bounds it.
 */
async function startTricklingPushService(): Promise<{ host: string; close(): Promise<void> }> {
  const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, "fixtures", name), "utf8");
  const timers = new Set<NodeJS.Timeout>();
  const server = createHttpsServer({ key: fixture("push-service.key"), cert: fixture("push-service.crt") }, (req, res) => {
    req.resume();
    res.writeHead(201, { "content-type": "text/plain" });
    const timer = setInterval(() => res.write("."), 100);
    timers.add(timer);
    res.on("close", () => (clearInterval(timer), timers.delete(timer)));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    host: `localhost:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers) clearInterval(timer);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const timed = async (call: () => Promise<LightMyRequestResponse>) => {
  const started = Date.now();
  const res = await call();
  return { res, ms: Date.now() - started };
};

/** Retries `check` until it passes: the first call after a provider returns may still meet a connection cut by the outage. */
async function eventually(check: () => Promise<void>, withinMs = 5000): Promise<void> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    try {
      return await check();
    } catch (err) {
      if (Date.now() > deadline) throw err;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

describe(`providers that stall (accept, never answer) or refuse: push, OIDC, AI (${testDbKind})`, () => {
  let t: TestApp;
  /** Behind pushProxy; `direct` is a second push service that stays up. */
  let pushService: TestPushService;
  let direct: TestPushService;
  let pushProxy: StallingProxy;
  let trickling: Awaited<ReturnType<typeof startTricklingPushService>>;
  const issuer = new FakeOidcIssuer("ulfa-stall-client", "ulfa-stall-secret");
  let issuerProxy: StallingProxy;
  let ai: Awaited<ReturnType<typeof startFakeAi>>;
  let aiProxy: StallingProxy;

  beforeAll(async () => {
    [pushService, direct, ai, trickling] = await Promise.all([startTestPushService(), startTestPushService(), startFakeAi(), startTricklingPushService(), issuer.start()]);
    pushProxy = await startStallingProxy({ host: "127.0.0.1", port: Number(pushService.host.split(":")[1]) });
    pushService.via(pushProxy.port);
    issuerProxy = await startStallingProxy({ host: "127.0.0.1", port: Number(new URL(issuer.issuer).port) });
    // The issuer names itself by the proxy's address, as a provider behind a load balancer does.
    issuer.issuer = `http://${issuerProxy.host}:${issuerProxy.port}`;
    aiProxy = await startStallingProxy({ host: "127.0.0.1", port: ai.port });
    // Every test push service (and the trickling one) serves the same fixture certificate.
    const push = { ...webpush.generateVAPIDKeys(), subject: "mailto:admin@example.test", testCa: pushService.ca, testIsAllowedAddress: loopbackOnly };
    t = await createTestApp({
      env: {
        GOOGLE_CLIENT_ID: issuer.clientId,
        GOOGLE_CLIENT_SECRET: issuer.clientSecret,
        OIDC_ISSUER: issuer.issuer,
        AI_BASE_URL: `http://${aiProxy.host}:${aiProxy.port}/v1`,
        RATE_LIMIT_MAX: "100000",
      },
      config: { timeouts: TIMEOUTS, push, pushServiceHosts: [pushService.host, direct.host, trickling.host] },
    });
    // Jobs run when the test drains them, not as soon as they are queued.
    await t.app.deps.jobs.stop();
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await Promise.all([pushProxy?.close(), issuerProxy?.close(), aiProxy?.close()]);
    await Promise.all([pushService?.close(), direct?.close(), trickling?.close(), issuer.stop(), ai?.close()]);
  });

  describe("Web Push", () => {
    let a: TestMember;
    let b: TestMember;
    let c: TestMember;
    let toB: number;
    let toC: number;
    let phoneB: TestDevice;
    let phoneC: TestDevice;
    let socketB: TestSocket;

    beforeAll(async () => {
      [a, b, c] = [await createMember(t), await createMember(t), await createMember(t)];
      [toB, toC] = [await makeMatch(t, a, b), await makeMatch(t, a, c)];
      phoneB = pushService.device(`b-${process.pid}`);
      phoneC = direct.device(`c-${process.pid}`);
      expect((await b.request("POST", "/api/push/subscriptions", phoneB.subscription)).statusCode).toBe(204);
      expect((await c.request("POST", "/api/push/subscriptions", phoneC.subscription)).statusCode).toBe(204);
      socketB = await connectSocket(t.app, b.cookie);
    });
    afterAll(() => socketB?.close());

    const pushesTo = (service: TestPushService, device: TestDevice) => service.received.filter((p) => p.device === device.name);
    /** Sends a message and checks it is acknowledged at once, stored, and delivered over the socket. */
    const sendAndSee = async (matchId: number, content: string) => {
      const sent = await timed(() => a.request("POST", `/api/matches/${matchId}/messages`, { content }));
      expect(sent.res.statusCode, sent.res.body).toBe(201);
      expect(sent.ms, `"${content}" acknowledged in time`).toBeLessThan(ANSWER_WITHIN_MS);
      const [row] = await t.app.deps.db.select({ id: messages.id }).from(messages).where(and(eq(messages.matchId, matchId), eq(messages.content, content)));
      expect(row, `"${content}" stored`).toBeDefined();
      if (matchId === toB) await socketB.next((e) => e.type === "message" && (e.message as { content?: string }).content === content);
    };
    const deliveryJobsOf = (device: TestDevice, subscriptionId: number) =>
      t.app.deps.db
        .select({ state: jobs.state, attempts: jobs.attempts, lastError: jobs.lastError })
        .from(jobs)
        .where(and(eq(jobs.kind, "push.deliver"), sql`(${jobs.payload}->>'subscriptionId')::int = ${subscriptionId}`))
        .then((rows) => rows.map((r) => ({ ...r, device: device.name })));
    const subscriptionIdOf = async (member: TestMember) =>
      (await t.app.deps.db.select({ id: pushSubscriptions.id }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, member.id)))[0].id;
    const drain = async () => {
      const started = Date.now();
      await t.app.deps.jobs.runDue();
      return Date.now() - started;
    };

    it("messages are acknowledged, stored and delivered over the socket at once; the push is retried without holding other jobs; it goes through once the service answers, with no restart", async () => {
      const subB = await subscriptionIdOf(b);
      await sendAndSee(toB, "before the outage");
      await t.app.deps.jobs.runDue();
      expect(pushesTo(pushService, phoneB)).toHaveLength(1);

      for (const mode of MODES) {
        pushProxy.set(mode);
        const before = pushesTo(pushService, phoneB).length;
        await sendAndSee(toB, `while push ${mode}s`);
        await sendAndSee(toC, `to c while push ${mode}s`);
        const pushesToC = pushesTo(direct, phoneC).length;
        // One pass works every due job: B's send gives up at its deadline, C's push still goes out.
        expect(await drain(), `jobs drained while push ${mode}s`).toBeLessThan(TIMEOUTS.pushSendMs + ANSWER_WITHIN_MS);
        expect(pushesTo(direct, phoneC)).toHaveLength(pushesToC + 1);
        const pending = (await deliveryJobsOf(phoneB, subB)).filter((j) => j.state === "pending");
        expect(pending, mode).toHaveLength(1);
        expect(pending[0]).toMatchObject({ attempts: 1, lastError: expect.any(String) });
        expect(pushesTo(pushService, phoneB)).toHaveLength(before);

        // Back up: the retry is sent, and so is a new one, with no restart.
        pushProxy.set("pass");
        await eventually(async () => {
          // Past any backoff: the longest is capped.
          t.clock.advance(backoffMs(100));
          await drain();
          expect((await deliveryJobsOf(phoneB, subB)).filter((j) => j.state !== "done")).toEqual([]);
        });
        expect(pushesTo(pushService, phoneB).map((p) => p.payload.matchId)).toHaveLength(before + 1);
        await sendAndSee(toB, `after push ${mode}ed`);
        await t.app.deps.jobs.runDue();
        expect(pushesTo(pushService, phoneB)).toHaveLength(before + 2);
      }
      expect(pushService.rejected).toEqual([]);
    });

    it("a push service that answers and then trickles its body forever costs one send deadline, not the job queue", async () => {
      const d = await createMember(t);
      const toD = await makeMatch(t, a, d);
      const device = pushService.device(`d-${process.pid}`);
      const endpoint = `https://${trickling.host}/push/${device.name}`;
      expect((await d.request("POST", "/api/push/subscriptions", { ...device.subscription, endpoint })).statusCode).toBe(204);
      const subD = await subscriptionIdOf(d);
      await sendAndSee(toD, "to a trickling push service");
      await sendAndSee(toC, "to c beside the trickle");
      const pushesToC = pushesTo(direct, phoneC).length;
      expect(await drain(), "jobs drained beside a trickling push service").toBeLessThan(TIMEOUTS.pushSendMs + ANSWER_WITHIN_MS);
      expect(pushesTo(direct, phoneC)).toHaveLength(pushesToC + 1);
      expect(await deliveryJobsOf(device, subD)).toMatchObject([{ state: "pending", attempts: 1, lastError: expect.stringContaining("timed out") }]);
    });
  });

  describe("Continue with Google (OIDC)", () => {
    let n = 0;
    const who = () => ({ sub: `stall-${process.pid}-${(n += 1)}`, email: `stall${process.pid}x${n}@gmail.test`, email_verified: true, name: `Stall ${n}` });
    const start = () => timed(() => anonymous(t, "GET", "/api/auth/google"));
    const flowCookieOf = (res: LightMyRequestResponse) => `${OIDC_COOKIE}=${res.cookies.find((c) => c.name === OIDC_COOKIE)!.value}`;
    const callback = (cookie: string, code: string, state: string) =>
      timed(() => withCookie(t, cookie, "GET", `/api/auth/google/callback?code=${code}&state=${encodeURIComponent(state)}`));
    const expectFailedInTime = (answer: { res: LightMyRequestResponse; ms: number }, what: string) => {
      const detail = `${what}: ${answer.res.statusCode} ${answer.res.headers.location ?? answer.res.body} in ${answer.ms} ms`;
      expect(answer.res.statusCode, detail).toBe(302);
      expect(answer.res.headers.location, detail).toBe("/auth?error=google_failed");
      expect(answer.ms, detail).toBeLessThan(TIMEOUTS.oidcMs + ANSWER_WITHIN_MS);
    };
    /** What does not need the provider keeps working. */
    const othersWork = async (member: TestMember) => {
      expect((await anonymous(t, "POST", "/api/auth/login", { email: member.email, password: TEST_PASSWORD })).statusCode).toBe(200);
      expect((await member.request("GET", "/api/matches")).statusCode).toBe(200);
    };
    const signIn = async () => {
      const started = await start();
      expect(started.res.statusCode).toBe(302);
      const location = started.res.headers.location as string;
      expect(location.startsWith(`${issuer.issuer}/authorize`), location).toBe(true);
      const { code, state } = issuer.authorize(location, who());
      return (await callback(flowCookieOf(started.res), code, state)).res;
    };

    it("sign-in answers a bounded redirect with an error (never 500, never a hang) whether discovery or the token call meets the outage; password sign-in is unaffected; recovery needs no restart", async () => {
      const member = await createMember(t);
      // Discovery itself stalled or refused (the first sign-in since start).
      for (const mode of MODES) {
        issuerProxy.set(mode);
        expectFailedInTime(await start(), `start while the issuer ${mode}s`);
        await othersWork(member);
      }
      issuerProxy.set("pass");
      // Discovery is tried again: no restart needed.
      const first = await signIn();
      expect(first.headers.location).toBe("/?oauth=success");

      // The token call stalled or refused, discovery done earlier.
      for (const mode of MODES) {
        const started = await start();
        expect(started.res.statusCode).toBe(302);
        const { code, state } = issuer.authorize(started.res.headers.location as string, who());
        issuerProxy.set(mode);
        expectFailedInTime(await callback(flowCookieOf(started.res), code, state), `callback while the issuer ${mode}s`);
        await othersWork(member);
        issuerProxy.set("pass");
        await eventually(async () => expect((await signIn()).headers.location).toBe("/?oauth=success"));
      }
    });
  });

  describe("AI phrasing", () => {
    const HOME = snapToGrid({ latitude: 30.0444, longitude: 31.2357 });
    let me: TestMember;
    let other: TestMember;

    beforeAll(async () => {
      me = await createMember(t, { gender: "male", interestedIn: "female", ...HOME, interests: ["Travel"], relationshipGoals: "serious" });
      other = await createMember(t, { ...snapToGrid({ latitude: HOME.latitude + 0.01, longitude: HOME.longitude }), interests: ["travel"], relationshipGoals: "serious" });
    });

    const analyze = () => timed(() => me.request("POST", "/api/analyze-compatibility", { targetUserId: other.id }));
    const surprise = () => timed(() => me.request("GET", "/api/surprise-match"));
    const wording = async () => {
      const [analysis, pick] = [await analyze(), await surprise()];
      for (const answer of [analysis, pick]) {
        expect(answer.res.statusCode, answer.res.body).toBe(200);
        expect(answer.ms, answer.res.body).toBeLessThan(TIMEOUTS.aiPhrasingMs + ANSWER_WITHIN_MS);
      }
      expect(pick.res.json().user, pick.res.body).not.toBeNull();
      return { explanation: analysis.res.json().explanation as string, aiReason: pick.res.json().aiReason as string };
    };

    it("analyze-compatibility and the surprise match answer 200 in time with the built-in wording; the AI wording is back with no restart", async () => {
      expect(await wording()).toEqual({ explanation: AI_TEXT, aiReason: AI_TEXT });
      for (const mode of MODES) {
        aiProxy.set(mode);
        const { explanation, aiReason } = await wording();
        for (const text of [explanation, aiReason]) {
          expect(text, mode).toBeTruthy();
          expect(text, mode).not.toBe(AI_TEXT);
        }
        aiProxy.set("pass");
        await eventually(async () => expect(await wording()).toEqual({ explanation: AI_TEXT, aiReason: AI_TEXT }));
      }
    });
  });
});
