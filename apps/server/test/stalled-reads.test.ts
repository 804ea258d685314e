import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_TIMEOUTS } from "../src/platform/timeouts";
import { anonymous, createMember, createTestApp, type TestApp, type TestMember } from "./harness";
import { startTestS3, type TestS3 } from "./s3-server";
import { startStallingProxy, type StallingProxy } from "./stalling-proxy";

/** A member's photo while the bucket stalls: a 503 within this (RUNNING.md), not after the whole call's bound. */
const PHOTO_WITHIN_MS = 3000;
const HEALTH_WITHIN_MS = 2000;

/**
 * The production deadlines (platform/timeouts.ts), unlike test/stalled.test.ts which shortens them:
 * what a member waits for a photo when the object store accepts and never answers.
 */
describe("a photo while the object store stalls, with the production deadlines", () => {
  let s3: TestS3;
  let proxy: StallingProxy;
  let t: TestApp;
  let member: TestMember;
  let photo: string;

  beforeAll(async () => {
    s3 = await startTestS3();
    const endpoint = new URL(s3.env.S3_ENDPOINT);
    proxy = await startStallingProxy({ host: endpoint.hostname, port: Number(endpoint.port) });
    t = await createTestApp({ env: { ...s3.env, S3_ENDPOINT: `http://${proxy.host}:${proxy.port}` }, config: { timeouts: DEFAULT_TIMEOUTS } });
    member = await createMember(t);
    const bytes = await sharp({ create: { width: 32, height: 24, channels: 3, background: "#2a9d8f" } }).jpeg().toBuffer();
    [photo] = (await member.request("POST", "/api/photos", { photo: `data:image/jpeg;base64,${bytes.toString("base64")}` })).json().photos as string[];
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await proxy?.close();
    await s3?.stop();
  });

  const timed = async (url: string) => {
    const started = Date.now();
    const res = await anonymous(t, "GET", url);
    return { res, ms: Date.now() - started };
  };

  it("answers 503 within 3 s (the read deadline, not the upload's), health stays bounded, and serves again once the store is back", async () => {
    expect((await timed(photo)).res.statusCode).toBe(200);
    proxy.set("stall");
    for (const url of [photo, `${photo}?w=320&f=webp`]) {
      const answer = await timed(url);
      const detail = `${url}: ${answer.res.statusCode} ${answer.res.body} in ${answer.ms} ms`;
      expect(answer.res.statusCode, detail).toBe(503);
      expect(answer.res.json().code, detail).toBe("STORAGE_UNAVAILABLE");
      expect(answer.ms, detail).toBeLessThan(PHOTO_WITHIN_MS);
    }
    const health = await timed("/api/health");
    expect(health.ms).toBeLessThan(HEALTH_WITHIN_MS);
    expect(health.res.json()).toMatchObject({ status: "degraded", down: ["storage"] });
    proxy.set("pass");
    await new Promise((r) => setTimeout(r, DEFAULT_TIMEOUTS.storageCoolOffMs));
    expect((await timed(photo)).res.statusCode).toBe(200);
  }, 30_000);
});
