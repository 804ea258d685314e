import type { FastifyBaseLogger } from "fastify";
import type { Clock } from "./clock";
import type { Config } from "./config";
import type { Database, Db } from "./db";
import type { Mailer } from "./mail";
import type { PubSub } from "./pubsub";
import type { RealtimeHub } from "./realtime";
import type { Presence } from "./presence";

/** Everything a service may use. Built once in app.ts; tests swap parts (clock, mailer). */
export interface Deps {
  config: Config;
  database: Database;
  db: Db;
  clock: Clock;
  mailer: Mailer;
  pubsub: PubSub;
  realtime: RealtimeHub;
  presence: Presence;
  log: FastifyBaseLogger;
}

declare module "fastify" {
  interface FastifyInstance {
    deps: Deps;
  }
}
