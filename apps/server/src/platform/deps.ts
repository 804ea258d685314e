import type { FastifyBaseLogger } from "fastify";
import type { Clock } from "./clock";
import type { Config } from "./config";
import type { Database, Db } from "./db";
import type { Mailer } from "./mail";
import type { JobQueue } from "./jobs/types";
import type { Attempts } from "./attempts";
import type { PubSub } from "./pubsub";
import type { RealtimeHub } from "./realtime";
import type { Presence } from "./presence";
import type { RedisConnections } from "./redis";
import type { MemberCache } from "./member-cache";
import type { SessionCache } from "./session-cache";
import type { MediaStorage } from "./storage";

/**
 * Everything a service may use. Built once in app.ts; tests swap parts (clock, mailer). The shared
 * parts are here; a feature that puts its own part in (the site settings, staff roles) declares it
 * beside its code (`declare module "../platform/deps"`), so this file names no feature.
 */
export interface Deps {
  config: Config;
  database: Database;
  db: Db;
  clock: Clock;
  mailer: Mailer;
  /** Durable background jobs (platform/jobs); every mail goes through it. */
  jobs: JobQueue;
  /** The same durable queue for image work (a new photo's card copies), worked apart so it never holds up mail. */
  imageJobs: JobQueue;
  /** Expiring counters for the login limits (in process, or Redis when REDIS_URL is set). */
  attempts: Attempts;
  pubsub: PubSub;
  realtime: RealtimeHub;
  presence: Presence;
  sessionCache: SessionCache;
  /** Signed-in members' rows, dropped whenever the database announces a change. */
  memberCache: MemberCache;
  /** The Redis connections when REDIS_URL is set (health reports them). */
  redis: RedisConnections | undefined;
  log: FastifyBaseLogger;
  /** Where photos, voice notes, selfies and site images are kept (DATA_DIR or the S3 bucket): one client per app. */
  storage: MediaStorage;
}

declare module "fastify" {
  interface FastifyInstance {
    deps: Deps;
  }
}
