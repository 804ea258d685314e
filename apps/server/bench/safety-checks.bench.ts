/**
 * What the trust checks add to a message send and a photo upload (docs/trust-and-safety.md).
 * `npm run bench safety-checks` (and `npm run bench safety`, with the models' bench).
 *
 * - Message: the built server as deployed (default settings, logging at info into a file), seeded
 *   matched pairs, texts sent over HTTP one at a time by this process. The server's CPU per send is
 *   read from /proc in two phases of the same conversations: while they are young (every check runs:
 *   the first-message gate's reads and the text signals on the words) and once both members have
 *   written rules.youngConversationMessages (the gate only: the words are no longer read). The text
 *   signals themselves (the one normaliser and every rule, `trust/text-signals.ts`) are then timed
 *   in this process on the same texts. Ratio: what reading the words costs per send ÷ the send's CPU
 *   with the words not read. Goal: under 10%.
 * - Photo: the perceptual hash (`trust/photo-hash.ts`: a decode and two 9x8 resizes) of generated
 *   photos at the sizes members upload, one at a time. Goal: under 50 ms.
 * - The duplicate-photo lookup (`trust/photos.ts` nearestOtherPhotos: an XOR and a bit count over every other
 *   account's hashes) over 100,000 stored hashes, on the embedded database, and on PostgreSQL when
 *   DATABASE_URL is set.
 *
 *   BENCH_PAIRS=40 BENCH_PHOTOS=20 BENCH_HASHES=100000 npm run bench safety-checks
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { TRUST_RULE_DEFAULTS } from "@ulfa/contracts";
import { buildApp } from "../src/app";
import { users } from "../src/db/schema";
import { loadConfig } from "../src/platform/config";
import { photoHashes } from "../src/trust/photo-hash";
import { nearestOtherPhotos } from "../src/trust/photos";
import { textSignals } from "../src/trust/text-signals";
import { benchDatabase, postgresUrl } from "./lib/pg";
import { buildServer, settingsOf, startBuilt, type BuiltServer } from "./lib/built";
import { fmt, loadAverage, machine, median, percentile } from "./lib/load";
import type { SeededPair } from "./lib/seed-pairs";

const PAIRS = Number(process.env.BENCH_PAIRS ?? 40);
const PHOTOS = Number(process.env.BENCH_PHOTOS ?? 20);
const HASHES = Number(process.env.BENCH_HASHES ?? 100_000);
const LOOKUPS = Number(process.env.BENCH_LOOKUPS ?? 20);
const YOUNG = TRUST_RULE_DEFAULTS.youngConversationMessages;

/** Harmless lines from the corpus, both languages: what ordinary members write (signals found would hold the sender). */
function harmlessTexts(): string[] {
  const dir = path.resolve(import.meta.dirname, "../src/safety/corpus");
  const lines: string[] = [];
  for (const lang of ["en", "ar"]) {
    const corpus = JSON.parse(readFileSync(path.join(dir, `${lang}.json`), "utf8")) as { harmless: string[] };
    lines.push(...corpus.harmless);
  }
  return lines.filter((t) => textSignals(t).length === 0);
}

async function send(server: BuiltServer, pair: SeededPair, fromA: boolean, content: string): Promise<void> {
  const res = await fetch(`http://127.0.0.1:${server.port}/api/matches/${pair.matchId}/messages`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie: fromA ? pair.cookieA : pair.cookieB },
    body: JSON.stringify({ content }),
  });
  if (res.status !== 201 && res.status !== 200) throw new Error(`send answered ${res.status}: ${await res.text()}`);
}

/** Sends `perMember` texts from each side of every pair, alternating; the server's CPU µs per send and the p50 ms. */
async function phase(server: BuiltServer, pairs: SeededPair[], texts: string[], perMember: number, offset: number): Promise<{ cpuUs: number; p50: number; sends: number }> {
  const times: number[] = [];
  const cpuBefore = server.cpuSeconds();
  let n = 0;
  for (let round = 0; round < perMember; round++) {
    for (const pair of pairs) {
      for (const fromA of [true, false]) {
        const started = performance.now();
        await send(server, pair, fromA, texts[(offset + n) % texts.length]!);
        times.push(performance.now() - started);
        n += 1;
      }
    }
  }
  return { cpuUs: ((server.cpuSeconds() - cpuBefore) * 1e6) / n, p50: median(times), sends: n };
}

/**
 * Three groups of pairs on one server: the first warms it up (a whole conversation, young then
 * settled, so neither measured phase pays for first-time work), the second is measured while young,
 * the third is brought past the young line first and then measured with the same number of sends.
 */
async function messageRow(texts: string[]) {
  const server = await startBuilt({ seedPairs: PAIRS * 3 });
  const [warm, young, settled] = [0, 1, 2].map((g) => server.pairs.slice(g * PAIRS, (g + 1) * PAIRS));
  try {
    await phase(server, warm, texts, YOUNG + 4, 0);
    await phase(server, settled, texts, YOUNG, 500);
    const youngCost = await phase(server, young, texts, YOUNG - 1, 1000);
    const settledCost = await phase(server, settled, texts, YOUNG - 1, 1000);
    return { server, young: youngCost, settled: settledCost };
  } finally {
    await server.stop();
  }
}

function textCost(texts: string[]): { p50Us: number; p95Us: number; meanUs: number } {
  for (const t of texts) textSignals(t);
  const each: number[] = [];
  for (let r = 0; r < 5; r++) {
    for (const t of texts) {
      const started = performance.now();
      textSignals(t);
      each.push((performance.now() - started) * 1000);
    }
  }
  return { p50Us: median(each), p95Us: percentile(each, 95), meanUs: each.reduce((a, b) => a + b, 0) / each.length };
}

