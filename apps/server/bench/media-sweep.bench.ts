/**
 * The daily orphan sweep (media/sweep.ts) on PostgreSQL with a big membership: BENCH_MEMBERS members
 * (each with four gallery photos, the first also the profile photo, a third with a voice answer)
 * and, on disk, BENCH_FILES old photos (half of them referred to, half orphans) plus the voice
 * answers and as many orphan voices. Prints the sweep's time, the peak extra memory of this process,
 * and how many `users` rows PostgreSQL read (pg_stat_user_tables: sequential and index) for it.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench media-sweep
 *   BENCH_MEMBERS=50000 BENCH_FILES=20000
 */
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { createHash } from "node:crypto";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import pg from "pg";
import pino from "pino";
import { MEDIA_SWEEP_GRACE_MS } from "@ulfa/contracts";
import { openDatabase } from "../src/platform/db";
import type { Deps } from "../src/platform/deps";
import { createMediaStorage } from "../src/platform/storage";
import { sweepOrphanMedia } from "../src/media/sweep";
import { benchDatabase, postgresUrl } from "./lib/pg";

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 50_000);
const FILES = Number(process.env.BENCH_FILES ?? 20_000);

const adminUrl = postgresUrl();
if (!adminUrl) {
  console.log("media-sweep.bench: SKIPPED (set DATABASE_URL=postgres://... to run it)");
  process.exit(0);
}

const md5 = (s: string) => createHash("md5").update(s).digest("hex");

const target = await benchDatabase(adminUrl);
const dataDir = mkdtempSync(path.join(os.tmpdir(), "ulfa-sweep-bench-"));
try {
  const database = await openDatabase({ databaseUrl: target.url, timeouts: undefined });
  const client = new pg.Client({ connectionString: target.url });
  await client.connect();
  let start = performance.now();
  await client.query(
    `insert into users (username, name, email, password_hash, age, gender, photos, profile_photo, prompts)
     select 'u' || i, 'Member ' || i, 'u' || i || '@bench.test', 'x', 30, 'female',
            jsonb_build_array('/api/media/photos/' || md5('p0-' || i) || '.jpg', '/api/media/photos/' || md5('p1-' || i) || '.jpg',
                              '/api/media/photos/' || md5('p2-' || i) || '.jpg', '/api/media/photos/' || md5('p3-' || i) || '.jpg'),
            '/api/media/photos/' || md5('p0-' || i) || '.jpg',
            case when i % 3 = 0
                 then jsonb_build_array(jsonb_build_object('promptId', 'p', 'answer', 'An answer of a few words', 'voice', jsonb_build_object('name', md5('v-' || i) || '.webm', 'durationMs', 3000)),
                                        jsonb_build_object('promptId', 'q', 'answer', 'Another answer'))
                 else jsonb_build_array(jsonb_build_object('promptId', 'q', 'answer', 'Another answer')) end
       from generate_series(1, $1::int) as i`,
    [MEMBERS],
  );
  await client.query("vacuum analyze users");
  console.log(`seeded ${MEMBERS} members in ${((performance.now() - start) / 1000).toFixed(1)} s`);

  const old = new Date(Date.now() - MEDIA_SWEEP_GRACE_MS - 3_600_000);
  const write = (kind: string, name: string) => {
    const file = path.join(dataDir, kind, name);
    writeFileSync(file, "x");
    utimesSync(file, old, old);
  };
  for (const kind of ["photos", "prompt-voices", "chat", "verifications"]) mkdirSync(path.join(dataDir, kind), { recursive: true });
  mkdirSync(path.join(dataDir, "photos", "variants"), { recursive: true });
  let referenced = 0;
  for (let i = 0; i < FILES; i++) {
    // Even: a member's gallery photo (spread over the membership); odd: nobody's.
    if (i % 2 === 0) {
      write("photos", `${md5(`p${i % 4}-${1 + ((i * 7919) % MEMBERS)}`)}.jpg`);
      referenced += 1;
    } else write("photos", `${md5(`orphan-${i}`)}.jpg`);
  }
  const voices = Math.floor(FILES / 4);
  for (let i = 0; i < voices; i++) {
    write("prompt-voices", `${md5(`v-${3 * (1 + (i % Math.floor(MEMBERS / 3)))}`)}.webm`);
    write("prompt-voices", `${md5(`orphan-voice-${i}`)}.webm`);
  }
  console.log(`${FILES} photos on disk (about ${referenced} referred to), ${2 * voices} voice answers (half referred to)`);

  const deps = { config: { dataDir }, db: database.db, clock: { now: () => new Date() }, log: pino({ level: "silent" }), storage: createMediaStorage({ dataDir }) } as unknown as Deps;
  const usersRead = async () => {
    await client.query("select pg_stat_force_next_flush()").catch(() => undefined);
    const { rows } = await client.query(`select coalesce(seq_tup_read, 0) + coalesce(idx_tup_fetch, 0) as n, seq_scan from pg_stat_user_tables where relname = 'users'`);
    return { rows: Number(rows[0].n), seqScans: Number(rows[0].seq_scan) };
  };
  // Statistics reach pg_stat_user_tables a moment after a statement (PostgreSQL 15+ flushes lazily).
  const settle = () => new Promise((resolve) => setTimeout(resolve, 1500));
  await settle();
  const before = await usersRead();
  global.gc?.();
  const baseRss = process.memoryUsage().rss;
  let peakRss = baseRss;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 20);
  start = performance.now();
  const deleted = await sweepOrphanMedia(deps);
  const ms = performance.now() - start;
  clearInterval(sampler);
  await settle();
  const after = await usersRead();
  console.log(
    `sweep: ${(ms / 1000).toFixed(2)} s, deleted ${deleted}, peak extra RSS ${((peakRss - baseRss) / 1048576).toFixed(1)} MiB, ` +
      `users rows read ${after.rows - before.rows} in ${after.seqScans - before.seqScans} sequential scans`,
  );
  await client.end();
  await database.close();
} finally {
  rmSync(dataDir, { recursive: true, force: true });
  await target.drop();
}
