import { readFileSync } from "node:fs";
import { DEFAULT_LANDING, routes } from "@ulfa/contracts";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { Browser, BrowserContext } from "playwright-core";
import sharp from "sharp";
import { addPhoto, apiMember, screenshot, useJourney, VIEWPORTS, type Lang, type TestServer } from "./harness";

const discover = (lang: Lang) =>
  JSON.parse(readFileSync(path.join(import.meta.dirname, `../apps/web/src/i18n/locales/${lang}/discover.json`), "utf8")) as { title: string };

const landing = (lang: Lang) =>
  JSON.parse(readFileSync(path.join(import.meta.dirname, `../apps/web/src/i18n/locales/${lang}/landing.json`), "utf8")) as {
    hero: { signIn: string };
  };

/** A first visit as the server sees it: no saved state, only the browser's language (and maybe the cookie). */
async function firstVisit(browser: Browser, server: TestServer, opts: { javaScript: boolean; locale: string; langCookie?: Lang }): Promise<BrowserContext> {
  const context = await browser.newContext({ javaScriptEnabled: opts.javaScript, locale: opts.locale, viewport: VIEWPORTS.desktop });
  if (opts.langCookie) await context.addCookies([{ name: "ulfa_lang", value: opts.langCookie, url: server.url }]);
  return context;
}

