import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, inject } from "vitest";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { SITE_DEFAULTS, pathOf, routes, type RouteOutput, type RouteSpec } from "@ulfa/contracts";
import { apiClient, pageApi, type ApiClient, type CallArgs } from "./api-client";

export { apiClient, globOf, pageApi } from "./api-client";
import { expectAccessible } from "./axe";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium";
import { copyTemplate } from "./data-template";
import { png } from "./png";

const ROOT = path.resolve(import.meta.dirname, "..");
export const SCREENSHOT_DIR = path.join(ROOT, "e2e", "screenshots");

/**
 * An interface string (namespace `ns`, dotted `key`) as a fresh install shows it in `lang`: where
 * it names the site (`{{site}}`), the default site name, as the app fills it in from the settings.
 */
export function uiString(lang: "en" | "ar", ns: string, key: string): string {
  const file = JSON.parse(readFileSync(path.join(ROOT, `apps/web/src/i18n/locales/${lang}/${ns}.json`), "utf8")) as Record<string, unknown>;
  const value = key.split(".").reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], file);
  if (typeof value !== "string") throw new Error(`no string ${ns}:${key}`);
  return value.replaceAll("{{site}}", SITE_DEFAULTS.siteName[lang]);
}
export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 390, height: 844 },
  /** A touch phone (issue 31): the same size as mobile, with touch events and a mobile browser. */
  phone: { width: 390, height: 844 },
  /** A small touch phone. */
  phoneSmall: { width: 360, height: 640 },
} as const;
const TOUCH: ReadonlySet<ViewportName> = new Set(["phone", "phoneSmall"]);
export type ViewportName = keyof typeof VIEWPORTS;
export type Lang = "en" | "ar";

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A 256x256 PNG served for every map tile, so no test reaches the internet. */
const TILE_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8//8/AwAI/AL+hc2rNAAAAABJRU5ErkJggg==",
  "base64",
);

export interface TestServer {
  url: string;
  dataDir: string;
  tileUrl: string;
  stop(): Promise<void>;
  /** Kills the process at once (a crashed instance); stop() then only cleans up. */
  kill(): Promise<void>;
  /** The server's wall clock, where it was started with `clock: true` (shifted-clock.mjs). */
  clock?: ShiftedClock;
}

/**
 * A server's clock that a journey moves forward, for what needs time to pass (a conversation waiting
 * a day, a check-in time coming): the server process runs with e2e/shifted-clock.mjs preloaded, and
 * each move answers once the server reads the new time. The browser's own clock stays real.
 */
export interface ShiftedClock {
  /** How far ahead of the real time the server's clock is. */
  readonly offsetMs: number;
  /** The server's time now. */
  now(): Date;
  /** Moves the server's clock `ms` further ahead; resolves once the server has taken it. */
  advance(ms: number): Promise<void>;
}

const PRELOAD_CLOCK = pathToFileURL(path.join(ROOT, "e2e", "shifted-clock.mjs")).href;
const CLOCK_ACK_MS = 10_000;

function shiftedClock(child: ChildProcess): ShiftedClock {
  let offsetMs = 0;
  return {
    get offsetMs() {
      return offsetMs;
    },
    now: () => new Date(Date.now() + offsetMs),
    async advance(ms) {
      const next = offsetMs + ms;
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`the server did not take the clock shift within ${CLOCK_ACK_MS} ms`)), CLOCK_ACK_MS);
        const onMessage = (m: { type?: string; offsetMs?: number }) => {
          if (m?.type !== "clock-shifted" || m.offsetMs !== next) return;
          clearTimeout(timer);
          child.off("message", onMessage);
          resolve();
        };
        child.on("message", onMessage);
        child.send({ type: "shift-clock", offsetMs: next });
      });
      offsetMs = next;
    },
  };
}

/**
 * Starts the built server (`apps/server/dist/main.js`) on a free port with a fresh DATA_DIR: a copy
 * of the migrated template database (data-template.ts) and nothing else, as a new install has after
 * its first start. A journey that passes its own DATA_DIR (a restored one) or DATABASE_URL gets no copy.
 */
