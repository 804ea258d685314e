import { existsSync } from "node:fs";
import { mkdtemp, readdir, readFile, rm, utimes, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createMember, createTestApp, testDbKind, type TestApp, type TestMember } from "../../test/harness";
import { users } from "../db/schema";
import { mediaUrl } from "../media";
import { runOncePerPeriod } from "../scheduler";
import { backupJob, BACKUP_RETRY_MS, manualBackupDone, PARTIAL_STALE_MS } from "./schedule";

const HOUR = 3_600_000;
const METRICS = "backup-metrics-token";

describe(`scheduled backups (${testDbKind})`, () => {
  let dir: string;
  let a: TestApp;
  /** A second instance on the same database whose bucket does not answer. */
  let b: TestApp;
  let admin: TestMember;
  let member: TestMember;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), "ulfa-backups-"));
    const env = { BACKUP_DIR: dir, BACKUP_KEEP: "2", BACKUP_INTERVAL_HOURS: "24", METRICS_TOKEN: METRICS, ADMIN_EMAILS: "boss@example.test" };
    a = await createTestApp({ env });
    b = await createTestApp({
      database: a.app.deps.database,
      env: { ...env, METRICS_TOKEN: "", S3_BUCKET: "down", S3_ENDPOINT: "http://127.0.0.1:9", S3_ACCESS_KEY_ID: "x", S3_SECRET_ACCESS_KEY: "y", S3_FORCE_PATH_STYLE: "true" },
    });
    admin = await createMember(a, { email: "boss@example.test" });
    member = await createMember(a);
    const photo = mediaUrl("0123456789abcdef0123456789abcdef.jpg");
    await a.app.deps.db.update(users).set({ photos: [photo], profilePhoto: photo }).where(eq(users.id, member.id));
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await rm(dir, { recursive: true, force: true });
  });

  const archives = async () => (await readdir(dir)).filter((n) => n.endsWith(".tar")).sort();
  const metrics = async () => (await a.app.inject({ method: "GET", url: "/metrics", headers: { authorization: `Bearer ${METRICS}` } })).body;
  const tick = async (ms: number) => {
    a.clock.advance(ms);
    b.clock.advance(ms);
  };

  it("fails loudly while the bucket is down, shows it, and the next run (on any instance) retries", async () => {
    await expect(runOncePerPeriod(b.app.deps, backupJob)).rejects.toThrow();
    expect(await archives()).toEqual([]);
    // Same period: already claimed, the healthy instance does not run it twice.
    expect(await runOncePerPeriod(a.app.deps, backupJob)).toBe(false);
    const status = (await admin.request("GET", "/api/admin/backups")).json();
    expect(status).toMatchObject({ enabled: true, keep: 2, everyHours: 24, failures: 1, lastSuccessAt: null, archives: [] });
    expect(status.lastError).toBeTruthy();
    expect(await metrics()).toMatch(/ulfa_backup_failures_total 1/);
    expect(await metrics()).toMatch(/ulfa_backup_last_success_timestamp_seconds 0/);

    await tick(BACKUP_RETRY_MS);
    expect(await runOncePerPeriod(a.app.deps, backupJob)).toBe(true);
    expect(await archives()).toEqual(["ulfa-20260601T121500Z.tar"]);
    const after = (await admin.request("GET", "/api/admin/backups")).json();
    expect(after).toMatchObject({ failures: 1, lastError: null, lastSuccessAt: "2026-06-01T12:15:00.000Z" });
    expect(after.archives).toEqual([{ name: "ulfa-20260601T121500Z.tar", bytes: expect.any(Number), createdAt: "2026-06-01T12:15:00.000Z", manual: false }]);
    expect(await metrics()).toMatch(/ulfa_backup_last_success_timestamp_seconds 1780316100/);
  });

  it("backs up once per interval and keeps BACKUP_KEEP archives", async () => {
    await tick(BACKUP_RETRY_MS);
    await runOncePerPeriod(a.app.deps, backupJob);
    expect(await archives()).toHaveLength(1);
    for (let day = 0; day < 3; day++) {
      await tick(24 * HOUR);
      await runOncePerPeriod(a.app.deps, backupJob);
    }
    expect(await archives()).toEqual(["ulfa-20260603T123000Z.tar", "ulfa-20260604T123000Z.tar"]);
  });

  it("lets an admin run one now; members and strangers may not", async () => {
    expect((await member.request("GET", "/api/admin/backups")).statusCode).toBe(403);
    expect((await member.request("POST", "/api/admin/backups")).statusCode).toBe(403);
    expect((await a.app.inject({ method: "GET", url: "/api/admin/backups" })).statusCode).toBe(401);
    await tick(HOUR);
    const res = await admin.request("POST", "/api/admin/backups");
    // Written in the background: the answer comes at once, with the progress to show.
    expect(res.statusCode).toBe(202);
    expect(res.json().running).toMatchObject({ startedAt: "2026-06-04T13:30:00.000Z", step: expect.stringMatching(/rows|media/) });
    expect((await admin.request("POST", "/api/admin/backups")).json()).toMatchObject({ code: "CONFLICT", message: expect.stringMatching(/already/) });
    await manualBackupDone(a.app.deps);
    const after = (await admin.request("GET", "/api/admin/backups")).json();
    expect(after.running).toBeNull();
    expect(after.archives.map((x: { name: string; manual: boolean }) => [x.name, x.manual])).toEqual([
      ["ulfa-manual-20260604T133000Z.tar", true],
      ["ulfa-20260604T123000Z.tar", false],
      ["ulfa-20260603T123000Z.tar", false],
    ]);
    // Every member's data left in that archive: who asked for it is on record.
    const entries = (await admin.request("GET", "/api/admin/audit")).json().entries as { action: string; actorId: number; detail: unknown }[];
    expect(entries.filter((e) => e.action === "backup.create")).toEqual([
      expect.objectContaining({ actorId: admin.id, detail: { archive: "ulfa-manual-20260604T133000Z.tar" } }),
    ]);
  });

  it("keeps manual and scheduled archives apart: BACKUP_KEEP of each, neither pushes the other out", async () => {
    for (let i = 0; i < 2; i++) {
      await tick(HOUR);
      expect((await admin.request("POST", "/api/admin/backups")).statusCode).toBe(202);
      await manualBackupDone(a.app.deps);
    }
    expect(await archives()).toEqual(["ulfa-20260603T123000Z.tar", "ulfa-20260604T123000Z.tar", "ulfa-manual-20260604T143000Z.tar", "ulfa-manual-20260604T153000Z.tar"]);
    await tick(24 * HOUR);
    await runOncePerPeriod(a.app.deps, backupJob);
    expect(await archives()).toEqual(["ulfa-20260604T123000Z.tar", "ulfa-20260605T153000Z.tar", "ulfa-manual-20260604T143000Z.tar", "ulfa-manual-20260604T153000Z.tar"]);
  });

  it("lets admins download a kept archive, byte for byte; members, strangers and other names get nothing", async () => {
    const [name] = (await archives()).filter((n) => n.startsWith("ulfa-manual-"));
    const res = await admin.request("GET", `/api/admin/backups/${name}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/x-tar");
    expect(res.headers["content-disposition"]).toBe(`attachment; filename="${name}"`);
    expect(res.rawPayload.equals(await readFile(path.join(dir, name)))).toBe(true);
    expect((await member.request("GET", `/api/admin/backups/${name}`)).statusCode).toBe(403);
    expect((await a.app.inject({ method: "GET", url: `/api/admin/backups/${name}` })).statusCode).toBe(401);
    for (const other of ["ulfa-20990101T000000Z.tar", "..%2Fsecret", "session-secret", ".ulfa-x.partial"]) {
      expect((await admin.request("GET", `/api/admin/backups/${other}`)).statusCode, other).toBe(404);
    }
  });

  it("removes the partial file a killed backup left and records the failure; a fresh one (a backup in progress) stays", async () => {
    const stale = path.join(dir, ".ulfa-20260605T000000Z.tar.4242.deadbeef.partial");
    const fresh = path.join(dir, ".ulfa-20260605T010000Z.tar.4343.cafebabe.partial");
    await writeFile(stale, "half an archive");
    await writeFile(fresh, "an archive being written");
    const old = new Date(Date.now() - PARTIAL_STALE_MS - 60_000);
    await utimes(stale, old, old);
    const before = (await admin.request("GET", "/api/admin/backups")).json();
    await tick(BACKUP_RETRY_MS);
    await runOncePerPeriod(a.app.deps, backupJob);
    expect(existsSync(stale)).toBe(false);
    expect(existsSync(fresh)).toBe(true);
    const status = (await admin.request("GET", "/api/admin/backups")).json();
    expect(status.failures).toBe(before.failures + 1);
    expect(status.lastError).toMatch(/did not finish.*4242\.deadbeef\.partial was removed/);
    await rm(fresh);
  });

  it("says backups are off without BACKUP_DIR, and refuses to run one", async () => {
    const off = await createTestApp({ database: a.app.deps.database, env: { ADMIN_EMAILS: "boss@example.test" } });
    try {
      const boss = { cookie: admin.cookie };
      const get = await off.app.inject({ method: "GET", url: "/api/admin/backups", headers: boss });
      expect(get.json()).toMatchObject({ enabled: false, archives: [] });
      const post = await off.app.inject({ method: "POST", url: "/api/admin/backups", headers: { ...boss, origin: "http://localhost:5000" } });
      expect(post.statusCode).toBe(409);
      expect(post.json().message).toMatch(/BACKUP_DIR/);
    } finally {
      await off.close();
    }
  });
});
