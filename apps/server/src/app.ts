import path from "node:path";
import Fastify, { type FastifyInstance, type RouteOptions } from "fastify";
import type { DestinationStream } from "pino";
import cookie from "@fastify/cookie";
import multipart from "@fastify/multipart";
import rateLimitPlugin from "@fastify/rate-limit";
import websocket from "@fastify/websocket";
import compress from "@fastify/compress";
import { validatorCompiler } from "fastify-type-provider-zod";
import { COMPRESS_THRESHOLD_BYTES, PHOTO_MAX_BYTES, WS_MAX_FRAME_BYTES } from "@ulfa/contracts";
import type { Config } from "./platform/config";
import { systemClock, type Clock } from "./platform/clock";
import { openDatabase, type Database } from "./platform/db";
import { createMailer, type Mailer } from "./platform/mail";
import { mailJob } from "./platform/mail-queue";
import { localAttempts, redisAttempts } from "./platform/attempts";
import { createJobQueue } from "./platform/jobs/queue";
import { jobRetentionJob } from "./platform/jobs/retention";
import type { JobKind, PeriodicJob } from "./platform/jobs/types";
import { createMemoryPubSub, redisPubSub, type PubSub } from "./platform/pubsub";
import { RealtimeHub } from "./platform/realtime";
import { localPresence, redisPresence, resilientPresence, type Presence } from "./platform/presence";
import { RedisConnections } from "./platform/redis";
import { fallbackStore } from "./platform/rate-limit-store";
import { memberOrAddressKey } from "./platform/rate-limit";
import { currentUser, resetLinkJob } from "./auth";
import { MemberCache } from "./platform/member-cache";
import { DeckCache } from "./platform/deck-cache";
import { SessionCache } from "./platform/session-cache";
import { registerErrorHandler } from "./platform/error-handler";
import { serializerCompiler } from "./platform/serializer";
import { registerOriginCheck, registerSecurityHeaders } from "./platform/security";
import { loggerOptions, RequestLogs } from "./platform/logger";
import { registerMetrics } from "./platform/metrics";
import type { Deps } from "./platform/deps";
import { healthRoutes } from "./health/routes";
import { authRoutes } from "./auth/routes";
import { usersRoutes } from "./users/routes";
import { profileRoutes } from "./profile/routes";
import { photosRoutes } from "./photos/routes";
import { discoverRoutes } from "./discover/routes";
import { likesRoutes } from "./likes/routes";
import { swipe } from "./likes/service";
import { promptsRoutes } from "./prompts/routes";
import { promptVoiceRoutes } from "./prompts";
import { matchesRoutes } from "./matches/routes";
import { chatRoutes } from "./chat/routes";
import { sendMessage, storeAndDeliver } from "./chat/service";
import { locationRoutes } from "./location/routes";
import { mapRoutes } from "./map/routes";
import { premiumRoutes } from "./premium/routes";
import { paymentsRoutes } from "./payments/routes";
import { analyticsRoutes } from "./analytics/routes";
import { accountRoutes } from "./account/routes";
import { exportRoutes } from "./export/routes";
import { moderationRoutes } from "./moderation/routes";
import { trustRoutes } from "./trust/routes";
import { trustCheckJob, trustPhotoJob } from "./trust";
import { notificationsRoutes } from "./notifications/routes";
import { pushRoutes } from "./push/routes";
import { privacyLinkRoutes, privacyRoutes } from "./privacy/routes";
import { realtimeRoutes } from "./realtime/routes";
import { registerOpenApi, tagged } from "./openapi";
import { registerWebApp } from "./web";
import { digestJob } from "./notifications";
import { pushNotifyJob, pushDeliverJob } from "./push";
import { purgeExpiredAccountsJob } from "./account";
import { pageViewRetentionJob } from "./analytics";
import { backupJob, registerBackupMetrics } from "./backup";
import { backupRoutes } from "./backup/routes";
import { mediaDeleteJob, mediaSweepJob } from "./media";
import { SiteStore, registerFeatureSwitches } from "./site";
import { siteRoutes } from "./site/routes";
import { StaffStore, auditRetentionJob, suspensionExpiryJob, memberAdminRoutes } from "./staff";
import { staffRoutes } from "./staff/routes";
import { matchExpiryJob } from "./matches";
import { photoCopiesJob } from "./photos";
import { createMediaStorage } from "./platform/storage";

