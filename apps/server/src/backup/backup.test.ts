import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdtemp, readdir, readFile, rm, truncate, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, openTestDatabase, TEST_PASSWORD, anonymous, type TestApp } from "../../test/harness";
import { seedCommunity, tableLines, type SmallCommunity } from "../../test/community";
import type { Database } from "../platform/db";
import { loadConfig } from "../platform/config";
import { createMediaStorage, type MediaKind, type MediaStorage } from "../platform/storage";
import { startTestS3 } from "../../test/s3-server";
import { ArchiveWriter, MANIFEST_NAME, openArchive } from "./archive";
import { tarEnd, tarHeader, tarPadding } from "../platform/tar";
import { moveDatabase } from "./move";
import { restoreBackup } from "./restore";
import { dumpForBackup, TABLES_NOT_BACKED_UP, writeBackup } from "./write";
import { eq } from "drizzle-orm";
import { periodicRuns, settings } from "../db/schema";
import { backupJob, readStatus } from "./schedule";
import { RecoveryUnfinished, refuseUnfinishedRecovery, unfinishedIn } from "./unfinished";

let t: TestApp;
let community: SmallCommunity;
let dir: string;
/** The restore target of the first tests, reused (with force) by later ones: each fresh database costs a migration. */
let target: Awaited<ReturnType<typeof freshTarget>>;

