import { execFile } from "node:child_process";
import { routes } from "@ulfa/contracts";
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import sharp from "sharp";
import { startTestS3, type TestS3 } from "../apps/server/test/s3-server";
import { throwawayDatabase } from "../apps/server/test/throwaway-database";
import { addPhoto, apiClient, apiMember, startServer, type ApiMember, type TestServer } from "./harness";

const ROOT = path.resolve(import.meta.dirname, "..");
const ADMIN_EMAIL = "ops-admin@example.test";

/**
 * Runs a built operating command as `npm run <name> -- <args>` does once the server is built
 * (`npm run backup` = build + `node apps/server/dist/backup.js`): the exit status and what it printed.
 */
function command(name: "backup" | "restore" | "db-move", args: string[], env: Record<string, string>) {
  return new Promise<{ code: number; out: string }>((resolve) => {
    execFile(
      process.execPath,
      [path.join(ROOT, "apps/server/dist", `${name}.js`), ...args],
      { cwd: ROOT, env: { ...process.env, DATABASE_URL: "", REDIS_URL: "", S3_BUCKET: "", S3_ENDPOINT: "", ...env }, timeout: 120_000 },
      (err, stdout, stderr) => resolve({ code: err ? ((err as { code?: number }).code ?? 1) : 0, out: `${stdout}${stderr}` }),
    );
  });
}