/** A different photo each time (noise over a gradient), so nothing is cached; sizes members upload. */
async function photo(seed: number, width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  let state = seed + 1;
  for (let i = 0; i < pixels.length; i++) {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    pixels[i] = ((i / 3) % width) / (width / 200) + (state % 48);
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 85 }).toBuffer();
}

async function hashCost(width: number, height: number): Promise<{ p50: number; p95: number }> {
  const photos = await Promise.all(Array.from({ length: PHOTOS }, (_, i) => photo(i, width, height)));
  for (const p of photos.slice(0, 3)) await photoHashes(p);
  const times: number[] = [];
  for (const p of photos) {
    const started = performance.now();
    await photoHashes(p);
    times.push(performance.now() - started);
  }
  return { p50: median(times), p95: percentile(times, 95) };
}

/** The lookup of trust/photos.ts over HASHES stored hashes (10 photos per member), p50 and p95 ms. */
async function lookupCost(databaseUrl: string | undefined): Promise<{ p50: number; p95: number }> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "ulfa-bench-hashes-"));
  const app = await buildApp({ config: loadConfig({ ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? "" }), logger: false });
  try {
    const { db } = app.deps;
    const members = Math.ceil(HASHES / 10);
    for (let from = 0; from < members; from += 1000) {
      const count = Math.min(1000, members - from);
      await db.insert(users).values(
        Array.from({ length: count }, (_, i) => ({
          username: `hash_${from + i}`,
          name: `Hash ${from + i}`,
          email: `hash_${from + i}@example.test`,
          age: 30,
          gender: (from + i) % 2 === 0 ? ("female" as const) : ("male" as const),
        })),
      );
    }
    // Random 64-bit hashes (two 32-bit halves): unrelated photos differ in about half their bits.
    await db.execute(sql`
      insert into photo_hashes (user_id, photo, hash, mirror, created_at)
      select u.id, 'p' || g || '-' || u.id || '.webp',
        ((floor(random() * 4294967296)::bigint - 2147483648) << 32) | floor(random() * 4294967296)::bigint,
        ((floor(random() * 4294967296)::bigint - 2147483648) << 32) | floor(random() * 4294967296)::bigint,
        now()
      from users u cross join generate_series(1, 10) g
      where u.username like 'hash\\_%'`);
    await db.execute(sql`analyze photo_hashes`);
    const times: number[] = [];
    for (let i = 0; i <= LOOKUPS; i++) {
      const hash = BigInt.asIntN(64, BigInt(Math.floor(Math.random() * 2 ** 32)) * 2n ** 32n + BigInt(Math.floor(Math.random() * 2 ** 32)));
      const started = performance.now();
      await nearestOtherPhotos(db, -1, hash, TRUST_RULE_DEFAULTS.duplicatePhotoDistance);
      if (i > 0) times.push(performance.now() - started);
    }
    return { p50: median(times), p95: percentile(times, 95) };
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

buildServer();
console.log(machine());
const texts = harmlessTexts();
const { server, young, settled } = await messageRow(texts);
const text = textCost(texts);
const ratio = text.meanUs / settled.cpuUs;
const p640 = await hashCost(640, 480);
const p1600 = await hashCost(1600, 1200);
const embedded = await lookupCost(undefined);
const pgUrl = postgresUrl();
let pg: { p50: number; p95: number } | null = null;
if (pgUrl) {
  const throwaway = await benchDatabase(pgUrl);
  try {
    pg = await lookupCost(throwaway.url);
  } finally {
    await throwaway.drop();
  }
}

console.log(`\nbuilt server: ${settingsOf(server)}; ${PAIRS} pairs, ${texts.length} harmless en/ar texts from the corpus\n`);
console.log("| safety | measured | goal |");
console.log("|---|---|---|");
console.log(`| message send in a young conversation (its first ${YOUNG - 1} each way: the intro's bookkeeping on the first, text signals on all), server CPU per send | ${fmt(young.cpuUs, 0)} µs (p50 ${fmt(young.p50)} ms, ${young.sends} sends) | |`);
console.log(`| message send in a settled conversation (the gate only: words no longer read), server CPU per send | ${fmt(settled.cpuUs, 0)} µs (p50 ${fmt(settled.p50)} ms, ${settled.sends} sends) | |`);
console.log(`| text signals on one message (normaliser + every rule), this process | mean ${fmt(text.meanUs, 0)} µs, p50 ${fmt(text.p50Us, 0)} µs, p95 ${fmt(text.p95Us, 0)} µs | |`);
console.log(`| **text signals ÷ a send without them** | **${fmt(ratio * 100)}%** | < 10% |`);
console.log(`| photo hash, 640x480 JPEG | p50 ${fmt(p640.p50)} ms, p95 ${fmt(p640.p95)} ms | < 50 ms |`);
console.log(`| photo hash, 1600x1200 JPEG | p50 ${fmt(p1600.p50)} ms, p95 ${fmt(p1600.p95)} ms | < 50 ms |`);
console.log(`| duplicate-photo lookup, ${HASHES.toLocaleString("en")} hashes, embedded | p50 ${fmt(embedded.p50)} ms, p95 ${fmt(embedded.p95)} ms | |`);
console.log(`| duplicate-photo lookup, ${HASHES.toLocaleString("en")} hashes, PostgreSQL | ${pg ? `p50 ${fmt(pg.p50)} ms, p95 ${fmt(pg.p95)} ms` : "SKIPPED (no DATABASE_URL)"} | |`);
console.log(`\nload average ${loadAverage()} at the end`);
