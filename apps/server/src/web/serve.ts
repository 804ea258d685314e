import path from "node:path";
import { existsSync, readFileSync } from "node:fs";
import { PassThrough } from "node:stream";
import { constants, createBrotliCompress, createGzip } from "node:zlib";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fastifyStatic from "@fastify/static";
import { negotiate } from "@fastify/accept-negotiator";
import { LANGUAGE_COOKIE } from "@ulfa/contracts";
import { currentUser, SESSION_COOKIE } from "../auth";
import { escapeHtml } from "../platform/mail-layout";
import { pickLanguage } from "./language";
import { webAppManifest } from "./manifest";
import type { UserRow } from "../db/schema";
import { firstDeckForPage, withPhotoPreload } from "./home-deck";
import { opensDiscover, signedInPreloads } from "./preload";
import { SitePages, type SiteStrings } from "./site-pages";

/** What the web build prerendered (apps/web/scripts/prerender.mjs writes it next to the pages). */
interface PrerenderManifest {
  /** Public paths with a static page per language: prerendered/<lang>/<file>. */
  pages: Record<string, string>;
  /** The not-found page, per language, for paths no route knows. */
  notFound: string;
  /** Every path the client router knows; they get the app shell. */
  appPaths: string[];
  /**
   * The app shell per language, prerendered/<lang>/<file>: `lang` and `dir` written in, the
   * language's strings preloaded, and for the discover tab (`home`) its chunks too. Builds before
   * them have only index.html, whose script works the language out in the browser.
   */
  shells?: { app: string; home: string };
  /** The landing tiles' texts per language, for filling the public pages from the site settings (web/site-pages.ts). */
  siteStrings?: SiteStrings;
}

export const PRERENDER_MANIFEST = "prerendered/pages.json";

function readManifest(webDist: string): PrerenderManifest | null {
  const file = path.join(webDist, PRERENDER_MANIFEST);
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as PrerenderManifest) : null;
}

/**
 * Serves the built web app. Assets go out pre-compressed (brotli/gzip written at build time), and
 * fingerprinted ones are cached forever. A page request gets, in order:
 * - the app shell (index.html) when a session cookie is present: the page depends on the member;
 * - the prerendered public page in the visitor's language (web/language.ts) otherwise, with the
 *   not-found page and a 404 for paths no route knows.
 * Unknown /api paths stay JSON 404s.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string | undefined): Promise<void> {
  const hasWeb = webDist !== undefined && existsSync(path.join(webDist, "index.html"));
  const manifest = hasWeb ? readManifest(webDist) : null;
  const sitePages = hasWeb ? new SitePages(webDist, manifest?.siteStrings ?? {}, app.deps.site) : null;
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders(res, filePath) {
        // Vite fingerprints assets, so they can be cached forever; pages and the service worker
        // (sw.js, sw-push.js) never: a new deploy must reach the browser's update check at once.
        res.header("Cache-Control", filePath.includes(`${path.sep}assets${path.sep}`) ? "public, max-age=31536000, immutable" : "no-cache");
      },
    });
    // In the visitor's language, like the prerendered pages (installed apps take name and direction from it).
    app.get("/manifest.webmanifest", { schema: { hide: true } }, async (request, reply) => {
      const lang = pickLanguage(request.cookies[LANGUAGE_COOKIE], request.headers["accept-language"]);
      return reply
        .header("Content-Type", "application/manifest+json; charset=utf-8")
        .header("Cache-Control", "no-cache")
        .header("Vary", "Cookie, Accept-Language")
        .send(JSON.stringify(webAppManifest(lang, await app.deps.site.publicSite())));
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split("?")[0];
    const isPagePath = hasWeb && !pathname.startsWith("/api") && !pathname.startsWith("/ws") && (pathname === "/" || path.extname(pathname) === "");
    const isRead = request.method === "GET" || request.method === "HEAD";
    if (isPagePath && isRead) return sendPage(request, reply, pathname, manifest, sitePages!);
    const allowed = allowedMethods(app, pathname, isPagePath);
    if (allowed.length > 0) {
      return reply
        .status(405)
        .header("Allow", allowed.join(", "))
        .send({ message: `Method ${request.method} is not allowed here (allowed: ${allowed.join(", ")})`, code: "METHOD_NOT_ALLOWED" });
    }
    return reply.status(404).send({ message: `Route ${request.method} ${pathname} not found`, code: "NOT_FOUND" });
  });
}

const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;

/** Methods some route answers on this path (pages of the web app: GET and HEAD); none: it does not exist. */
function allowedMethods(app: FastifyInstance, pathname: string, isPagePath: boolean): string[] {
  if (isPagePath) return ["GET", "HEAD"];
  return METHODS.filter((method) => app.findRoute({ method, url: pathname }) !== null);
}

/**
 * Pages opened from a link by someone without an account (a chaperone's, a shared date's: privacy/):
 * the app shell, whatever the secret in the path. They never send the path on as a referrer.
 */
const LINK_PAGE = /^\/(chaperone|date)\/[A-Za-z0-9_-]+$/;

