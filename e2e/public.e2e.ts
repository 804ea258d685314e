import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { MATRIX, newContext, screenshot, useJourney } from "./harness";

const noHorizontalOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

describe("public pages", () => {
  const journey = useJourney();

  for (const { lang, viewport } of MATRIX) {
    const ar = lang === "ar";
    it(`landing, about, privacy policy and 404 (${lang}, ${viewport})`, async () => {
      const context = await newContext(journey.browser, { lang, viewport });
      const page = await context.newPage();

      // Landing, signed out: the two sign-up/sign-in actions, the four tiles, the zodiac promo, footer links.
      await page.goto(`${journey.server.url}/?oauth=success`);
      const start = page.getByRole("link", { name: ar ? "ابدأ رحلة الحب" : "Start Your Love Journey" });
      await start.waitFor();
      expect(await start.getAttribute("href")).toBe("/auth?mode=register");
      expect(await page.getByRole("link", { name: ar ? "تسجيل الدخول" : "Sign In", exact: true }).first().getAttribute("href")).toBe("/auth?mode=login");
      // A fresh site has no numbers worth claiming: the tiles name features (site settings; the
      // seed's 5K+ figures only with demo figures on, e2e/site.e2e.ts).
      for (const value of ar ? ["موثّقون", "القيم أولًا", "خصوصية", "لغتان"] : ["Verified", "Values first", "Private", "2 languages"]) {
        await page.getByText(value, { exact: true }).waitFor();
      }
      expect(await page.getByText("5K+", { exact: true }).count()).toBe(0);
      expect(await page.getByRole("link", { name: ar ? "اكتشف توافقك" : "Discover your match" }).getAttribute("href")).toBe("/auth");
      // The page is prerendered: the markup is there before the scripts drop the parameter.
      await expect.poll(() => new URL(page.url()).search).toBe("");
      expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([lang, ar ? "rtl" : "ltr"]);
      expect(await noHorizontalOverflow(page)).toBe(true);
      await screenshot(page, "landing", lang, viewport);
      await page.getByText(ar ? "توافق الأبراج" : "Zodiac Compatibility", { exact: true }).scrollIntoViewIfNeeded();
      await screenshot(page, "landing-zodiac", lang, viewport);

      // About, through the footer link.
      await page.getByRole("contentinfo").getByRole("link", { name: ar ? "عن أُلفة" : "About Ulfa" }).click();
      await page.waitForURL("**/about");
      await page.getByRole("heading", { level: 1, name: ar ? "عن أُلفة" : "About Ulfa" }).waitFor();
      expect(await page.getByTestId("company-name").textContent()).toBe("Ulfa Ltd");
      await page.locator("main").getByText("support@ulfa.example").waitFor();
      await page.getByText(ar ? "المملكة المتحدة" : "United Kingdom").first().waitFor();
      expect(await noHorizontalOverflow(page)).toBe(true);
      await screenshot(page, "about", lang, viewport);

      // Privacy policy, through the footer link; Back goes home.
      await page.getByRole("contentinfo").getByRole("link", { name: ar ? "سياسة الخصوصية" : "Privacy Policy" }).click();
      await page.waitForURL("**/privacy-policy");
      await page.getByRole("heading", { level: 1, name: ar ? "سياسة الخصوصية" : "Privacy Policy" }).waitFor();
      await page.getByText(ar ? "آخر تحديث: 1 أكتوبر 2025" : "Last updated: October 1, 2025").waitFor();
      const headings = await page.locator("article h2").allTextContents();
      expect(headings).toEqual(
        ar
          ? ["المعلومات التي نجمعها", "كيف نستخدم معلوماتك", "مشاركة المعلومات", "أمن البيانات", "حقوقك وخياراتك", "تواصل معنا"]
          : ["Information We Collect", "How We Use Your Information", "Information Sharing", "Data Security", "Your Rights & Choices", "Contact Us"],
      );
      expect(await noHorizontalOverflow(page)).toBe(true);
      await screenshot(page, "privacy", lang, viewport);
      await page.getByRole("main").getByRole("link", { name: ar ? "رجوع" : "Back" }).click();
      await page.waitForURL(`${journey.server.url}/`);

      // The header language switch flips the page to the other language and direction.
      await page.getByRole("button", { name: ar ? "التبديل إلى الإنجليزية" : "Switch to Arabic" }).first().click();
      await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe(ar ? "ltr" : "rtl");

      // Unknown route.
      await page.goto(`${journey.server.url}/definitely-not-a-page`);
      await expect.poll(() => page.locator("h1").textContent()).toContain("404");
      await screenshot(page, "not-found", lang, viewport);
      await context.close();
    });
  }
});
