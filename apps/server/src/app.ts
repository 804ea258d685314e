import path from "node:path";
import { existsSync } from "node:fs";
import Fastify, { type FastifyInstance } from "fastify";
import cookie from "@fastify/cookie";
import multipart from "@fastify/multipart";
import rateLimitPlugin from "@fastify/rate-limit";
import websocket from "@fastify/websocket";
import fastifyStatic from "@fastify/static";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { PHOTO_MAX_BYTES } from "@ulfa/contracts";
import type { Config } from "./platform/config";
import { systemClock, type Clock } from "./platform/clock";
import { openDatabase, type Database } from "./platform/db";
import { createMailer, type Mailer } from "./platform/mail";
import { createMemoryPubSub, createRedisPubSub, type PubSub } from "./platform/pubsub";
import { RealtimeHub } from "./platform/realtime";
import { createRedisPresence, localPresence } from "./platform/presence";
import { registerErrorHandler } from "./platform/error-handler";
import { registerOriginCheck, registerSecurityHeaders } from "./platform/security";
import { loggerOptions } from "./platform/logger";
import type { Deps } from "./platform/deps";
import { healthRoutes } from "./health/routes";
import { authRoutes } from "./auth/routes";
import { usersRoutes } from "./users/routes";
import { profileRoutes } from "./profile/routes";
import { photosRoutes } from "./photos/routes";
import { discoverRoutes } from "./discover/routes";
import { likesRoutes } from "./likes/routes";
import { matchesRoutes } from "./matches/routes";
import { chatRoutes } from "./chat/routes";
import { locationRoutes } from "./location/routes";
import { mapRoutes } from "./map/routes";
import { premiumRoutes } from "./premium/routes";
import { paymentsRoutes } from "./payments/routes";
import { analyticsRoutes } from "./analytics/routes";
import { accountRoutes } from "./account/routes";
import { exportRoutes } from "./export/routes";
import { moderationRoutes } from "./moderation/routes";
import { notificationsRoutes } from "./notifications/routes";
import { realtimeRoutes } from "./realtime/routes";

export interface BuildOptions {
  config: Config;
  clock?: Clock;
  /** An already opened database (tests share one per file); opened from config otherwise. */
  database?: Database;
  mailer?: Mailer;
  pubsub?: PubSub;
  logger?: boolean;
}

/** Paths a browser may POST to without our Origin (signed provider webhooks). */
const ORIGIN_EXEMPT = ["/api/payments/webhook"];

export async function buildApp(opts: BuildOptions): Promise<FastifyInstance> {
  const { config } = opts;
  const app = Fastify({
    logger: opts.logger === false ? false : loggerOptions(config.logLevel),
    trustProxy: config.trustProxy,
    bodyLimit: Math.ceil(PHOTO_MAX_BYTES * 1.5),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  const database = opts.database ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  const pubsub = opts.pubsub ?? (config.redisUrl ? await createRedisPubSub(config.redisUrl) : createMemoryPubSub());
  const clock = opts.clock ?? systemClock;
  const presence = config.redisUrl ? await createRedisPresence(config.redisUrl, clock) : localPresence();
  const deps: Deps = {
    config,
    database,
    db: database.db,
    clock,
    mailer: opts.mailer ?? createMailer({ smtpUrl: config.smtpUrl, outboxDir: path.join(config.dataDir, "outbox"), log: app.log }),
    pubsub,
    realtime: new RealtimeHub(pubsub),
    presence,
    log: app.log,
  };
  app.decorate("deps", deps);
  app.decorateRequest("sessionUser", undefined);
  app.decorateRequest("user", null as never);
  app.addHook("onClose", async () => {
    await pubsub.close();
    await deps.presence.close();
    if (!opts.database) await database.close();
  });

  await app.register(cookie, { secret: config.sessionSecret });
  await app.register(multipart, { limits: { fileSize: PHOTO_MAX_BYTES, files: 1 } });
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
  // With several instances the limits must be shared, so their counters live in Redis too.
  const limiterRedis = config.redisUrl ? new (await import("ioredis")).Redis(config.redisUrl, { maxRetriesPerRequest: 3 }) : undefined;
  if (limiterRedis) app.addHook("onClose", async () => void (await limiterRedis.quit()));
  await app.register(rateLimitPlugin, { global: false, ...(limiterRedis ? { redis: limiterRedis } : {}) });
  registerOriginCheck(app, config.appOrigin, ORIGIN_EXEMPT);
  registerSecurityHeaders(app);

  await app.register(
    async (api) => {
      for (const routes of [
        healthRoutes,
        authRoutes,
        usersRoutes,
        profileRoutes,
        photosRoutes,
        discoverRoutes,
        likesRoutes,
        matchesRoutes,
        chatRoutes,
        locationRoutes,
        mapRoutes,
        premiumRoutes,
        paymentsRoutes,
        analyticsRoutes,
        accountRoutes,
        exportRoutes,
        moderationRoutes,
        notificationsRoutes,
      ]) {
        await api.register(routes);
      }
    },
    { prefix: "/api" },
  );
  await app.register(realtimeRoutes);
  await registerWebApp(app, config.webDist);
  return app;
}

/** Serves the built web app with client-side routing; unknown /api paths stay JSON 404s. */
async function registerWebApp(app: FastifyInstance, webDist: string | undefined): Promise<void> {
  const hasWeb = webDist !== undefined && existsSync(path.join(webDist, "index.html"));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      setHeaders(res, filePath) {
        // Vite fingerprints assets, so they can be cached forever; index.html never.
        res.header("Cache-Control", filePath.includes(`${path.sep}assets${path.sep}`) ? "public, max-age=31536000, immutable" : "no-cache");
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isPage = request.method === "GET" && !request.url.startsWith("/api") && !request.url.startsWith("/ws");
    if (hasWeb && isPage) {
      const file = request.url.split("?")[0];
      if (file !== "/" && path.extname(file) !== "") return reply.status(404).send({ message: "Not found", code: "NOT_FOUND" });
      return reply.header("Cache-Control", "no-cache").sendFile("index.html");
    }
    return reply.status(404).send({ message: `Route ${request.method} ${request.url.split("?")[0]} not found`, code: "NOT_FOUND" });
  });
}
