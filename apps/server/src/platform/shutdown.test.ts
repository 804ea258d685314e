import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { PHOTO_VARIANT_WIDTHS } from "@ulfa/contracts";
import { createMember, createTestApp, openTestDatabase, testDbKind } from "../../test/harness";
import { rowsOf } from "../backup/catalog";
import { PHOTO_COPIES_JOB } from "../photos/variants";
import type { Database } from "./db";
import { STOP_DEADLINE_MS, stopOnSignal } from "./shutdown";

/** A photo-like image (noise compresses badly), so each photo's copies take a while to encode. */
async function noisyPhoto(seed: number): Promise<string> {
  const width = 480;
  const height = 640;
  const raw = Buffer.alloc(width * height * 3);
  let x = seed * 2654435761;
  for (let i = 0; i < raw.length; i++) {
    x = (x * 1103515245 + 12345) >>> 0;
    raw[i] = x >>> 24;
  }
  const jpeg = await sharp(raw, { raw: { width, height, channels: 3 } }).jpeg({ quality: 80 }).toBuffer();
  return `data:image/jpeg;base64,${jpeg.toString("base64")}`;
}

const PHOTOS = 4;

describe(`stopping with queued images (${testDbKind})`, () => {
  let database: Database;
  let dataDir: string;
  beforeAll(async () => {
    database = await openTestDatabase();
    dataDir = mkdtempSync(path.join(os.tmpdir(), "ulfa-stop-"));
  });
  afterAll(async () => {
    await database?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it("stops within the deadline, leaving the queued copies for the next start, which makes them", async () => {
    const first = await createTestApp({ database, env: { DATA_DIR: dataDir } });
    const members = [await createMember(first), await createMember(first)];
    const names: string[] = [];
    for (let i = 0; i < PHOTOS; i++) {
      const res = await members[i % 2].request("POST", "/api/photos", { photo: await noisyPhoto(i + 1) });
      expect(res.statusCode).toBe(200);
      names.push((res.json().photos as string[]).at(-1)!.split("/").pop()!);
    }
    const started = Date.now();
    await first.close();
    const stopMs = Date.now() - started;
    console.log(`stopped in ${stopMs} ms with ${PHOTOS} photos' copies queued`);
    expect(stopMs).toBeLessThan(STOP_DEADLINE_MS);
    const [left] = await rowsOf<{ n: number | string }>(database.db, sql`select count(*) as n from jobs where kind = ${PHOTO_COPIES_JOB} and state = 'pending' and locked_by is null`);
    expect(Number(left.n)).toBeGreaterThan(0);

    const copy = (name: string, width: number) => path.join(dataDir, "photos", "variants", `${path.parse(name).name}-${width}.avif`);
    const second = await createTestApp({ database, env: { DATA_DIR: dataDir } });
    try {
      await second.app.deps.imageJobs.runDue();
      for (const name of names) for (const width of PHOTO_VARIANT_WIDTHS) expect(existsSync(copy(name, width)), `${name} at ${width}`).toBe(true);
    } finally {
      await second.close();
    }
  }, 90_000);
});

describe("stopOnSignal", () => {
  const log = { info: () => {}, error: () => {} };

  it("exits 0 once the app has closed", async () => {
    const exits: number[] = [];
    stopOnSignal(async () => {}, log, (code) => exits.push(code), 1000)("SIGTERM");
    await new Promise((r) => setTimeout(r, 10));
    expect(exits).toEqual([0]);
  });

  it("exits 1 at the deadline when something holds the app open, and only once", async () => {
    const exits: number[] = [];
    const stop = stopOnSignal(() => new Promise<void>(() => {}), log, (code) => exits.push(code), 50);
    stop("SIGTERM");
    stop("SIGINT");
    await new Promise((r) => setTimeout(r, 150));
    expect(exits).toEqual([1]);
  });
});
