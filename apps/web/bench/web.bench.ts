/**
 * First-visit benchmark in Chromium (playwright-core, /usr/bin/chromium): the built app
 * (`npm run build` first) on loopback, a fresh browser context per visit, CPU at 1x and 4x
 * (CDP Emulation.setCPUThrottlingRate). For the landing page and the signed-in discover tab (on a
 * desktop's screen, and the tab on a phone's too), in English and Arabic (Accept-Language only, no
 * saved choice), it prints bytes transferred per type,
 * requests started before first paint, JavaScript done before first paint, FCP and LCP; for
 * discover also when the deck request started. Medians of BENCH_RUNS visits (default 5). Chromium
 * runs with the journeys' flags (e2e/harness.ts): its address bar's popup, which it preloads in every
 * new window, is turned off, or it would take a core from every visit.
 *
 *   npm run build && npm run bench web   (type-checked with e2e/, whose harness it shares)
 */
import { existsSync } from "node:fs";
import path from "node:path";
import type { Browser } from "playwright-core";
import { routes } from "@ulfa/contracts";
import { addPhoto, apiMember, launchBrowser, startServer, type ApiMember, type TestServer } from "../../../e2e/harness";
import { PHOTO_VARIANT_WIDTHS } from "@ulfa/contracts/constants";

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const DESKTOP = { width: 1280, height: 800 };
/** A phone's screen (CSS pixels): the card is the screen's width there, so the photo is another copy. */
const PHONE = { width: 390, height: 844 };
type Viewport = typeof DESKTOP;
const DECK_MEMBERS = 12;
const GOALS = {
  landing: { jsBeforePaintKb: 120, fcp1x: 400, lcp1x: 400, fcp4x: 900 },
  // The top card's photo, the tab's largest paint, in both languages and on both screens.
  discover: { lcp1x: 400, lcp4x: 800 },
};

interface Visit {
  bytes: Record<string, number>;
  requests: number;
  requestsBeforePaint: number;
  jsBeforePaint: number;
  fcp: number;
  lcp: number;
  deckStart: number | null;
  lastScriptEnd: number;
  calls: { name: string; start: number; queued: number; waiting: number; total: number }[];
}

const root = path.resolve(import.meta.dirname, "../../..");
if (!existsSync(path.join(root, "apps/server/dist/main.js")) || !existsSync(path.join(root, "apps/web/dist/index.html"))) {
  console.log("web.bench: SKIPPED (run `npm run build` first)");
  process.exit(0);
}

const kindOf = (url: string, initiator: string): string => {
  const { pathname } = new URL(url);
  if (pathname.startsWith("/api/media/")) return "img";
  if (pathname.startsWith("/api/")) return "api";
  if (pathname.endsWith(".js")) return "js";
  if (pathname.endsWith(".css")) return "css";
  if (initiator === "navigation" || pathname.endsWith(".html")) return "html";
  if (/\.(png|jpe?g|webp|avif|svg|gif)$/.test(pathname) || pathname.startsWith("/media/")) return "img";
  if (/\.(woff2?|ttf)$/.test(pathname)) return "font";
  return "other";
};

/** One visit in a fresh context: navigation, then the page's own resource and paint timings. */
async function visit(browser: Browser, url: string, lang: "en" | "ar", cpu: number, member: ApiMember | null, ready: string, viewport: Viewport): Promise<Visit> {
  const context = await browser.newContext({ locale: lang === "ar" ? "ar" : "en-GB", viewport });
  if (member) await context.addCookies([member.cookie]);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpu });
  // Nothing may run in the page before it has drawn: Playwright's first locator or wait injects its
  // own script, about 90 ms of the main thread at 1x, and asked at the "load" event it ran while the
  // app's chunks were still being evaluated. A visitor's page has no such script; so wait for the
  // network to go quiet (photos and API calls done) before touching the page.
  await page.goto(url, { waitUntil: "networkidle" });
  await page.locator(ready).first().waitFor();
  // Public pages start their scripts only after the first paint (scripts/prerender.mjs): on a slow
  // machine the network can be idle before the page has painted, so wait for the paint itself.
  await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0);
  await page.waitForLoadState("networkidle");
  // The largest-paint entries are buffered by the browser, so they are read afterwards: an init
  // script to observe them would itself run in every visit before the page's own code.
  const lcp = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => resolve(Math.max(...list.getEntries().map((entry) => entry.startTime)))).observe({ type: "largest-contentful-paint", buffered: true });
        setTimeout(() => resolve(0), 2000);
      }),
  );
  const result = await page.evaluate(() => {
    const nav = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
    const resources = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
    const fcp = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0;
    return {
      fcp,
      entries: [nav, ...resources].map((r) => ({
        name: r.name,
        initiator: r.initiatorType,
        start: r.startTime,
        requestStart: r.requestStart,
        responseStart: r.responseStart,
        end: r.responseEnd,
        size: r.transferSize,
      })),
    };
  });
  await context.close();
  const bytes: Record<string, number> = {};
  for (const e of result.entries) bytes[kindOf(e.name, e.initiator)] = (bytes[kindOf(e.name, e.initiator)] ?? 0) + e.size;
  const scripts = result.entries.filter((e) => kindOf(e.name, e.initiator) === "js");
  const deck = result.entries.find((e) => /\/api\/discover/.test(e.name));
  return {
    bytes,
    requests: result.entries.length,
    requestsBeforePaint: result.entries.filter((e) => e.start < result.fcp).length,
    jsBeforePaint: scripts.filter((e) => e.end <= result.fcp).reduce((sum, e) => sum + e.size, 0),
    fcp: result.fcp,
    lcp,
    deckStart: deck ? deck.start : null,
    lastScriptEnd: Math.max(0, ...scripts.map((e) => e.end)),
    calls: result.entries
      .filter((e) => new URL(e.name).pathname.startsWith("/api/"))
      .map((e) => ({
        name: callName(e.name),
        start: e.start,
        queued: e.requestStart - e.start,
        waiting: e.responseStart - e.requestStart,
        total: e.end - e.start,
      })),
  };
}

