import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync, existsSync } from "node:fs";
import path from "node:path";
import {
  iceServerSchema,
  SAFETY_NUDITY_THRESHOLD_DEFAULT,
  SELFIE_APPROVE_SIMILARITY_DEFAULT,
  SELFIE_POSES,
  SELFIE_REJECT_SIMILARITY_DEFAULT,
  type IceServer,
  type SelfiePose,
} from "@ulfa/contracts";
import { z } from "zod";
import webpush from "web-push";
import type { S3Settings } from "./storage";
import { DEFAULT_TIMEOUTS, type Timeouts } from "./timeouts";
import { DECK_CACHE_TTL_MS } from "./deck-cache";

/** Web Push: the VAPID key pair the server signs with, and who to contact about it. */
export interface VapidSettings {
  publicKey: string;
  privateKey: string;
  /** A mailto: or https: URL push services may contact (RFC 8292 `sub`). */
  subject: string;
  /** Tests only, never read from the environment: a CA to trust for the push service's TLS. */
  testCa?: string;
  /** Tests only: which resolved addresses the push sender may contact (default: public ones only). */
  testIsAllowedAddress?: (address: string) => boolean;
}

/** Runtime configuration (docs/configuration.md). Read once at start-up. */
export interface Config {
  port: number;
  host: string;
  appUrl: string;
  /** Origin derived from appUrl, compared with the Origin header of state-changing calls. */
  appOrigin: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  /** Prefix of every Redis key and channel, so deployments (and test runs) can share one Redis. */
  redisPrefix: string;
  smtpUrl: string | undefined;
  /** Sender of every mail (MAIL_FROM); default `no-reply@APP_URL's host`, shown under the site's name (mail.ts). */
  mailFrom: string;
  sessionSecret: string;
  adminEmails: Set<string>;
  /** Bearer token that turns on Prometheus metrics at /metrics; unset: no /metrics. */
  metricsToken: string | undefined;
  /** Multiplies every per-route rate limit (load tests). */
  rateLimitMax: number | undefined;
  /** How long a viewer's deck ranking is kept (platform/deck-cache.ts), DECK_CACHE_SECONDS; 0: never. */
  deckCacheMs: number;
  /** `apiUrl` is never read from the environment: tests point it at a closed port or a fake Stripe. */
  stripe: { secretKey: string; publishableKey: string | undefined; webhookSecret: string | undefined; apiUrl?: string } | undefined;
  oidc: { clientId: string; clientSecret: string; issuer: string } | undefined;
  ai: { baseUrl: string; apiKey: string | undefined; model: string } | undefined;
  mapTileUrl: string;
  /** Nominatim-compatible reverse-geocoding URL; unset: the built-in offline city list. */
  geocoderUrl: string | undefined;
  /** An S3-compatible bucket for media (needed for several instances); unset: files under DATA_DIR. */
  s3: S3Settings | undefined;
  push: VapidSettings;
  /**
   * Hosts a browser's push subscription may point at, compared exactly (`*.host` for its subdomains,
   * `host:port` for a port other than 443): the server
   * POSTs to that URL, so an endpoint elsewhere would let a member aim the server at any address.
   */
  pushServiceHosts: string[];
  /** ICE_SERVERS: STUN/TURN servers handed to members' browsers for calls (docs/features.md "Voice and video calls"); none by default. */
  iceServers: IceServer[];
  /** Directory of the built web app (served as static files); undefined in API-only tests. */
  webDist: string | undefined;
  logLevel: string;
  /** Trust X-Forwarded-For (only behind a proxy you run; otherwise clients could spoof their IP). */
  trustProxy: boolean;
  isTest: boolean;
  /** Scheduled backups (backup/schedule.ts): on when BACKUP_DIR is set. */
  backup: BackupSettings | undefined;
  /** Automatic checks on the server's own CPU (docs/features.md "Trust and safety"); each part can be turned off. */
  safety: SafetyConfig;
  /** Deadlines of calls to the database, Redis and the object store (platform/timeouts.ts); tests shorten them. */
  timeouts: Timeouts;
}

export interface SafetyConfig {
  /** SAFETY_NUDGES=off: chat messages are never checked against the insult lists. */
  nudges: boolean;
  /** SAFETY_WORDLIST_DIR: a folder whose *.txt lists are added to the shipped ones. */
  wordlistDir: string | undefined;
  /** SAFETY_NUDITY=off: profile photos are not classified. */
  nudity: boolean;
  /** SAFETY_NUDITY_THRESHOLD: explicit-content probability (0..1) from which a profile photo is refused. */
  nudityThreshold: number;
  /** SAFETY_SELFIE=off: selfies only go to the admins' queue, as without the face model. */
  selfie: boolean;
  /** SAFETY_SELFIE_APPROVE / SAFETY_SELFIE_REJECT: face similarity from which a selfie is verified, below which it is rejected. */
  selfieApprove: number;
  selfieReject: number;
  /** SAFETY_SELFIE_POSES: the poses a challenge may ask for (comma-separated; default all). */
  selfiePoses: SelfiePose[];
}