import { questionsRoutes } from "./questions/routes";
import { travelRoutes } from "./travel/routes";
import { yourTurnRoutes } from "./your-turn/routes";
import { openingMovesRoutes } from "./opening-moves/routes";
import { travelEndJob } from "./travel";
import { checkInAlertJob, checkInAskJob } from "./privacy/check-in";

/** Kinds of queued jobs (platform/jobs): mail first; features add theirs here. */
const jobKinds: JobKind<Deps, never>[] = [mailJob, resetLinkJob, pushNotifyJob, pushDeliverJob, mediaDeleteJob, trustCheckJob, trustPhotoJob, travelEndJob as JobKind<Deps, never>, checkInAskJob as JobKind<Deps, never>, checkInAlertJob as JobKind<Deps, never>];

/** Image work, on a queue of its own (photos/variants.ts). */
const imageJobKinds: JobKind<Deps, never>[] = [photoCopiesJob<Deps>((deps) => deps.storage)];

/** Periodic housekeeping jobs of every feature, run by scheduler.ts (started in main.ts). */
export const periodicJobs: PeriodicJob<Deps>[] = [digestJob, purgeExpiredAccountsJob, pageViewRetentionJob, jobRetentionJob, backupJob, mediaSweepJob, auditRetentionJob, matchExpiryJob, suspensionExpiryJob];

export interface BuildOptions {
  config: Config;
  clock?: Clock;
  /** An already opened database (tests share one per file); opened from config otherwise. */
  database?: Database;
  mailer?: Mailer;
  logger?: boolean;
  /** Sees every route as it is added (the OpenAPI test checks each one is documented). */
  onRoute?: (route: RouteOptions) => void;
  /** Where log lines go (stdout by default); tests read them back, benches write a file. */
  logStream?: DestinationStream;
}

/** Paths a browser may POST to without our Origin (signed provider webhooks). */
const ORIGIN_EXEMPT = ["/api/payments/webhook"];