beforeAll(async () => {
  t = await createTestApp();
  community = await seedCommunity(t);
  dir = await mkdtemp(path.join(os.tmpdir(), "ulfa-backup-"));
});
afterAll(async () => {
  await target?.database.close();
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

const backup = (file: string, storage: MediaStorage = createMediaStorage(t.config), includeSecrets = false) =>
  writeBackup({ database: t.app.deps.database, storage, dataDir: t.dataDir, file, now: t.clock.now(), includeSecrets });

/** A fresh, empty target: a database and a DATA_DIR of its own. */
async function freshTarget() {
  const database = await openTestDatabase();
  const dataDir = await mkdtemp(path.join(dir, "target-"));
  return { database, dataDir, storage: createMediaStorage({ dataDir }), mediaOnDisk: true };
}

/** Archive rows per table, parsed back from its JSON lines. */
async function archiveLines(file: string): Promise<Record<string, string[]>> {
  const archive = await openArchive(file);
  const out: Record<string, string[]> = {};
  for (const table of archive.manifest.tables) {
    out[table.name] = [];
    for (const name of archive.names().filter((n) => n.startsWith(`db/${table.name}/`)).sort()) {
      out[table.name].push(...(await archive.read(name)).toString("utf8").split("\n").filter(Boolean));
    }
  }
  await archive.close();
  return out;
}

describe("backup and restore", () => {
  let file: string;

  beforeAll(async () => {
    file = path.join(dir, "community.tar");
    const [a, b] = community.members;
    // Members keep writing while the backup runs: each write lands before or after the snapshot.
    const writes = Array.from({ length: 4 }, (_, i) =>
      (i % 2 ? b : a).request("POST", `/api/matches/${community.matchId}/messages`, { content: `written during the backup ${i}` }),
    );
    const [manifest, ...answers] = await Promise.all([backup(file), ...writes]);
    expect(answers.map((r) => r.statusCode)).toEqual([201, 201, 201, 201]);
    expect(manifest.missingMedia).toEqual([]);
    target = await freshTarget();
    await restoreBackup({ file, openTarget: async () => target });
  });

  it("is a plain tar whose manifest lists a SHA-256 for every entry", async () => {
    const { stdout } = await promisify(execFile)("tar", ["-tf", file]);
    const names = stdout.trim().split("\n");
    expect(names.at(-1)).toBe(MANIFEST_NAME);
    expect(names).toContain("db/users/000000.jsonl");
    const archive = await openArchive(file);
    expect(archive.manifest.entries.every((e) => /^[0-9a-f]{64}$/.test(e.sha256))).toBe(true);
    expect(archive.manifest.secrets).toBe(false);
    expect(names.some((n) => n.startsWith("secrets/"))).toBe(false);
    await archive.close();
  });

  it("is consistent: every message's match, every photo a row points at, in the same snapshot", async () => {
    const lines = await archiveLines(file);
    const parse = (table: string) => lines[table].map((l) => JSON.parse(l) as Record<string, unknown>);
    const matchIds = new Set(parse("matches").map((m) => m.id));
    expect(parse("messages").every((m) => matchIds.has(m.match_id))).toBe(true);
    expect(parse("users")).toHaveLength(3);
    expect(parse("payments")).toHaveLength(1);
    expect(lines.sessions).toEqual([]);
    const archive = await openArchive(file);
    const media = archive.names().filter((n) => n.startsWith("media/"));
    await archive.close();
    expect(media.sort()).toEqual(
      expect.arrayContaining([expect.stringMatching(/^media\/photos\//), expect.stringMatching(/^media\/verifications\//), expect.stringMatching(/^media\/chat\//)]),
    );
    // Three photos, a selfie, a chat photo, and the site's logo and icon (only the site settings point
    // at them), both archived as site images, the icon too though an older install stored it as a photo.
    expect(media).toHaveLength(7);
    expect(media.filter((n) => n.startsWith("media/site/"))).toHaveLength(2);
  });

  it("restores every table row for row and every media file byte for byte", async () => {
    expect(await tableLines(target.database)).toEqual(await archiveLines(file));
    const archive = await openArchive(file);
    for (const name of archive.names().filter((n) => n.startsWith("media/"))) {
      const [, kind, stored] = name.split("/");
      expect(await readFile(path.join(target.dataDir, kind, stored))).toEqual(await archive.read(name));
    }
    await archive.close();
  });

  it("lets members sign in with their passwords; sessions from before the backup are signed out", async () => {
    const restored = await createTestApp({ database: target.database });
    try {
      const member = community.members[0];
      expect((await member.request("GET", "/api/session")).json().user).not.toBeNull();
      const old = await restored.app.inject({ method: "GET", url: "/api/session", headers: { cookie: member.cookie } });
      expect(old.json().user).toBeNull();
      const login = await anonymous(restored, "POST", "/api/auth/login", { email: member.email, password: TEST_PASSWORD });
      expect(login.statusCode).toBe(200);
      // New ids continue past the restored ones.
      const cookie = String(login.headers["set-cookie"]).split(";")[0];
      const sent = await restored.app.inject({
        method: "POST",
        url: `/api/matches/${community.matchId}/messages`,
        headers: { cookie, origin: "http://localhost:5000" },
        payload: { content: "after the restore" },
      });
      expect(sent.statusCode).toBe(201);
    } finally {
      await restored.close();
    }
  });

  it("refuses a database that is not empty, and replaces it with force", async () => {
    await expect(restoreBackup({ file, openTarget: async () => ({ ...target, mediaOnDisk: false }) })).rejects.toThrow(/not empty/);
    await expect(restoreBackup({ file, openTarget: async () => target })).rejects.toThrow(/already holds media/);
    await restoreBackup({ file, force: true, openTarget: async () => target });
    expect((await tableLines(target.database, TABLES_NOT_BACKED_UP)).users).toHaveLength(3);
  });

  it("starts the restored install with no backup history of its own, so its first scheduled backup is due at once", async () => {
    const lastRun = { lastSuccessAt: "2026-06-01T00:55:00.000Z", lastFailureAt: null, lastError: null, failures: 0 };
    await t.app.deps.db.insert(settings).values({ key: "backup.status", value: JSON.stringify(lastRun) });
    await t.app.deps.db.insert(periodicRuns).values({ name: backupJob.name, slot: 1, ranAt: t.clock.now() });
    const withHistory = path.join(dir, "with-history.tar");
    try {
      await backup(withHistory);
    } finally {
      await t.app.deps.db.delete(settings).where(eq(settings.key, "backup.status"));
      await t.app.deps.db.delete(periodicRuns).where(eq(periodicRuns.name, backupJob.name));
    }
    await restoreBackup({ file: withHistory, force: true, openTarget: async () => target });
    expect(await readStatus({ db: target.database.db })).toMatchObject({ lastSuccessAt: null, failures: 0 });
    expect(await target.database.db.select().from(periodicRuns).where(eq(periodicRuns.name, backupJob.name))).toEqual([]);
  });

  it("marks a restore killed half-way; the server refuses to start on it, and the rerun it names completes it", async () => {
    let written = 0;
    const failing: MediaStorage = {
      ...target.storage,
      put: async (...args: Parameters<MediaStorage["put"]>) => {
        if (++written > 2) throw new Error("killed");
        return target.storage.put(...args);
      },
    };
    await expect(restoreBackup({ file, force: true, openTarget: async () => ({ ...target, storage: failing }) })).rejects.toThrow(/killed/);
    expect(unfinishedIn(target.dataDir)).toMatchObject({ command: "restore", rerun: `npm run restore -- ${file} --force` });
    expect(() => refuseUnfinishedRecovery(target.dataDir)).toThrow(RecoveryUnfinished);
    expect(() => refuseUnfinishedRecovery(target.dataDir)).toThrow(/restore started .* did not finish.*npm run restore -- .* --force/);

    const manifest = await restoreBackup({ file, force: true, openTarget: async () => target });
    expect(unfinishedIn(target.dataDir)).toBeNull();
    expect(() => refuseUnfinishedRecovery(target.dataDir)).not.toThrow();
    const media = (await openArchive(file).then(async (a) => [a.names().filter((n) => n.startsWith("media/")), await a.close()]))[0] as string[];
    for (const name of media) {
      const [, kind, stored] = name.split("/");
      expect(existsSync(path.join(target.dataDir, kind, stored)), name).toBe(true);
    }
    expect(manifest.tables.length).toBeGreaterThan(0);
  });
});

describe("a backup while members use the site", () => {
  it("holds no one up: a member's message sent while the backup reads is answered before it goes on, and is not in it", async () => {
    const [a] = community.members;
    const sent: string[] = [];
    const read: string[] = [];
    // The first chunks each wait for a member's call. A backup that held the database's one connection while
    // it read (PGlite's before the copy) would never see that call answered: the test would hang.
    await dumpForBackup(t.app.deps.database, async (chunk) => {
      if (chunk.table.name === "messages") read.push(...chunk.lines);
      if (sent.length >= 3) return;
      const content = `sent while the backup reads ${sent.length}`;
      const answer = await a.request("POST", `/api/matches/${community.matchId}/messages`, { content });
      expect(answer.statusCode).toBe(201);
      sent.push(content);
    });
    expect(sent.length).toBeGreaterThan(0);
    expect(read.length).toBeGreaterThan(0);
    expect(read.filter((line) => sent.some((content) => line.includes(content)))).toEqual([]);
  });
});

describe("damaged archives and failures", () => {
  let file: string;
  beforeAll(async () => {
    file = path.join(dir, "good.tar");
    await backup(file);
  });

  const refusedUntouched = async (damaged: string, reason: RegExp) => {
    let opened = false;
    await expect(
      restoreBackup({
        file: damaged,
        openTarget: async () => {
          opened = true;
          throw new Error("must not be reached");
        },
      }),
    ).rejects.toThrow(reason);
    expect(opened).toBe(false);
  };

  it("refuses a truncated archive before touching anything", async () => {
    const cut = path.join(dir, "cut.tar");
    const bytes = await readFile(file);
    await writeFile(cut, bytes.subarray(0, Math.floor(bytes.length / 2)));
    await refusedUntouched(cut, /truncated|ends in the middle/);
    // Cut exactly before the manifest: every earlier entry is whole, the manifest is missing.
    await writeFile(cut, bytes);
    await truncate(cut, bytes.length - 2048);
    await refusedUntouched(cut, /truncated|ends in the middle|manifest/);
  });

  it("refuses a tampered archive before touching anything", async () => {
    const bytes = Buffer.from(await readFile(file));
    const at = bytes.indexOf(Buffer.from("Hello there"));
    expect(at).toBeGreaterThan(0);
    bytes.write("Jello", at);
    const tampered = path.join(dir, "tampered.tar");
    await writeFile(tampered, bytes);
    await refusedUntouched(tampered, /does not match its checksum/);
  });

  it("refuses an archive with an entry name it does not know, checksums and all, and writes nothing anywhere", async () => {
    // The crafted archive is whole and consistent: its manifest lists the evil entries with their
    // true sizes and SHA-256, so only the name check can stop it.
    const good = await openArchive(file);
    const entries = await Promise.all(good.names().map(async (name) => ({ name, bytes: await good.read(name) })));
    const manifest = good.manifest;
    await good.close();
    const deep = await mkdtemp(path.join(dir, "deep-"));
    const dataDir = path.join(deep, "a", "b", "c");
    const evil = [
      { name: "secrets/../../../ESCAPED_SECRET", bytes: Buffer.from("written outside") },
      { name: `media/../${"ab".repeat(16)}.jpg`, bytes: Buffer.from("outside too") },
    ];
    const crafted = async (extra: { name: string; bytes: Buffer }) => {
      const out = path.join(deep, "crafted.tar");
      const all = [...entries, extra];
      const listed = all.map((e) => ({ name: e.name, size: e.bytes.length, sha256: createHash("sha256").update(e.bytes).digest("hex") }));
      const parts: Buffer[] = [];
      const add = (name: string, bytes: Buffer) => parts.push(tarHeader(name, bytes.length, new Date()), bytes, tarPadding(bytes.length));
      for (const e of all) add(e.name, e.bytes);
      add(MANIFEST_NAME, Buffer.from(JSON.stringify({ ...manifest, secrets: true, entries: listed })));
      parts.push(tarEnd());
      await writeFile(out, Buffer.concat(parts));
      return out;
    };
    for (const bad of [...evil, { name: "/etc/ulfa-evil", bytes: Buffer.from("x") }, { name: "media\\photos\\x.jpg", bytes: Buffer.from("x") }, { name: "secrets/other", bytes: Buffer.from("x") }, { name: "media/unknown-kind/" + "cd".repeat(16) + ".jpg", bytes: Buffer.from("x") }]) {
      let opened = false;
      await expect(
        restoreBackup({
          file: await crafted(bad),
          force: true,
          openTarget: async () => {
            opened = true;
            return { ...target, dataDir, storage: createMediaStorage({ dataDir }) };
          },
        }),
      ).rejects.toThrow(/entry restore does not accept/);
      expect(opened).toBe(false);
    }
    expect(existsSync(path.join(deep, "ESCAPED_SECRET"))).toBe(false);
    expect(existsSync(path.join(dir, "ESCAPED_SECRET"))).toBe(false);
    expect(existsSync(path.join(deep, "a", "b", `${"ab".repeat(16)}.jpg`))).toBe(false);
    expect(existsSync(dataDir)).toBe(false);
  });

  it("fails loudly while the bucket is down and leaves no file, whole or partial", async () => {
    const disk = createMediaStorage(t.config);
    const down: MediaStorage = { ...disk, read: async () => Promise.reject(new Error("bucket unreachable")) };
    const failed = path.join(dir, "failed.tar");
    await expect(backup(failed, down)).rejects.toThrow(/bucket unreachable/);
    expect(existsSync(failed)).toBe(false);
    expect((await readdir(dir)).filter((n) => n.includes("failed"))).toEqual([]);
  });

  it("leaves nothing under the final name when the writing process dies before the end", async () => {
    const crashed = path.join(dir, "crashed.tar");
    const writer = await ArchiveWriter.create(crashed, t.clock.now());
    await writer.add("db/users/000000.jsonl", Buffer.from("{}\n"));
    // A crash: no finish, no abort. Only the hidden partial file exists, which restore would refuse anyway.
    expect(existsSync(crashed)).toBe(false);
    expect(existsSync(writer.partialPath)).toBe(true);
    await expect(restoreBackup({ file: writer.partialPath, openTarget: async () => Promise.reject(new Error("unreachable")) })).rejects.toThrow(/truncated|end/);
    await writer.abort();
  });

  it("keeps the secrets out unless asked, and restores them when they are in", async () => {
    await writeFile(path.join(t.dataDir, "session-secret"), "the-secret");
    const withSecrets = path.join(dir, "secrets.tar");
    const manifest = await backup(withSecrets, undefined, true);
    expect(manifest.secrets).toBe(true);
    await restoreBackup({ file: withSecrets, force: true, openTarget: async () => target });
    expect(await readFile(path.join(target.dataDir, "session-secret"), "utf8")).toBe("the-secret");
  });
});

describe("media in a bucket", () => {
  it("backs up the media from the bucket and restores them to disk", async () => {
    const s3 = await startTestS3();
    try {
      const bucket = createMediaStorage(loadConfig({ ...s3.env, DATA_DIR: t.dataDir }));
      const disk = createMediaStorage(t.config);
      const archive = await openArchive(path.join(dir, "community.tar"));
      const media = archive.names().filter((n) => n.startsWith("media/"));
      await archive.close();
      for (const name of media) {
        const [, kind, stored] = name.split("/") as [string, MediaKind, string];
        await bucket.put(kind, stored, ((await disk.read(kind, stored)) ?? (await disk.read("photos", stored)))!);
      }
      const file = path.join(dir, "from-bucket.tar");
      await backup(file, bucket);
      const fromBucket = await openArchive(file);
      for (const name of media) expect(await fromBucket.read(name)).toEqual(await bucket.read(name.split("/")[1] as MediaKind, name.split("/")[2]));
      await fromBucket.close();
    } finally {
      await s3.stop();
    }
  });
});

describe("moving to another database", () => {
  let target: Database;
  beforeAll(async () => {
    target = await openTestDatabase();
  });
  afterAll(async () => target.close());

  it("copies every table, sessions included, with the counts checked, and refuses a database that is not empty", async () => {
    const report = await moveDatabase(t.app.deps.database, target);
    expect(report.rows.users).toBe(3);
    expect(await tableLines(target)).toEqual(await tableLines(t.app.deps.database));
    await expect(moveDatabase(t.app.deps.database, target)).rejects.toThrow(/not empty.*--force/);
  });

  it("with force (rerunning a move that was killed), replaces what the target holds", async () => {
    const report = await moveDatabase(t.app.deps.database, target, () => {}, true);
    expect(report.rows.users).toBe(3);
    expect(await tableLines(target)).toEqual(await tableLines(t.app.deps.database));
  });
});