export interface BackupSettings {
  /** BACKUP_DIR: where the archives go (a mounted volume or another disk, not DATA_DIR's). */
  dir: string;
  /** BACKUP_KEEP: how many archives are kept, newest first. */
  keep: number;
  /** BACKUP_INTERVAL_HOURS: time between backups. */
  everyMs: number;
}

const DEFAULT_BACKUP_KEEP = 7;
const DEFAULT_BACKUP_INTERVAL_HOURS = 24;
const HOUR_MS = 3_600_000;

function backupSettings(env: NodeJS.ProcessEnv): BackupSettings | undefined {
  if (!env.BACKUP_DIR) return undefined;
  const hours = Number(env.BACKUP_INTERVAL_HOURS || DEFAULT_BACKUP_INTERVAL_HOURS);
  if (!Number.isFinite(hours) || hours <= 0) throw new Error(`BACKUP_INTERVAL_HOURS must be a positive number, got "${env.BACKUP_INTERVAL_HOURS}"`);
  return {
    dir: path.resolve(env.BACKUP_DIR),
    keep: positiveInt(env.BACKUP_KEEP, DEFAULT_BACKUP_KEEP, "BACKUP_KEEP")!,
    everyMs: hours * HOUR_MS,
  };
}

export const DEFAULT_MAP_TILE_URL = "https://tile.openstreetmap.org/{z}/{x}/{y}.png";
const DEFAULT_OIDC_ISSUER = "https://accounts.google.com";

function persistentSecret(dataDir: string, name: string): string {
  const file = path.join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  const secret = randomBytes(32).toString("hex");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

function switchOn(value: string | undefined): boolean {
  return !["off", "false", "0", "no"].includes((value ?? "").trim().toLowerCase());
}

function probability(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === "") return fallback;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed <= 0 || parsed > 1) throw new Error(`${name} must be a number above 0 and at most 1, got "${value}"`);
  return parsed;
}

function selfiePoses(value: string | undefined): SelfiePose[] {
  if (!value) return [...SELFIE_POSES];
  const poses = value.split(",").map((p) => p.trim());
  const unknown = poses.filter((p) => !(SELFIE_POSES as readonly string[]).includes(p));
  if (unknown.length > 0 || poses.length === 0) throw new Error(`SAFETY_SELFIE_POSES must list some of ${SELFIE_POSES.join(", ")}, got "${value}"`);
  return poses as SelfiePose[];
}

function safetySettings(env: NodeJS.ProcessEnv): SafetyConfig {
  return {
    nudges: switchOn(env.SAFETY_NUDGES),
    wordlistDir: env.SAFETY_WORDLIST_DIR ? path.resolve(env.SAFETY_WORDLIST_DIR) : undefined,
    nudity: switchOn(env.SAFETY_NUDITY),
    nudityThreshold: probability(env.SAFETY_NUDITY_THRESHOLD, SAFETY_NUDITY_THRESHOLD_DEFAULT, "SAFETY_NUDITY_THRESHOLD"),
    selfie: switchOn(env.SAFETY_SELFIE),
    selfieApprove: probability(env.SAFETY_SELFIE_APPROVE, SELFIE_APPROVE_SIMILARITY_DEFAULT, "SAFETY_SELFIE_APPROVE"),
    selfieReject: probability(env.SAFETY_SELFIE_REJECT, SELFIE_REJECT_SIMILARITY_DEFAULT, "SAFETY_SELFIE_REJECT"),
    selfiePoses: selfiePoses(env.SAFETY_SELFIE_POSES),
  };
}

/**
 * VAPID keys: VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY, else a pair generated on first start and kept in
 * DATA_DIR/vapid.json (browsers' subscriptions are bound to the public key: it must not change, and
 * several instances must share it). The subject defaults to APP_URL when it is https, else a
 * mailto: of the sender's domain.
 */
function pushSettings(env: NodeJS.ProcessEnv, dataDir: string, appUrl: string): VapidSettings {
  const subject = env.VAPID_SUBJECT || (appUrl.startsWith("https:") ? appUrl : `mailto:no-reply@${new URL(appUrl).hostname}`);
  if (env.VAPID_PUBLIC_KEY || env.VAPID_PRIVATE_KEY) {
    if (!env.VAPID_PUBLIC_KEY || !env.VAPID_PRIVATE_KEY) throw new Error("VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together");
    return checkedVapid({ publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject });
  }
  const file = path.join(dataDir, "vapid.json");
  if (!existsSync(file)) writeFileSync(file, JSON.stringify(webpush.generateVAPIDKeys()), { mode: 0o600 });
  const keys = JSON.parse(readFileSync(file, "utf8")) as { publicKey: string; privateKey: string };
  return checkedVapid({ publicKey: keys.publicKey, privateKey: keys.privateKey, subject });
}