export async function buildApp(opts: BuildOptions): Promise<FastifyInstance> {
  const { config } = opts;
  const app = Fastify({
    logger: opts.logger === false ? false : { ...loggerOptions(config.logLevel), ...(opts.logStream ? { stream: opts.logStream } : {}) },
    // One line per completed request (platform/logger.ts) instead of Fastify's two.
    logController: new RequestLogs(),
    // One hop: the address the proxy in front of us saw (the right-most X-Forwarded-For entry),
    // never an entry further left, which a client may have written itself. `true` would take the
    // left-most; Fastify ignores a plain hop count, so the same rule as a function.
    trustProxy: config.trustProxy ? (_address: string, hop: number) => hop < 1 : false,
    bodyLimit: Math.ceil(PHOTO_MAX_BYTES * 1.5),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  if (opts.onRoute) app.addHook("onRoute", opts.onRoute);

  const database = opts.database ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, timeouts: config.timeouts }));
  const clock = opts.clock ?? systemClock;
  // Redis failures are expected during an outage and each caller falls back; the connection
  // itself logs once per distinct error, the per-call failures only at debug level.
  const warnOnce = (err: Error) => app.log.warn({ err: err.message }, "redis connection error");
  const fellBack = (err: unknown, what: string) => app.log.debug({ err }, what);
  const redis = config.redisUrl ? new RedisConnections(config.redisUrl, config.timeouts, warnOnce) : undefined;
  const commands = redis ? await redis.open() : undefined;
  let pubsub: PubSub = createMemoryPubSub();
  let presence: Presence = localPresence();
  if (redis && commands) {
    pubsub = redisPubSub(commands, await redis.open(), config.redisPrefix, fellBack);
    presence = resilientPresence(commands, redisPresence(commands, clock, `${config.redisPrefix}presence:`), fellBack);
  }
  const realtime = new RealtimeHub(pubsub);
  const sessionCache = new SessionCache();
  realtime.observeEndedSessions((ended) => sessionCache.drop(ended));
  await realtime.start();
  const site = new SiteStore(database.db, pubsub, clock, config.appUrl);
  await site.start();
  const staff = new StaffStore(database.db, pubsub);
  await staff.start();
  const deps: Deps = {
    config,
    database,
    db: database.db,
    clock,
    mailer:
      opts.mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: path.join(config.dataDir, "outbox"), log: app.log, timeouts: config.timeouts }),
    attempts: localAttempts(clock),
    jobs: createJobQueue({ db: database.db, clock, log: app.log, kinds: jobKinds, context: () => deps }),
    imageJobs: createJobQueue({ db: database.db, clock, log: app.log, kinds: imageJobKinds, context: () => deps }),
    pubsub,
    realtime,
    presence,
    sessionCache,
    memberCache: new MemberCache(database.memberChanges),
    deckCache: new DeckCache(database.memberChanges, config.deckCacheMs),
    redis,
    log: app.log,
    site,
    staff,
    storage: createMediaStorage(config),
    // A cleared member's held likes and messages go out through the ordinary paths (trust/held-delivery.ts).
    heldDelivery: { swipe, sendMessage, storeAndDeliver },
  };
  app.decorate("deps", deps);
  app.decorateRequest("sessionUser", undefined);
  app.decorateRequest("user", null as never);
  // The worker starts once every route is registered and stops before the database closes.
  app.addHook("onReady", async () => {
    deps.jobs.start();
    deps.imageJobs.start();
  });
  app.addHook("onClose", async () => {
    // Each queue finishes the job in hand and leaves the rest queued for the next start.
    await Promise.all([deps.jobs.stop(), deps.imageJobs.stop()]);
    await realtime.stop();
    await site.stop();
    await staff.stop();
    await pubsub.close();
    await deps.presence.close();
    await redis?.close();
    deps.memberCache.close();
    deps.deckCache.close();
    if (!opts.database) await database.close();
  });

  await app.register(cookie, { secret: config.sessionSecret });
  // JSON above 1 KB goes out br/gzip; static files bring their own pre-compressed copies, and the
  // plugin leaves an answer alone once it has a Content-Encoding, so nothing is compressed twice.
  await app.register(compress, { threshold: COMPRESS_THRESHOLD_BYTES, encodings: ["br", "gzip"] });
  await app.register(multipart, { limits: { fileSize: PHOTO_MAX_BYTES, files: 1 } });
  await app.register(websocket, { options: { maxPayload: WS_MAX_FRAME_BYTES } });
  // With several instances the limits must be shared, so their counters live in Redis too.
  if (commands) deps.attempts = redisAttempts(commands, deps.attempts, app.log);
  // Signed-in calls count per member, anonymous ones per address (platform/rate-limit.ts: carrier-grade NAT).
  await app.register(rateLimitPlugin, {
    global: false,
    keyGenerator: memberOrAddressKey(currentUser),
    ...(commands ? { store: fallbackStore(commands, `${config.redisPrefix}rate-limit:`) } : {}),
  });
  if (config.metricsToken) registerBackupMetrics(await registerMetrics(app, config.metricsToken), () => app.deps);
  registerOriginCheck(app, config.appOrigin, ORIGIN_EXEMPT);
  registerSecurityHeaders(app, config);
  await registerOpenApi(app);
  registerFeatureSwitches(app);

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
        promptsRoutes,
        promptVoiceRoutes,
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
        trustRoutes,
        notificationsRoutes,
        pushRoutes,
        backupRoutes,
        siteRoutes,
        staffRoutes,
        memberAdminRoutes,
        privacyRoutes,
        privacyLinkRoutes,
        questionsRoutes,
        travelRoutes,
        yourTurnRoutes,
        openingMovesRoutes,
      ]) {
        await api.register(tagged(routes));
      }
    },
    { prefix: "/api" },
  );
  await app.register(tagged(realtimeRoutes));
  await registerWebApp(app, config.webDist);
  return app;
}
