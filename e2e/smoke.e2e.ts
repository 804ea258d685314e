import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { launchBrowser, MATRIX, newContext, screenshot, startServer, type TestServer } from "./harness";

describe("app shell", () => {
  let server: TestServer;
  let browser: Browser;
  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  for (const { lang, viewport } of MATRIX) {
    it(`serves the 404 page with lang and dir set (${lang}, ${viewport})`, async () => {
      const context = await newContext(browser, { lang, viewport });
      const page = await context.newPage();
      await page.goto(`${server.url}/no-such-page`);
      await expect.poll(() => page.locator("h1").textContent()).toContain("404");
      expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([lang, lang === "ar" ? "rtl" : "ltr"]);
      await screenshot(page, "not-found", lang, viewport);
      await context.close();
    });
  }
});
