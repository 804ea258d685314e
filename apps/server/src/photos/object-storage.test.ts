import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEACTIVATION_GRACE_MS } from "@ulfa/contracts";
import { anonymous, createMember, createTestApp, openTestDatabase, testDbKind, type TestApp } from "../../test/harness";
import { startTestS3, type TestS3 } from "../../test/s3-server";
import type { Database } from "../platform/db";
import { verificationRequests } from "../db/schema";
import { purgeExpiredAccounts } from "../account/purge";

const nameOf = (url: string) => url.split("/").pop()!;
const filesIn = (dir: string) => (existsSync(dir) ? readdirSync(dir) : []);

describe(`media in an S3-compatible bucket, two instances (${testDbKind})`, () => {
  let s3: TestS3;
  let database: Database;
  let a: TestApp;
  let b: TestApp;
  let jpeg: string;
  beforeAll(async () => {
    s3 = await startTestS3();
    database = await openTestDatabase();
    // Two instances with their own DATA_DIR, one database and one bucket: what runs behind a proxy.
    a = await createTestApp({ database, env: s3.env });
    b = await createTestApp({ database, env: s3.env });
    const bytes = await sharp({ create: { width: 32, height: 24, channels: 3, background: "#2a9d8f" } }).jpeg().toBuffer();
    jpeg = `data:image/jpeg;base64,${bytes.toString("base64")}`;
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await database?.close();
    await s3?.stop();
  });

  it("serves a photo uploaded through one instance from the other, and never writes it to DATA_DIR", async () => {
    const member = await createMember(a);
    const [url] = (await member.request("POST", "/api/photos", { photo: jpeg })).json().photos as string[];
    expect(filesIn(path.join(a.dataDir, "photos"))).toEqual([]);
    for (const t of [a, b]) {
      const served = await anonymous(t, "GET", url);
      expect(served.statusCode).toBe(200);
      expect(served.headers["content-type"]).toBe("image/jpeg");
      expect(served.headers["cache-control"]).toContain("immutable");
      expect((await sharp(served.rawPayload).metadata()).width).toBeGreaterThan(0);
    }
  });

  it("removes the object when the member deletes the photo on the other instance", async () => {
    const member = await createMember(a);
    const [url] = (await member.request("POST", "/api/photos", { photo: jpeg })).json().photos as string[];
    const onB = await b.app.inject({ method: "DELETE", url: "/api/photos/0", headers: { cookie: member.cookie, origin: "http://localhost:5000" } });
    expect(onB.statusCode).toBe(200);
    await b.app.deps.jobs.runDue(); // file deletions are queued jobs (media/deletions.ts)
    expect(await a.app.deps.storage.exists("photos", nameOf(url))).toBe(false);
    expect((await anonymous(a, "GET", url)).statusCode).toBe(404);
  });

  it("keeps selfies in the bucket, not public, and purges every object of a deleted account", async () => {
    const member = await createMember(a);
    const [url] = (await member.request("POST", "/api/photos", { photo: jpeg })).json().photos as string[];
    expect((await member.request("POST", "/api/verify-profile", { capturedImage: jpeg })).statusCode).toBe(202);
    expect(filesIn(path.join(a.dataDir, "verifications"))).toEqual([]);
    const [{ selfiePath }] = await database.db
      .select({ selfiePath: verificationRequests.selfiePath })
      .from(verificationRequests)
      .where(eq(verificationRequests.userId, member.id));
    expect(await a.app.deps.storage.exists("verifications", selfiePath)).toBe(true);
    expect((await anonymous(b, "GET", `/api/media/verifications/${selfiePath}`)).statusCode).toBe(404);

    expect((await member.request("POST", "/api/account/deactivate", { confirmation: "delete my account" })).statusCode).toBeLessThan(300);
    a.clock.advance(DEACTIVATION_GRACE_MS + 60_000);
    expect(await purgeExpiredAccounts(a.app.deps)).toBe(1);
    await a.app.deps.jobs.runDue(); // file deletions are queued jobs (media/deletions.ts)
    expect(await a.app.deps.storage.exists("photos", nameOf(url))).toBe(false);
    expect(await a.app.deps.storage.exists("verifications", selfiePath)).toBe(false);
  });

  it("answers 503 with a clear message while the bucket is unreachable, and recovers by itself", async () => {
    const member = await createMember(a);
    const [url] = (await member.request("POST", "/api/photos", { photo: jpeg })).json().photos as string[];
    await s3.pause();
    const upload = await member.request("POST", "/api/photos", { photo: jpeg });
    expect(upload.statusCode).toBe(503);
    expect(upload.json()).toMatchObject({ code: "STORAGE_UNAVAILABLE", message: expect.stringMatching(/unavailable/i) });
    expect((await anonymous(b, "GET", url)).statusCode).toBe(503);
    expect((await member.request("GET", "/api/user")).json().photos).toEqual([url]); // nothing half-saved

    await s3.resume();
    // Calls fail at once for a short cool-off after an outage answer; health's probe ends it as
    // soon as the bucket answers (a load balancer polls each instance's health every half second:
    // each instance has its own storage client, deps.storage).
    expect((await anonymous(a, "GET", "/api/health")).json()).toEqual({ status: "ok" });
    expect((await anonymous(b, "GET", "/api/health")).json()).toEqual({ status: "ok" });
    expect((await anonymous(b, "GET", url)).statusCode).toBe(200);
    expect((await member.request("POST", "/api/photos", { photo: jpeg })).statusCode).toBe(200);
  });
});