export async function startServer(env: Record<string, string> = {}, opts: { clock?: boolean } = {}): Promise<TestServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "ulfa-e2e-"));
  if (!env.DATA_DIR && !env.DATABASE_URL) copyTemplate(dataDir);
  const tiles: Server = createServer((_req, res) => {
    res.writeHead(200, { "Content-Type": "image/png", "Cache-Control": "max-age=3600" });
    res.end(TILE_PNG);
  });
  await new Promise<void>((resolve) => tiles.listen(0, "127.0.0.1", resolve));
  const tileUrl = `http://127.0.0.1:${(tiles.address() as AddressInfo).port}/{z}/{x}/{y}.png`;
  const url = `http://127.0.0.1:${port}`;
  const args = [...(opts.clock ? ["--import", PRELOAD_CLOCK] : []), path.join(ROOT, "apps/server/dist/main.js")];
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      APP_URL: url,
      DATA_DIR: dataDir,
      MAP_TILE_URL: tileUrl,
      RATE_LIMIT_MAX: "10000",
      LOG_LEVEL: "warn",
      // Browser journeys use the embedded database and in-process pub/sub, like a fresh install.
      DATABASE_URL: "",
      REDIS_URL: "",
      // The fake camera's test pattern has no face: journeys get the manual selfie review unless they
      // turn automatic verification on (safety.e2e.ts does, with a face for the camera).
      SAFETY_SELFIE: "off",
      ...env,
    },
    // A shifted clock is moved over an IPC channel (shifted-clock.mjs).
    stdio: opts.clock ? ["ignore", "inherit", "inherit", "ipc"] : ["ignore", "inherit", "inherit"],
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}${pathOf(routes.health.check)}`);
      if (res.ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      // Never leave the server running behind a failed start: orphans pile up on a busy machine.
      child.kill("SIGKILL");
      tiles.close();
      throw new Error("server did not become healthy in 60 s");
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    dataDir,
    tileUrl,
    ...(opts.clock ? { clock: shiftedClock(child) } : {}),
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill("SIGTERM");
        await new Promise((r) => child.once("exit", r));
      }
      await new Promise((r) => tiles.close(r));
      rmSync(dataDir, { recursive: true, force: true });
    },
    async kill() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill("SIGKILL");
      await new Promise((r) => child.once("exit", r));
    },
  };
}


/**
 * The run's browser (global-setup.ts starts one Chromium for every journey; each file connects and
 * its contexts stay its own). `fakeVideo`: an MJPEG file the fake camera plays instead of its test
 * pattern, a switch of the whole browser, so that journey launches a Chromium of its own.
 */
export async function launchBrowser(opts: { fakeVideo?: string } = {}): Promise<Browser> {
  // Outside a Vitest run (a bench started from the command line) there is no run's browser to
  // connect to, and `inject` throws: such a caller launches its own with the same flags.
  const endpoint = opts.fakeVideo || !process.env.VITEST ? undefined : inject("browserEndpoint");
  if (endpoint) return chromium.connect(endpoint);
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, ...(opts.fakeVideo ? [`--use-file-for-fake-video-capture=${opts.fakeVideo}`] : [])],
  });
}

export interface Journey {
  /** This journey's own server: a fresh community, started from the template database. */
  readonly server: TestServer;
  /** The run's browser; each test opens contexts of its own in it. */
  readonly browser: Browser;
  /** The server's clock, moved forward by the journey (`useJourney({ clock: true })` only). */
  readonly clock: ShiftedClock;
  /** The community's operator, signed up before the tests (`useJourney({ admin: name })` only). */
  readonly admin: ApiMember;
}

/** The operator of a journey's community (ADMIN_EMAILS of its server). */
export const JOURNEY_ADMIN_EMAIL = "admin-e2e@example.test";

/**
 * The one setup of a journey file: in the enclosing describe, its own server (with `env`, or what
 * `env()` gives once the tests are about to run) and a connection to the run's browser before the
 * tests, both closed after them; `browser: { fakeVideo }` launches a browser whose camera plays that
 * video, `browser: false` none (the journey opens its own); `clock: true` a server whose clock the
 * journey moves (`journey.clock`, ShiftedClock); `admin: name` an operator of that name
 * (`journey.admin`, JOURNEY_ADMIN_EMAIL). A journey file then holds only its journey.
 */
export function useJourney(
  opts: {
    env?: Record<string, string> | (() => Promise<Record<string, string>>);
    browser?: false | { fakeVideo: () => Promise<string> };
    clock?: boolean;
    admin?: string;
  } = {},
): Journey {
  let server: TestServer | undefined;
  let browser: Browser | undefined;
  let admin: ApiMember | undefined;
  beforeAll(async () => {
    const env = typeof opts.env === "function" ? await opts.env() : opts.env;
    server = await startServer(opts.admin === undefined ? env : { ...env, ADMIN_EMAILS: JOURNEY_ADMIN_EMAIL }, { clock: opts.clock });
    if (opts.admin !== undefined) admin = await apiMember(server, { email: JOURNEY_ADMIN_EMAIL, name: opts.admin });
    if (opts.browser !== false) browser = await launchBrowser(opts.browser ? { fakeVideo: await opts.browser.fakeVideo() } : {});
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  const started = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`the journey's ${what} is not started: use it inside a test or a hook`);
    return value;
  };
  return {
    get server() {
      return started(server, "server");
    },
    get browser() {
      return started(browser, "browser");
    },
    get admin() {
      if (opts.admin === undefined) throw new Error("the journey has no admin: useJourney({ admin: name }) signs one up");
      return started(admin, "server");
    },
    get clock() {
      const clock = started(server, "server").clock;
      if (!clock) throw new Error("the journey's server clock is real: useJourney({ clock: true }) to move it");
      return clock;
    },
  };
}

