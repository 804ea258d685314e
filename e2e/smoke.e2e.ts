import { describe, expect, it } from "vitest";
import { MATRIX, newContext, screenshot, useJourney } from "./harness";

describe("app shell", () => {
  const journey = useJourney();

  for (const { lang, viewport } of MATRIX) {
    it(`serves the 404 page with lang and dir set (${lang}, ${viewport})`, async () => {
      const context = await newContext(journey.browser, { lang, viewport });
      const page = await context.newPage();
      await page.goto(`${journey.server.url}/no-such-page`);
      await expect.poll(() => page.locator("h1").textContent()).toContain("404");
      expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([lang, lang === "ar" ? "rtl" : "ltr"]);
      await screenshot(page, "not-found", lang, viewport);
      await context.close();
    });
  }
});