describe("first visit", () => {
  const journey = useJourney();

  const cases: { lang: Lang; how: string; locale: string; langCookie?: Lang }[] = [
    { lang: "en", how: "English browser", locale: "en-GB" },
    { lang: "ar", how: "Arabic browser (Accept-Language)", locale: "ar" },
    { lang: "ar", how: "saved choice (ulfa_lang cookie) over an English browser", locale: "en-GB", langCookie: "ar" },
    { lang: "en", how: "saved choice (ulfa_lang cookie) over an Arabic browser", locale: "ar", langCookie: "en" },
  ];
  for (const { lang, how, locale, langCookie } of cases) {
    it(`shows the landing page without JavaScript: ${how}`, async () => {
      const context = await firstVisit(journey.browser, journey.server, { javaScript: false, locale, langCookie });
      const page = await context.newPage();
      await page.goto(`${journey.server.url}/`);
      const text = landing(lang).hero;
      // The headline is a site setting: a fresh install shows its default texts.
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(`${DEFAULT_LANDING.title[lang]} ${DEFAULT_LANDING.titleAccent[lang]}`);
      const signIn = page.getByRole("link", { name: text.signIn, exact: true }).first();
      expect(await signIn.getAttribute("href")).toBe("/auth?mode=login");
      expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([lang, lang === "ar" ? "rtl" : "ltr"]);
      // The critical styles are inline: the page is laid out, not raw HTML.
      expect(await page.getByRole("heading", { level: 1 }).evaluate((h) => getComputedStyle(h).fontWeight)).toBe("800");
      // axe cannot run in a page with JavaScript off; the same prerendered markup is audited by the
      // landing journey with JavaScript on.
      if (!langCookie) await screenshot(page, "first-visit-no-js", lang, "desktop", { audit: false });
      await context.close();
    });
  }

  // A signed-in page load of /home paints the discover tab's loading state from the HTML, before any
  // script has run; the loading state holds no member data (the deck comes after it, as data for the
  // page's script and the app), and nothing in it can be used until the app replaces it.
  for (const lang of ["en", "ar"] as const) {
    it(`paints the discover tab's loading state from the HTML of a signed-in /home (${lang})`, async () => {
      const member = await apiMember(journey.server);
      const context = await firstVisit(journey.browser, journey.server, { javaScript: false, locale: lang === "ar" ? "ar" : "en-GB" });
      await context.addCookies([member.cookie]);
      const page = await context.newPage();
      await page.goto(`${journey.server.url}/home`);
      expect(await page.getByTestId("discover").locator("h1").textContent()).toBe(discover(lang).title);
      expect(await page.getByTestId("deck-loading").getAttribute("aria-busy")).toBe("true");
      expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([lang, lang === "ar" ? "rtl" : "ltr"]);
      expect(await page.locator("#root > div").getAttribute("inert")).toBe("");
      expect(await page.content()).not.toContain(member.email);
      await context.close();
    });
  }

  // The top card's photo is the discover tab's largest paint: the page's own script puts it into the
  // loading state as soon as the deck is here, before (here: without) the app's code.
  for (const lang of ["en", "ar"] as const) {
    it(`shows the top card's photo in the loading state of a signed-in /home before the app runs (${lang})`, async () => {
      const where = { latitude: lang === "en" ? 71.1 : 71.9, longitude: 101.3, city: "Firstville", country: "Testland" };
      const viewer = await apiMember(journey.server, { gender: "female" });
      const nearby = await apiMember(journey.server, { gender: "male" });
      const jpeg = await sharp({ create: { width: 480, height: 640, channels: 3, background: { r: 40, g: 110, b: 170 } } }).jpeg().toBuffer();
      const [photo] = (await addPhoto(nearby, `data:image/jpeg;base64,${jpeg.toString("base64")}`)).photos;
      expect((await viewer.send(routes.location.save, { body: { ...where, maxDistance: 50 } })).status).toBe(200);
      expect((await nearby.send(routes.location.save, { body: { ...where, latitude: where.latitude + 0.02 } })).status).toBe(200);

      const context = await firstVisit(journey.browser, journey.server, { javaScript: true, locale: lang === "ar" ? "ar" : "en-GB" });
      await context.addCookies([viewer.cookie]);
      // The app's entry never arrives: what shows is the HTML and its own script only.
      await context.route(/\/assets\/index-[^/]+\.js$/, (route) => route.abort());
      const page = await context.newPage();
      await page.goto(`${journey.server.url}/home`);
      const img = page.locator("#root [data-top-card] img");
      await img.waitFor({ timeout: 15_000 });
      expect(await img.getAttribute("src")).toBe(photo);
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0), { timeout: 15_000 }).toBe(true);
      // The card's own copy: AVIF at a card width, as the app's card will ask for it.
      expect(await img.evaluate((el: HTMLImageElement) => el.currentSrc)).toMatch(new RegExp(`${photo.replace(/[.?]/g, "\\$&")}\\?w=\\d+&f=avif$`));
      // axe reads the loading state with the photo in it (en desktop, ar mobile, as every journey).
      const viewport = lang === "en" ? "desktop" : "mobile";
      await page.setViewportSize(VIEWPORTS[viewport]);
      await screenshot(page, "first-visit-top-card", lang, viewport);
      await context.close();
    });
  }

  it("logs no console error on any signed-out page, and hydrates the prerendered ones", async () => {
    const errors: string[] = [];
    for (const locale of ["en-GB", "ar"]) {
      const context = await firstVisit(journey.browser, journey.server, { javaScript: true, locale });
      const page = await context.newPage();
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(`${locale} ${page.url()}: ${message.text()}`);
      });
      page.on("pageerror", (error) => errors.push(`${locale} ${page.url()}: ${error.message}`));
      for (const url of ["/", "/about", "/privacy-policy", "/auth", "/auth?mode=register", "/home", "/premium"]) {
        await page.goto(`${journey.server.url}${url}`);
        await page.waitForLoadState("networkidle");
      }
      // Hydrated: the language switch works on the prerendered landing page.
      await page.goto(`${journey.server.url}/`);
      await page.waitForLoadState("networkidle");
      await page.getByRole("button", { name: locale === "ar" ? "التبديل إلى الإنجليزية" : "Switch to Arabic" }).click();
      await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe(locale === "ar" ? "ltr" : "rtl");
      await context.close();
    }
    expect(errors).toEqual([]);
  });

  it("remembers the language switch in a cookie the server uses for the next first paint", async () => {
    const context = await firstVisit(journey.browser, journey.server, { javaScript: true, locale: "en-GB" });
    const page = await context.newPage();
    await page.goto(`${journey.server.url}/about`);
    await page.waitForLoadState("networkidle");
    await page.getByRole("button", { name: "Switch to Arabic" }).click();
    await expect.poll(async () => (await context.cookies()).find((c) => c.name === "ulfa_lang")?.value).toBe("ar");
    const html = await (await page.request.get(`${journey.server.url}/`)).text();
    expect(html).toContain('<html lang="ar" dir="rtl"');
    await context.close();
  });
});
