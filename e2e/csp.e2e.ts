import { beforeAll, describe, expect, it } from "vitest";
import { routes } from "@ulfa/contracts";
import type { BrowserContext, Page } from "playwright-core";
import { apiMember, idOf, newContext, useJourney, type ApiMember, type Lang, type ViewportName } from "./harness";

const A_AT = { latitude: 51.5007, longitude: -0.1246 };
const B_AT = { latitude: 51.5194, longitude: -0.127 };

/**
 * Everything the Content-Security-Policy refused on a page: console messages and
 * `securitypolicyviolation` events (each violation shows up in one or both).
 */
async function watchCsp(context: BrowserContext): Promise<{ page: Page; violations: () => Promise<string[]> }> {
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener("securitypolicyviolation", (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  const page = await context.newPage();
  const logged: string[] = [];
  page.on("console", (msg) => {
    if (/Content Security Policy/i.test(msg.text())) logged.push(msg.text());
  });
  return {
    page,
    violations: async () => [...logged, ...(await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []))],
  };
}

describe("the app works under its Content-Security-Policy", () => {
  const journey = useJourney();
  let a: ApiMember;
  beforeAll(async () => {
    a = await apiMember(journey.server, { name: "Amira" });
    const b = await apiMember(journey.server, { name: "Bea" });
    const [aId, bId] = [await idOf(a), await idOf(b)];
    await a.call(routes.likes.like, { body: { toUserId: bId, isLike: true, isSuperLike: false } });
    await b.call(routes.likes.like, { body: { toUserId: aId, isLike: true, isSuperLike: false } });
    for (const [m, at] of [
      [a, A_AT],
      [b, B_AT],
    ] as const) {
      await m.call(routes.map.sharing, { body: { enabled: true } });
      await m.call(routes.map.visibility, { body: { visible: true } });
      await m.call(routes.map.update, { body: at });
    }
  });

  const cases: [Lang, ViewportName][] = [
    ["en", "desktop"],
    ["ar", "mobile"],
  ];
  for (const [lang, viewport] of cases) {
    it(`landing, discover, map and premium raise no CSP violation (${lang}, ${viewport})`, async () => {
      const anonymous = await newContext(journey.browser, { lang, viewport });
      const landing = await watchCsp(anonymous);
      const res = await landing.page.goto(`${journey.server.url}/`);
      expect(res?.headers()["content-security-policy"]).toContain("script-src 'self' 'sha256-");
      await landing.page.waitForLoadState("networkidle");
      // The inline script that sets the direction before first paint ran (its hash is allowed).
      expect(await landing.page.evaluate(() => document.documentElement.dir)).toBe(lang === "ar" ? "rtl" : "ltr");
      expect(await landing.violations()).toEqual([]);
      await anonymous.close();

      const context = await newContext(journey.browser, { lang, viewport, geolocation: A_AT });
      await context.addCookies([a.cookie]);
      const { page, violations } = await watchCsp(context);
      await page.goto(`${journey.server.url}/home`);
      await page.waitForLoadState("networkidle");
      await page.goto(`${journey.server.url}/home?tab=map`);
      await page.locator('.leaflet-marker-icon[title="Bea"]').waitFor();
      await page.locator(".leaflet-tile-loaded").first().waitFor();
      await page.goto(`${journey.server.url}/premium`);
      await page.waitForLoadState("networkidle");
      expect(await violations()).toEqual([]);
      await context.close();
    });
  }
});