describe("operating an install: backup while it runs, restore, move to PostgreSQL", () => {
  let server: TestServer;
  let member: ApiMember;
  let admin: ApiMember;
  let photoUrl: string;
  const scratch = mkdtempSync(path.join(os.tmpdir(), "ulfa-ops-"));
  const backupDir = path.join(scratch, "backups");
  const restored = path.join(scratch, "restored");

  beforeAll(async () => {
    server = await startServer({ ADMIN_EMAILS: ADMIN_EMAIL, BACKUP_DIR: backupDir });
    admin = await apiMember(server, { email: ADMIN_EMAIL });
    member = await apiMember(server, { name: "Layla" });
    const jpeg = await sharp({ create: { width: 320, height: 320, channels: 3, background: { r: 200, g: 90, b: 40 } } }).jpeg().toBuffer();
    photoUrl = (await addPhoto(member, `data:image/jpeg;base64,${jpeg.toString("base64")}`)).photos[0];
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(scratch, { recursive: true, force: true });
  });

  it("backs up the embedded database through the running server, never by opening it twice", async () => {
    // `npm run backup` cannot open the database the server holds: it asks the server over its
    // owner-only socket in DATA_DIR/control, shows the progress, and the archive lands where asked.
    const direct = path.join(scratch, "direct.tar");
    const asked = await command("backup", [direct], { DATA_DIR: server.dataDir });
    expect(asked.out).toMatch(/asking it to write the backup/);
    expect(asked.out).toMatch(/backup written to .*direct\.tar/);
    expect(asked.code).toBe(0);
    const listed = await new Promise<string>((resolve, reject) => execFile("tar", ["-tf", direct], (err, out) => (err ? reject(err) : resolve(out))));
    expect(listed.split("\n")).toEqual(expect.arrayContaining(["db/users/000000.jsonl", "manifest.json"]));
    expect(statSync(path.join(server.dataDir, "control")).mode & 0o777).toBe(0o700);
    expect(statSync(path.join(server.dataDir, "control", "backup.sock")).mode & 0o777).toBe(0o600);

    const res = await admin.send(routes.backup.create);
    // Written in the background: the answer comes at once, and the status shows it until it is done.
    expect(res.status).toBe(202);
    const current = () => admin.call(routes.backup.list);
    await expect.poll(async () => (await current()).running, { timeout: 60_000 }).toBeNull();
    const status = await current();
    // The scheduled one the server wrote as it started (none had succeeded yet), and the manual one.
    expect(status.archives.filter((a) => a.manual)).toHaveLength(1);
    expect(status.archives.length).toBeGreaterThanOrEqual(2);
    expect(status.lastSuccessAt).toBeTruthy();
  });

  it("restores into an empty DATA_DIR, refuses a full one and a damaged archive, and members sign in again", async () => {
    const archive = path.join(backupDir, readdirSync(backupDir).filter((n) => n.endsWith(".tar")).sort().at(-1)!);
    const damaged = path.join(scratch, "damaged.tar");
    const bytes = readFileSync(archive);
    writeFileSync(damaged, bytes.subarray(0, bytes.length / 2));
    const refused = await command("restore", [damaged], { DATA_DIR: restored });
    expect(refused.code).not.toBe(0);
    expect(refused.out).toMatch(/truncated|ends in the middle/);

    const first = await command("restore", [archive], { DATA_DIR: restored });
    expect(first.out).toMatch(/restored/);
    expect(first.code).toBe(0);
    const again = await command("restore", [archive], { DATA_DIR: restored });
    expect(again.code).not.toBe(0);
    expect(again.out).toMatch(/not empty|already holds media/);

    const copy = await startServer({ DATA_DIR: restored });
    try {
      const old = await apiClient(copy.url, `ulfa_session=${member.cookie.value}`).call(routes.users.session);
      expect(old.user).toBeNull();
      const login = await apiClient(copy.url, undefined, { Origin: copy.url }).send(routes.auth.login, { body: { email: member.email, password: member.password } });
      expect(login.status).toBe(200);
      const photo = await fetch(`${copy.url}${photoUrl}`);
      expect(photo.status).toBe(200);
      const original = await fetch(`${server.url}${photoUrl}`);
      expect(Buffer.from(await photo.arrayBuffer())).toEqual(Buffer.from(await original.arrayBuffer()));
    } finally {
      await copy.stop();
    }
  });

  it("replaces a full DATA_DIR with --force, and backs up a stopped install with its secrets", async () => {
    const archive = path.join(backupDir, readdirSync(backupDir).filter((n) => n.endsWith(".tar")).sort().at(-1)!);
    const forced = await command("restore", [archive, "--force"], { DATA_DIR: restored });
    expect(forced.out).toMatch(/restored/);
    expect(forced.code).toBe(0);
    const withSecrets = path.join(scratch, "with-secrets.tar");
    const written = await command("backup", [withSecrets, "--include-secrets"], { DATA_DIR: restored });
    expect(written.out).toMatch(/with secrets/);
    expect(written.code).toBe(0);
    const listed = await new Promise<string>((resolve, reject) => execFile("tar", ["-tf", withSecrets], (err, out) => (err ? reject(err) : resolve(out))));
    expect(listed.split("\n")).toEqual(expect.arrayContaining(["secrets/session-secret", "secrets/vapid.json", "manifest.json"]));
  });

  it.skipIf(!process.env.DATABASE_URL)("restores into an empty PostgreSQL database", async () => {
    const target = await throwawayDatabase(process.env.DATABASE_URL!, "ulfa_restore");
    try {
      const archive = path.join(backupDir, readdirSync(backupDir).filter((n) => n.endsWith(".tar")).sort().at(-1)!);
      const restoredPg = await command("restore", [archive], { DATA_DIR: mkdtempSync(path.join(scratch, "pg-")), DATABASE_URL: target.url });
      expect(restoredPg.out).toMatch(/restored/);
      expect(restoredPg.code).toBe(0);
      const again = await command("restore", [archive], { DATA_DIR: mkdtempSync(path.join(scratch, "pg-")), DATABASE_URL: target.url });
      expect(again.code).not.toBe(0);
      expect(again.out).toMatch(/not empty/);
    } finally {
      await target.drop();
    }
  });

  it.skipIf(!process.env.DATABASE_URL)("moves the restored install into an empty PostgreSQL database and its media into the bucket", async () => {
    const target = await throwawayDatabase(process.env.DATABASE_URL!, "ulfa_move");
    const s3: TestS3 = await startTestS3();
    try {
      const moved = await command("db-move", [target.url], { DATA_DIR: restored, ...s3.env });
      expect(moved.out).toContain(`DATABASE_URL=${target.url}`);
      expect(moved.out).toMatch(/users: \d+ rows, counts match/);
      expect(moved.out).toMatch(/media: 1 copied into the bucket/);
      expect(moved.code).toBe(0);
      const twice = await command("db-move", [target.url], { DATA_DIR: restored });
      expect(twice.code).not.toBe(0);
      expect(twice.out).toMatch(/not empty/);

      const onPostgres = await startServer({ DATABASE_URL: target.url, ...s3.env });
      try {
        const login = await apiClient(onPostgres.url, undefined, { Origin: onPostgres.url }).send(routes.auth.login, {
          body: { email: member.email, password: member.password },
        });
        expect(login.status).toBe(200);
        expect((await fetch(`${onPostgres.url}${photoUrl}`)).status).toBe(200);
      } finally {
        await onPostgres.stop();
      }
    } finally {
      await s3.stop();
      await target.drop();
    }
  });
});