/** A fresh browser context in the given language and viewport (language saved as the app does: the ulfa_lang cookie). */
export async function newContext(browser: Browser, opts: { lang: Lang; viewport: ViewportName; geolocation?: { latitude: number; longitude: number } }): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: VIEWPORTS[opts.viewport],
    ...(TOUCH.has(opts.viewport) ? { hasTouch: true, isMobile: true } : {}),
    locale: opts.lang === "ar" ? "ar" : "en-GB",
    timezoneId: "UTC",
    ...(opts.geolocation ? { geolocation: opts.geolocation, permissions: ["geolocation"] } : {}),
  });
  await context.addInitScript((lang) => {
    try {
      document.cookie = `ulfa_lang=${lang}; path=/; samesite=lax`;
    } catch {
      /* about:blank */
    }
  }, opts.lang);
  return context;
}

/** The pairs the accessibility check runs in (issue 15): English on desktop, Arabic on a phone. */
export const auditsAccessibility = (lang: Lang, viewport: ViewportName) =>
  (lang === "en" && viewport === "desktop") || (lang === "ar" && viewport === "mobile") || viewport === "phone";

/**
 * Saves e2e/screenshots/<name>-<lang>-<viewport>.png. Every screen and dialog a journey shows is
 * photographed, so this is also where axe checks it (en desktop and ar mobile).
 */
export async function screenshot(page: Page, name: string, lang: Lang, viewport: ViewportName, opts: { audit?: boolean } = {}): Promise<void> {
  if (opts.audit !== false && auditsAccessibility(lang, viewport)) await expectAccessible(page, `${name} (${lang} ${viewport})`);
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}-${lang}-${viewport}.png`), fullPage: false });
}

/** The path of the newest mail in the outbox addressed to `to`. */
export function latestMailFile(dataDir: string, to: string): string {
  const dir = path.join(dataDir, "outbox");
  const safe = to.replace(/[^a-zA-Z0-9@._-]/g, "_");
  const files = existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => f.endsWith(`-${safe}.eml`))
        .sort()
    : [];
  if (files.length === 0) throw new Error(`no mail for ${to}`);
  return path.join(dir, files[files.length - 1]);
}

/** The newest mail in the outbox addressed to `to`, decoded to text. */
export function latestMail(dataDir: string, to: string): string {
  const raw = readFileSync(latestMailFile(dataDir, to), "utf8");
  // Undo quoted-printable soft line breaks and escapes so codes and links read whole; a run of
  // escapes is one UTF-8 sequence (Arabic text), decoded as such.
  return raw.replace(/=\r?\n/g, "").replace(/(?:=[0-9A-F]{2})+/g, (run) => Buffer.from(run.replaceAll("=", ""), "hex").toString("utf8"));
}

/**
 * Waits for the newest mail to `to` (holding `contains`, when given) and returns it decoded. Mail
 * leaves through the server's job queue, so it lands in the outbox just after the call that
 * queued it answered, as in a real inbox.
 */
export async function waitForMail(dataDir: string, to: string, contains?: string): Promise<string> {
  const deadline = Date.now() + MAIL_WAIT_MS;
  for (;;) {
    try {
      const mail = latestMail(dataDir, to);
      if (!contains || mail.includes(contains)) return mail;
    } catch (err) {
      if (Date.now() > deadline) throw err;
    }
    if (Date.now() > deadline) throw new Error(`no mail to ${to} with ${contains}`);
    await new Promise((resolve) => setTimeout(resolve, MAIL_POLL_MS));
  }
}
const MAIL_WAIT_MS = 10_000;
const MAIL_POLL_MS = 50;

export const verificationCodeIn = (mail: string) => /\b([A-Z0-9]{6})\b(?=[^\n]*\n?)/.exec(mail.split(/\r?\n\r?\n/).slice(1).join("\n"))?.[1];
export const linkIn = (mail: string, pathPrefix: string) => new RegExp(`https?://[^\\s"<>]*${pathPrefix.replace(/[/?]/g, "\\$&")}[^\\s"<>]*`).exec(mail)?.[0];