async function sendPage(request: FastifyRequest, reply: FastifyReply, pathname: string, manifest: PrerenderManifest | null, sitePages: SitePages) {
  reply.header("Cache-Control", "no-cache");
  // The answer depends on the session and language cookies and Accept-Language: caches must key on them.
  reply.header("Vary", "Cookie, Accept-Language");
  if (LINK_PAGE.test(pathname)) reply.header("Referrer-Policy", "no-referrer").header("X-Robots-Tag", "noindex");
  const signedIn = request.cookies[SESSION_COOKIE] !== undefined;
  const lang = pickLanguage(request.cookies[LANGUAGE_COOKIE], request.headers["accept-language"]);
  if (!manifest || signedIn) {
    const search = request.url.slice(pathname.length);
    const user = signedIn && pathname === "/home" ? await currentUser(request).catch(() => null) : null;
    // With the prerendered discover shell the deck comes in the page itself (sendHomeWithDeck).
    const preloads = user ? signedInPreloads(user, pathname, search, { deckInPage: manifest?.shells !== undefined }) : null;
    // A signed-in member's page carries their preloads: never kept by a shared cache.
    if (signedIn) reply.header("Cache-Control", "private, no-cache");
    if (preloads) reply.header("Link", preloads);
    const shell = appShell(manifest, lang, pathname, search);
    // The discover tab's page carries the member's first deck for its own script (web app: html-top-card.ts).
    if (user && opensDiscover(pathname, search) && manifest?.shells) {
      return sendHomeWithDeck(request, reply, await sitePages.text(shell, lang), user);
    }
    // Through SitePages, not the static files: the shell wears the operator's colour (<style id="ulfa-brand">).
    return sitePages.send(request, reply, shell, lang);
  }
  const page = manifest.pages[pathname];
  // The public pages carry the operator's settings, filled in here (web/site-pages.ts).
  if (page) return sitePages.send(request, reply, `prerendered/${lang}/${page}`, lang);
  if (manifest.appPaths.includes(pathname) || LINK_PAGE.test(pathname)) return sitePages.send(request, reply, appShell(manifest, lang, pathname, ""), lang);
  return sitePages.send(request, reply, `prerendered/${lang}/${manifest.notFound}`, lang, 404);
}

/** The app shell for this page: the discover tab's (/home without ?tab=) or the app's, in the language; index.html without a prerendered build. */
function appShell(manifest: PrerenderManifest | null, lang: string, pathname: string, search: string): string {
  if (!manifest?.shells) return "index.html";
  return `prerendered/${lang}/${opensDiscover(pathname, search) ? manifest.shells.home : manifest.shells.app}`;
}

/** How long the discover page waits for its first deck before it ends without it. */
const DECK_IN_PAGE_WAIT_MS = 1000;

/**
 * How long the page's first bytes wait for the deck, so that the top card's photo is named at the
 * top of <head> (web/home-deck.ts withPhotoPreload). Over HTTP/1.1 the browser has six connections
 * and hands them out in the order it finds the requests: named at the end of the page, the photo
 * (the tab's largest paint) queued behind the stylesheet and some twenty chunks, about 200 ms at 1x
 * (docs/benchmarks.md "web"). A deck takes 20-40 ms at 100,000 members (the "deck" bench), about
 * what the browser would spend fetching in the meantime; a slower one is not worth holding the
 * page for: the page then starts at once and the photo is named with the deck at its end.
 */
const HEAD_WAITS_FOR_DECK_MS = 100;

/**
 * The signed-in discover shell with the member's first deck (web/home-deck.ts) in a
 * `<script type="application/json" id="ulfa-deck">` at the end of <body>, and the top card's photo
 * preloaded. When the deck is ready within HEAD_WAITS_FOR_DECK_MS the whole page goes out at once,
 * the photo's preload first in <head>; otherwise the page is streamed: everything before the deck
 * goes out at once (the browser starts the stylesheet, the scripts and the preferences while the
 * deck is computed), the photo's preload, the deck and the page's end follow. Compressed as the
 * browser accepts (br, else gzip), flushed after the first part: the prerendered pages come
 * pre-compressed, and @fastify/compress only wraps routes, not this not-found handler. If the deck
 * fails or takes longer than DECK_IN_PAGE_WAIT_MS (the app's scripts run only once the page has
 * ended), the page ends without it and the app asks for the deck itself, as from any other page.
 */
function sendHomeWithDeck(request: FastifyRequest, reply: FastifyReply, html: string, user: UserRow) {
  const end = html.includes("</body>") ? html.lastIndexOf("</body>") : html.length;
  // The same negotiation @fastify/compress and @fastify/static use (q-values, `*`).
  const encoding = negotiate(request.headers["accept-encoding"] ?? "", ["br", "gzip"]);
  const compressor = encoding === "br" ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }) : encoding === "gzip" ? createGzip() : null;
  const out = compressor ?? new PassThrough();
  reply
    // Other members' cards are in it: kept by no cache at all, not even this browser's (a shared
    // computer after sign-out), and never by a shared one.
    .header("Cache-Control", "private, no-store")
    .header("Vary", "Cookie, Accept-Language, Accept-Encoding")
    .type("text/html; charset=utf-8");
  if (encoding) reply.header("Content-Encoding", encoding);
  // The app only starts once the page has ended: a deck slower than this goes without the page.
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), DECK_IN_PAGE_WAIT_MS)));
  let headSent = false;
  const head = setTimeout(() => {
    headSent = true;
    out.write(html.slice(0, end));
    compressor?.flush();
  }, HEAD_WAITS_FOR_DECK_MS);
  void Promise.race([firstDeckForPage(request.server.deps, user), late])
    .catch((err: unknown) => {
      request.log.warn({ err }, "the first deck could not go into the page; the app will ask for it");
      return null;
    })
    .then((deck) => {
      clearTimeout(timer);
      clearTimeout(head);
      const data = deck ? `<script type="application/json" id="ulfa-deck" data-url="${escapeHtml(deck.url)}">${deck.json}</script>\n  ` : "";
      if (headSent) out.end((deck?.photoPreload ?? "") + data + html.slice(end));
      else out.end(withPhotoPreload(html.slice(0, end), deck?.photoPreload ?? "") + data + html.slice(end));
    });
  return reply.send(out);
}