/** An API path as printed; photos keep their variant (`?f=avif&w=480` shows as "avif 480w"). */
function callName(url: string): string {
  const { pathname, searchParams } = new URL(url);
  const format = searchParams.get("f");
  const variant = format ? ` ${format} ${searchParams.get("w") ?? ""}w` : "";
  return `${pathname.replace(/[a-f0-9]{32}/, "<photo>")}${variant}`;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const ms = (n: number) => `${Math.round(n)} ms`;

async function seed(server: TestServer): Promise<ApiMember> {
  const viewer = await apiMember(server, { gender: "male", name: "Bench Viewer" });
  await viewer.call(routes.discover.savePreferences, { body: { globalMatching: true } });
  // Every card has a photo, like a real deck: the server re-encodes this 1200x1600 drawing to a JPEG.
  const circles = Array.from({ length: 60 }, (_, i) => `<circle cx="${(i * 397) % 1200}" cy="${(i * 211) % 1600}" r="${40 + ((i * 53) % 160)}" fill="hsl(${(i * 37) % 360} 70% 60%)" opacity="0.6"/>`);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="1600"><rect width="1200" height="1600" fill="#fde2e4"/>${circles.join("")}</svg>`;
  const photos: string[] = [];
  for (let i = 0; i < DECK_MEMBERS; i += 1) {
    const member = await apiMember(server, { gender: "female", name: `Bench Member ${i}` });
    photos.push(...(await addPhoto(member, `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`)).photos);
  }
  // A community whose photos were uploaded a while ago: the server made their AVIF card copies in
  // the background right after each upload. Asking for each copy waits for that work to be done, so
  // the visits below do not share the machine with it.
  for (const photo of photos) for (const w of PHOTO_VARIANT_WIDTHS) await fetch(`${server.url}${photo}?w=${w}&f=avif`).then((r) => r.arrayBuffer());
  return viewer;
}

const server = await startServer();
const browser = await launchBrowser();
try {
  const viewer = await seed(server);
  const pages = [
    { name: "landing", url: `${server.url}/`, member: null, ready: "h1", viewport: DESKTOP },
    { name: "discover", url: `${server.url}/home`, member: viewer, ready: "[data-testid=deck], [data-testid=deck-empty]", viewport: DESKTOP },
    { name: "discover phone", url: `${server.url}/home`, member: viewer, ready: "[data-testid=deck], [data-testid=deck-empty]", viewport: PHONE },
  ] as const;
  const rows: string[][] = [];
  const calls: string[] = [];
  for (const target of pages) {
    for (const lang of ["en", "ar"] as const) {
      for (const cpu of [1, 4]) {
        const visits: Visit[] = [];
        for (let i = 0; i < RUNS; i += 1) visits.push(await visit(browser, target.url, lang, cpu, target.member, target.ready, target.viewport));
        const m = (pick: (v: Visit) => number) => median(visits.map(pick));
        const kinds = ["html", "css", "js", "api", "img"].map((k) => `${k} ${kb(m((v) => v.bytes[k] ?? 0))}`).join(", ");
        rows.push([
          target.name,
          lang,
          `${cpu}x`,
          kinds,
          String(m((v) => v.requests)),
          String(m((v) => v.requestsBeforePaint)),
          kb(m((v) => v.jsBeforePaint)),
          ms(m((v) => v.fcp)),
          ms(m((v) => v.lcp)),
          // The deck comes in /home's HTML (no request of its own) when the server has the prerendered shell.
          target.name !== "landing"
            ? `${visits.every((v) => v.deckStart === null) ? "in page" : ms(m((v) => v.deckStart ?? NaN))} / ${ms(m((v) => v.lastScriptEnd))}`
            : "",
        ]);
        if (cpu === 1 && lang === "en" && target.viewport === DESKTOP) {
          for (const call of visits[visits.length - 1].calls) {
            calls.push(`${target.name.padEnd(9)} ${call.name.padEnd(36)} starts ${ms(call.start).padStart(7)}  queued ${ms(call.queued).padStart(6)}  server ${ms(call.waiting).padStart(6)}  total ${ms(call.total).padStart(6)}`);
          }
        }
      }
    }
  }
  const header = ["page", "lang", "cpu", "transferred (brotli where offered)", "requests", "before paint", "JS before paint", "FCP", "LCP", "deck starts / last JS done"];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(" | ")} |`;
  console.log(`\nmedian of ${RUNS} fresh visits each, Chromium on loopback, ${DESKTOP.width}x${DESKTOP.height} (phone: ${PHONE.width}x${PHONE.height})\n`);
  console.log(line(header));
  console.log(line(widths.map((w) => "-".repeat(w))));
  for (const row of rows) console.log(line(row));
  console.log(
    `\ngoals: landing JS before first paint < ${GOALS.landing.jsBeforePaintKb} KB, FCP/LCP at 1x < ${GOALS.landing.fcp1x} ms, FCP at 4x < ${GOALS.landing.fcp4x} ms; discover LCP at 1x < ${GOALS.discover.lcp1x} ms and at 4x < ${GOALS.discover.lcp4x} ms (both languages, desktop and phone), deck request before the last chunk lands`,
  );
  console.log("\nAPI calls of one visit (en, 1x): resource timing split into queueing, server wait and the rest");
  for (const call of calls) console.log(call);
} finally {
  await browser.close();
  await server.stop();
}
