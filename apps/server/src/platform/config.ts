import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync, existsSync } from "node:fs";
import path from "node:path";

/** Runtime configuration (RUNNING.md "Environment"). Read once at start-up. */
export interface Config {
  port: number;
  host: string;
  appUrl: string;
  /** Origin derived from appUrl, compared with the Origin header of state-changing calls. */
  appOrigin: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  sessionSecret: string;
  adminEmails: Set<string>;
  /** Multiplies every per-route rate limit (load tests). */
  rateLimitMax: number | undefined;
  stripe: { secretKey: string; publishableKey: string | undefined; webhookSecret: string | undefined } | undefined;
  oidc: { clientId: string; clientSecret: string; issuer: string } | undefined;
  ai: { baseUrl: string; apiKey: string | undefined; model: string } | undefined;
  mapTileUrl: string;
  /** Nominatim-compatible reverse-geocoding URL; unset: the built-in offline city list. */
  geocoderUrl: string | undefined;
  /** Directory of the built web app (served as static files); undefined in API-only tests. */
  webDist: string | undefined;
  logLevel: string;
  /** Trust X-Forwarded-For (only behind a proxy you run; otherwise clients could spoof their IP). */
  trustProxy: boolean;
  isTest: boolean;
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

function positiveInt(value: string | undefined, fallback: number | undefined, name: string): number | undefined {
  if (value === undefined || value === "") return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed <= 0) throw new Error(`${name} must be a positive integer, got "${value}"`);
  return parsed;
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
    smtpUrl: env.SMTP_URL || undefined,
    sessionSecret: env.SESSION_SECRET || persistentSecret(dataDir, "session-secret"),
    adminEmails: new Set(
      (env.ADMIN_EMAILS || "")
        .split(",")
        .map((e) => e.trim().toLowerCase())
        .filter(Boolean),
    ),
    rateLimitMax: positiveInt(env.RATE_LIMIT_MAX, undefined, "RATE_LIMIT_MAX"),
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
    webDist: undefined,
    logLevel: env.LOG_LEVEL || "info",
    trustProxy: env.TRUST_PROXY === "true" || env.TRUST_PROXY === "1",
    isTest: false,
    ...overrides,
  };
}
