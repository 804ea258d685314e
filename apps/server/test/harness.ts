import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import { buildApp, type BuildOptions } from "../src/app";
import { loadConfig, type Config } from "../src/platform/config";
import { ManualClock } from "../src/platform/clock";
import { openDatabase, type Database } from "../src/platform/db";
import type { Mailer, MailMessage } from "../src/platform/mail";
import { staffRoles, users, type NewUserRow, type UserRow } from "../src/db/schema";
import { createSession, SESSION_COOKIE } from "../src/auth/session";
import { hashPassword } from "../src/auth/passwords";
import type { JobQueue } from "../src/platform/jobs/types";
import { pgliteTemplate } from "./pglite-template";
import { throwawayDatabase } from "./throwaway-database";
import { withOnboardingMark } from "../src/onboarding";

/** Where API tests run: embedded PGlite by default, PostgreSQL when TEST_DB=postgres. */
export const testDbKind = process.env.TEST_DB === "postgres" ? "postgres" : "pglite";

/** Opens an isolated, freshly migrated database for one test file. */
export async function openTestDatabase(): Promise<Database> {
  if (testDbKind === "pglite") return openDatabase({ inMemory: true, loadDataDir: await pgliteTemplate() });
  const { url, drop } = await createPostgresTestDatabase();
  const database = await openDatabase({ databaseUrl: url });
  return {
    ...database,
    async close() {
      await database.close();
      await drop();
    },
  };
}

/** A fresh, empty PostgreSQL database (TEST_DB=postgres), for tests that open several pools on it. */
export async function createPostgresTestDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_DB=postgres needs DATABASE_URL");
  return throwawayDatabase(adminUrl, "ulfa_t");
}

/**
 * Collects mail in memory so tests can read codes and links. Mail goes through the job queue, so
 * the readers first run every due job: what a request queued is then delivered, with no waiting.
 */
export class MemoryMailer implements Mailer {
  private readonly delivered: MailMessage[] = [];
  private lastFailed = false;
  jobs: JobQueue | undefined;
  /** Set to make every send fail, as with the mail server down. */
  down = false;
  async send(message: MailMessage): Promise<void> {
    this.lastFailed = this.down;
    if (this.down) throw new Error("connect ECONNREFUSED (test mail server down)");
    this.delivered.push(message);
  }
  isHealthy(): boolean {
    return !this.lastFailed;
  }
  async sent(): Promise<MailMessage[]> {
    await this.jobs?.runDue();
    return this.delivered;
  }
  async lastTo(email: string): Promise<MailMessage | undefined> {
    return [...(await this.sent())].reverse().find((m) => m.to === email);
  }
}

export const TEST_ORIGIN = "http://localhost:5000";
export const TEST_START = "2026-06-01T12:00:00.000Z";

export interface TestApp {
  app: FastifyInstance;
  clock: ManualClock;
  mailer: MemoryMailer;
  config: Config;
  dataDir: string;
  close(): Promise<void>;
}

export async function createTestApp(
  opts: {
    env?: Record<string, string>;
    config?: Partial<Config>;
    database?: Database;
    onRoute?: BuildOptions["onRoute"];
    /** Turns logging on (level info) into this stream. */
    logStream?: NodeJS.WritableStream;
    /** Send through the app's real mailer (SMTP_URL or the outbox) instead of collecting in memory. */
    realMailer?: boolean;
  } = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "ulfa-test-"));
  const clock = new ManualClock(TEST_START);
  const mailer = new MemoryMailer();
  // Tests share the machine's Redis: each app gets its own key/channel prefix unless given one
  // (instances that must see each other pass the same REDIS_PREFIX).
  const redisPrefix = `ulfa-test:${process.pid}:${randomBytes(4).toString("hex")}:`;
  const config = loadConfig(
    // The nudity and face models (worker threads, seconds to load) are off unless a test turns them on (src/safety).
    {
      DATA_DIR: dataDir,
      APP_URL: TEST_ORIGIN,
      SESSION_SECRET: "test-secret-test-secret-test-secret",
      REDIS_PREFIX: redisPrefix,
      SAFETY_NUDITY: "off",
      SAFETY_SELFIE: "off",
      ...opts.env,
    },
    { isTest: true, logLevel: opts.logStream ? "info" : "silent", ...opts.config },
  );
  const ownDatabase = !opts.database;
  const database = opts.database ?? (await openTestDatabase());
  const app = await buildApp({
    config,
    clock,
    database,
    mailer: opts.realMailer ? undefined : mailer,
    logger: opts.logStream !== undefined,
    logStream: opts.logStream,
    onRoute: opts.onRoute,
  });
  mailer.jobs = app.deps.jobs;
  await app.ready();
  return {
    app,
    clock,
    mailer,
    config,
    dataDir,
    async close() {
      await app.close();
      if (ownDatabase) await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

let memberCounter = 0;

export interface TestMember {
  id: number;
  row: UserRow;
  email: string;
  password: string;
  cookie: string;
  /** Calls the API as this member (cookie and same-origin Origin header set). */
  request(method: InjectOptions["method"], url: string, body?: unknown, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
}

export const TEST_PASSWORD = "correct horse";

/** Inserts a verified, signed-in member straight into the database. */
export async function createMember(t: TestApp, overrides: Partial<NewUserRow> = {}): Promise<TestMember> {
  memberCounter += 1;
  const n = `${process.pid}${memberCounter}`;
  const [row] = await t.app.deps.db
    .insert(users)
    .values(
      // Marked as registration marks it (auth/repo.ts insertUser): a member made without an age is onboarded.
      withOnboardingMark({
        username: `member${n}`,
        name: `Member ${n}`,
        email: `member${n}@example.test`,
        passwordHash: await hashPassword(TEST_PASSWORD),
        age: 30,
        gender: "female",
        emailVerifiedAt: t.clock.now(),
        createdAt: t.clock.now(),
        ...overrides,
      }),
    )
    .returning();
  const { token } = await createSession(t.app.deps, row.id);
  const cookie = `${SESSION_COOKIE}=${t.app.signCookie(token)}`;
  return {
    id: row.id,
    row,
    email: row.email,
    password: TEST_PASSWORD,
    cookie,
    request: (method, url, body, headers = {}) =>
      t.app.inject({
        method,
        url,
        headers: { cookie, origin: TEST_ORIGIN, ...headers },
        ...(body !== undefined ? { payload: body as InjectOptions["payload"] } : {}),
      }),
  };
}

/** Anonymous call with our Origin. */

/** An admin (by `adminEmail`, which the app's ADMIN_EMAILS names) and a moderator (a staff role) in `t`'s community, the staff roles read again. */
export async function createStaff(t: TestApp, adminEmail: string): Promise<{ admin: TestMember; moderator: TestMember }> {
  const admin = await createMember(t, { email: adminEmail });
  const moderator = await createMember(t);
  await t.app.deps.db.insert(staffRoles).values({ userId: moderator.id, role: "moderator" });
  await t.app.deps.staff.reload();
  return { admin, moderator };
}
export function anonymous(t: TestApp, method: InjectOptions["method"], url: string, body?: unknown) {
  return t.app.inject({ method, url, headers: { origin: TEST_ORIGIN }, ...(body !== undefined ? { payload: body as InjectOptions["payload"] } : {}) });
}