let counter = 0;
export interface ApiMember {
  email: string;
  password: string;
  name: string;
  username: string;
  /** `ulfa_session` cookie to put into a browser context. */
  cookie: { name: string; value: string; url: string };
  /** The typed answer of a call, as this member, of a route-table entry that must succeed (api-client.ts). */
  call<R extends RouteSpec>(route: R, ...input: CallArgs<R>): Promise<RouteOutput<R>>;
  /** The raw answer of a call, as this member, for a journey that checks a refusal's status or code. */
  send: ApiClient["send"];
  /** A GET, as this member, of a URL the API handed out (a photo's), not of an operation. */
  get(url: string): Promise<Response>;
}

/** Registers, verifies (code from the outbox) and signs in a member through the real API. */
export async function apiMember(
  server: TestServer,
  overrides: Partial<{ name: string; age: number; gender: "male" | "female" | "other"; username: string; email: string }> = {},
): Promise<ApiMember> {
  counter += 1;
  const id = `${Date.now().toString(36)}${counter}`;
  const email = overrides.email ?? `e2e${id}@example.test`;
  const password = "e2e-password";
  const name = overrides.name ?? `Tester ${counter}`;
  const username = overrides.username ?? `e2e_${id}`;
  const visitor = apiClient(server.url);
  await visitor.call(routes.auth.register, { body: { username, name, email, password, age: overrides.age ?? 29, gender: overrides.gender ?? "female" } });
  const code = verificationCodeIn(await waitForMail(server.dataDir, email));
  if (!code) throw new Error(`no verification code in the mail to ${email}`);
  await visitor.call(routes.auth.verifyEmail, { body: { email, code } });
  const login = await visitor.send(routes.auth.login, { body: { email, password } });
  if (!login.ok) throw new Error(`login failed: ${login.status} ${await login.text()}`);
  const setCookie = login.headers.getSetCookie().find((c) => c.startsWith("ulfa_session="));
  if (!setCookie) throw new Error("login set no session cookie");
  const value = setCookie.split(";")[0].slice("ulfa_session=".length);
  const cookieHeader = `ulfa_session=${value}`;
  const client = apiClient(server.url, cookieHeader);
  return {
    email,
    password,
    name,
    username,
    cookie: { name: "ulfa_session", value, url: server.url },
    call: client.call,
    send: client.send,
    get: (url) => fetch(new URL(url, server.url), { headers: { cookie: cookieHeader } }),
  };
}

/** A member signed in, in a browser context and page of their own (closing the page's context ends it). */
export async function signedInPage(browser: Browser, member: ApiMember, opts: Parameters<typeof newContext>[1]): Promise<Page> {
  const context = await newContext(browser, opts);
  await context.addCookies([member.cookie]);
  return context.newPage();
}

/** Collects the page's uncaught errors, for a journey that ends with `expect(errors).toEqual([])`. */
export function pageErrors(page: Page, errors: string[] = []): string[] {
  page.on("pageerror", (err) => errors.push(err.message));
  return errors;
}

