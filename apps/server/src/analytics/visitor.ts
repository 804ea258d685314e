import { createHash, randomBytes } from "node:crypto";
import { and, eq, like, ne } from "drizzle-orm";
import { PAGE_PATH_MAX } from "@ulfa/contracts";
import { settings } from "../db/schema";
import type { Deps } from "../platform/deps";

/**
 * Privacy-respecting visitor identity: sha256(daily salt + IP + user-agent). The salt is random,
 * kept in the settings table and replaced every UTC day (yesterday's is deleted), so a visitor
 * cannot be followed across days and the IP cannot be recovered from the hash. No IP is stored.
 */
const SALT_PREFIX = "analytics_salt:";

const utcDay = (d: Date) => d.toISOString().slice(0, 10);

/** The salt cached per app (deps); the database row is the source of truth across instances. */
const cache = new WeakMap<Deps, { day: string; salt: string }>();

async function saltFor(deps: Deps, now: Date): Promise<string> {
  const day = utcDay(now);
  const cached = cache.get(deps);
  if (cached?.day === day) return cached.salt;
  const key = SALT_PREFIX + day;
  // Whoever inserts first wins; every instance then reads the same salt.
  await deps.db.insert(settings).values({ key, value: randomBytes(32).toString("hex") }).onConflictDoNothing();
  const [row] = await deps.db.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
  await deps.db.delete(settings).where(and(like(settings.key, `${SALT_PREFIX}%`), ne(settings.key, key)));
  cache.set(deps, { day, salt: row.value });
  return row.value;
}

export async function visitorHash(deps: Deps, ip: string, userAgent: string, now: Date): Promise<string> {
  const salt = await saltFor(deps, now);
  return createHash("sha256").update(`${salt}\n${ip}\n${userAgent}`).digest("hex");
}

/** Only the path of our own pages: no query, no fragment, bounded length. */
export function normalisePath(raw: string): string {
  const path = raw.split(/[?#]/, 1)[0] || "/";
  return path.length > PAGE_PATH_MAX ? path.slice(0, PAGE_PATH_MAX) : path;
}

type GeoLookup = (ip: string) => string | null;
let geo: Promise<GeoLookup> | null = null;

/**
 * Offline IP-to-country (geoip-lite). Loaded on first use: its tables take a moment and a
 * hundred-odd MB, which API tests and instances that never see a page view should not pay.
 * Loopback and private addresses resolve to null.
 */
export async function countryOf(ip: string): Promise<string | null> {
  geo ??= import("geoip-lite").then((m) => {
    const geoip = m.default;
    return (address: string) => geoip.lookup(address.replace(/^::ffff:/, ""))?.country || null;
  });
  return (await geo)(ip);
}