/** The push services of Chrome/Edge/Android (FCM), Firefox (Mozilla autopush), Windows (WNS) and Safari (APNs). */
export const DEFAULT_PUSH_SERVICE_HOSTS = ["fcm.googleapis.com", "updates.push.services.mozilla.com", "*.notify.windows.com", "web.push.apple.com"] as const;

const listOf = (value: string) =>
  value
    .split(",")
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);

/** Refuses bad keys or subject at start-up, rather than failing every notification for a day. */
function checkedVapid(settings: VapidSettings): VapidSettings {
  try {
    webpush.setVapidDetails(settings.subject, settings.publicKey, settings.privateKey);
  } catch (err) {
    throw new Error(`VAPID settings are invalid: ${(err as Error).message}`);
  }
  return settings;
}

function iceServers(value: string | undefined): IceServer[] {
  if (!value) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    throw new Error("ICE_SERVERS must be a JSON array of RTCIceServer objects");
  }
  const result = z.array(iceServerSchema).safeParse(parsed);
  if (!result.success) throw new Error(`ICE_SERVERS must be a JSON array of RTCIceServer objects: ${result.error.message}`);
  return result.data;
}

function positiveInt(value: string | undefined, fallback: number | undefined, name: string): number | undefined {
  if (value === undefined || value === "") return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed <= 0) throw new Error(`${name} must be a positive integer, got "${value}"`);
  return parsed;
}

/** S3_BUCKET switches media to object storage; the other S3_* variables say where and how. */
function s3Settings(env: NodeJS.ProcessEnv): S3Settings | undefined {
  if (!env.S3_BUCKET) {
    if (env.S3_ENDPOINT) throw new Error("S3_ENDPOINT is set but S3_BUCKET is not");
    return undefined;
  }
  return {
    endpoint: env.S3_ENDPOINT || undefined,
    bucket: env.S3_BUCKET,
    region: env.S3_REGION || "us-east-1",
    accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
    forcePathStyle: env.S3_FORCE_PATH_STYLE === "true" || env.S3_FORCE_PATH_STYLE === "1",
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const port = positiveInt(env.PORT, 5000, "PORT")!;
  const appUrl = (env.APP_URL || `http://localhost:${port}`).replace(/\/+$/, "");
  const dataDir = path.resolve(env.DATA_DIR || "./data");
  mkdirSync(dataDir, { recursive: true });
  const stripeKey = env.STRIPE_SECRET_KEY;
  const googleId = env.GOOGLE_CLIENT_ID;
  return {
    port,
    host: env.HOST || "0.0.0.0",
    appUrl,
    appOrigin: new URL(appUrl).origin,
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    redisPrefix: env.REDIS_PREFIX || "ulfa:",
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || `no-reply@${new URL(appUrl).hostname}`,
    sessionSecret: env.SESSION_SECRET || persistentSecret(dataDir, "session-secret"),
    adminEmails: new Set(
      (env.ADMIN_EMAILS || "")
        .split(",")
        .map((e) => e.trim().toLowerCase())
        .filter(Boolean),
    ),
    metricsToken: env.METRICS_TOKEN || undefined,
    rateLimitMax: positiveInt(env.RATE_LIMIT_MAX, undefined, "RATE_LIMIT_MAX"),
    deckCacheMs: env.DECK_CACHE_SECONDS === "0" ? 0 : positiveInt(env.DECK_CACHE_SECONDS, DECK_CACHE_TTL_MS / 1000, "DECK_CACHE_SECONDS")! * 1000,
    stripe: stripeKey
      ? { secretKey: stripeKey, publishableKey: env.STRIPE_PUBLISHABLE_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET }
      : undefined,
    oidc:
      googleId && env.GOOGLE_CLIENT_SECRET
        ? { clientId: googleId, clientSecret: env.GOOGLE_CLIENT_SECRET, issuer: env.OIDC_ISSUER || DEFAULT_OIDC_ISSUER }
        : undefined,
    ai: env.AI_BASE_URL ? { baseUrl: env.AI_BASE_URL, apiKey: env.AI_API_KEY, model: env.AI_MODEL || "gpt-4o-mini" } : undefined,
    mapTileUrl: env.MAP_TILE_URL || DEFAULT_MAP_TILE_URL,
    geocoderUrl: env.GEOCODER_URL || undefined,
    s3: s3Settings(env),
    push: pushSettings(env, dataDir, appUrl),
    pushServiceHosts: env.PUSH_SERVICE_HOSTS ? listOf(env.PUSH_SERVICE_HOSTS) : [...DEFAULT_PUSH_SERVICE_HOSTS],
    iceServers: iceServers(env.ICE_SERVERS),
    webDist: undefined,
    logLevel: env.LOG_LEVEL || "info",
    trustProxy: env.TRUST_PROXY === "true" || env.TRUST_PROXY === "1",
    isTest: false,
    safety: safetySettings(env),
    backup: backupSettings(env),
    timeouts: DEFAULT_TIMEOUTS,
    ...overrides,
  };
}