/**
 * Resolves once the page's realtime socket is subscribed on the server (its "ready" event,
 * apps/server/src/realtime/socket-session.ts). An event sent before then is not replayed, so a
 * journey that expects a live event on a page it has just opened waits for this first. Call it
 * before the page navigates: the socket opens with the app.
 */
export function realtimeReady(page: Page, timeoutMs = 15_000): Promise<void> {
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the page's realtime socket was not ready within ${timeoutMs} ms`)), timeoutMs);
    page.on("websocket", (socket) => {
      if (new URL(socket.url()).pathname !== "/ws") return;
      socket.on("framereceived", ({ payload }) => {
        if (typeof payload !== "string" || (JSON.parse(payload) as { type?: string }).type !== "ready") return;
        clearTimeout(timer);
        resolve();
      });
    });
  });
  // Awaited later: a journey that fails before then reports its own error, not this one unhandled.
  ready.catch(() => {});
  return ready;
}

/** The answer to an API call that must succeed; its status and text otherwise. */
export async function ok(res: Promise<Response>): Promise<Response> {
  const r = await res;
  if (!r.ok) throw new Error(`${r.status} ${await r.text()}`);
  return r;
}

/** A member's own id, as the API gives it. */
export const idOf = async (m: ApiMember): Promise<number> => (await m.call(routes.users.me)).id;

/** Sends a photo as a data URL, the JSON form of POST /api/photos (onboarding's): the raw Response. */
export const sendPhoto = (m: ApiMember, photo: string): Promise<Response> => m.send(routes.photos.add, { body: { photo } });

/** sendPhoto from inside a page, with its session: the answer's status. */
export const sendPhotoInPage = async (page: Page, photo: string): Promise<number> => (await pageApi(page).send(routes.photos.add, { body: { photo } })).status;

/** Adds a photo as a data URL (sendPhoto) that must be taken: the member's photos. */
export const addPhoto = (m: ApiMember, photo: string) => m.call(routes.photos.add, { body: { photo } });

/** Every (language, viewport) pair, for journeys that must run in all four. */
export const MATRIX: { lang: Lang; viewport: "desktop" | "mobile" }[] = [
  { lang: "en", viewport: "desktop" },
  { lang: "en", viewport: "mobile" },
  { lang: "ar", viewport: "desktop" },
  { lang: "ar", viewport: "mobile" },
];

/** English on the desktop and Arabic on a phone-sized page: the pair most journeys run in. */
export const EN_DESKTOP_AR_MOBILE: readonly { lang: Lang; viewport: "desktop" | "mobile" }[] = [
  { lang: "en", viewport: "desktop" },
  { lang: "ar", viewport: "mobile" },
];

/** The same pair with Arabic on a touch phone (touch events, a mobile browser). */
export const EN_DESKTOP_AR_PHONE: readonly { lang: Lang; viewport: "desktop" | "phone" }[] = [
  { lang: "en", viewport: "desktop" },
  { lang: "ar", viewport: "phone" },
];

/**
 * Answers every onboarding step through the API from a signed-in page (docs/onboarding.md), for
 * journeys about something else; e2e/onboarding.e2e.ts walks the screens themselves.
 */
export async function finishOnboardingThroughApi(page: Page, opts: { gender?: "male" | "female"; latitude?: number; longitude?: number } = {}): Promise<void> {
  const photo = `data:image/png;base64,${png(600, 800, [190, 18, 70]).toString("base64")}`;
  const prompts = ["perfect_weekend", "family_means", "green_flag"].map((promptId) => ({ promptId, answer: "Long walks and good books." }));
  const inPage = pageApi(page);
  await inPage.call(routes.users.update, { body: { gender: opts.gender ?? "female", interestedIn: "both", birthDate: "1995-04-23" } });
  await inPage.call(routes.location.save, { body: { latitude: opts.latitude ?? 51.5, longitude: opts.longitude ?? -0.12 } });
  for (let i = 0; i < 2; i += 1) {
    const status = await sendPhotoInPage(page, photo);
    if (status !== 200) throw new Error(`onboarding photo: ${status}`);
  }
  await inPage.call(routes.users.update, { body: { prompts } });
  await inPage.call(routes.profile.save, { body: { relationshipGoals: "serious" } });
}
