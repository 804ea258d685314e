import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Config } from "./config";

/** Stripe.js, its frames and its API (https://docs.stripe.com/security/guide#content-security-policy). */
const STRIPE = {
  script: ["https://js.stripe.com", "https://*.js.stripe.com"],
  frame: ["https://js.stripe.com", "https://*.js.stripe.com", "https://hooks.stripe.com"],
  connect: ["https://api.stripe.com"],
};

const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi;

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(full);
    return entry.name.endsWith(".html") ? [full] : [];
  });
}

/**
 * CSP hashes of every inline <script> in the built pages (index.html sets lang/dir before first
 * paint; prerendered pages may carry more). Read once at start-up: the build never changes while
 * the server runs, and no script the build did not write can run.
 */
export function inlineScriptHashes(webDist: string | undefined): string[] {
  if (!webDist || !existsSync(webDist)) return [];
  const hashes = new Set<string>();
  for (const file of htmlFiles(webDist)) {
    for (const [, body] of readFileSync(file, "utf8").matchAll(INLINE_SCRIPT)) {
      if (body.trim() === "") continue;
      hashes.add(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
    }
  }
  return [...hashes].sort();
}

/**
 * Where map tiles come from: the origin of MAP_TILE_URL, with Leaflet's `{s}` subdomain as a
 * wildcard; nothing for a same-origin (relative) template.
 */
export function tileSource(mapTileUrl: string): string | undefined {
  const match = /^(https?:)\/\/([^/?#]+)/i.exec(mapTileUrl);
  if (!match) return undefined;
  const host = match[2].replace(/\{s\}/g, "*").replace(/\{[^}]*\}/g, "*");
  return `${match[1].toLowerCase()}//${host.toLowerCase()}`;
}

const socketOrigin = (appOrigin: string) => appOrigin.replace(/^http/, "ws");

/** The Content-Security-Policy directives (helmet's format) the app, Leaflet and Stripe work under. */
export function cspDirectives(config: Pick<Config, "appOrigin" | "mapTileUrl" | "stripe" | "webDist">): Record<string, string[]> {
  const stripe = config.stripe !== undefined;
  const tiles = tileSource(config.mapTileUrl);
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", ...inlineScriptHashes(config.webDist), ...(stripe ? STRIPE.script : [])],
    // Leaflet positions tiles and React sets style attributes: inline styles are needed, scripts are not.
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:", ...(tiles ? [tiles] : [])],
    "font-src": ["'self'", "data:"],
    "connect-src": ["'self'", socketOrigin(config.appOrigin), ...(stripe ? STRIPE.connect : [])],
    "media-src": ["'self'", "blob:"],
    "worker-src": ["'self'", "blob:"],
    "manifest-src": ["'self'"],
    "frame-src": stripe ? STRIPE.frame : ["'none'"],
    "frame-ancestors": ["'none'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
  };
  if (config.appOrigin.startsWith("https:")) directives["upgrade-insecure-requests"] = [];
  return directives;
}
