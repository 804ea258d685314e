import type { FastifyBaseLogger } from "fastify";
import type { Clock } from "./clock";
import type { Config } from "./config";
import type { Database, Db } from "./db";
import type { Mailer } from "./mail";
import type { PubSub } from "./pubsub";
import type { RealtimeHub } from "./realtime";

/** Everything a service may use. Built once in app.ts; tests swap parts (clock, mailer). */
export interface Deps {
  config: Config;
  database: Database;
  db: Db;
  clock: Clock;
  mailer: Mailer;
  pubsub: PubSub;
  realtime: RealtimeHub;
  log: FastifyBaseLogger;
}

declare module "fastify" {
  interface FastifyInstance {
    deps: Deps;
  }
}
