import { describe, expect, it } from "vitest";
import { routes } from "@ulfa/contracts";
import type { Page } from "playwright-core";
import { apiMember, MATRIX, screenshot, useJourney, type ApiMember, type Lang, signedInPage } from "./harness";

const GOOD = "4242 4242 4242 4242";
const DECLINED = "4000 0000 0000 0002";

async function status(m: ApiMember) {
  return (await m.call(routes.payments.premiumStatus));
}

const toastText = (page: Page) => page.getByTestId("toast").first().textContent();
/** Digits as Latin, whichever numbering system Intl picks for Arabic. */
const latin = (text: string | null) => (text ?? "").replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x660));

describe("premium purchases (test-mode payments)", () => {
  const journey = useJourney();

  async function open(lang: Lang, viewport: "desktop" | "mobile", path: string) {
    const member = await apiMember(journey.server);
    const page = await signedInPage(journey.browser, member, { lang, viewport });
    const context = page.context();
    const outside: string[] = [];
    page.on("request", (req) => {
      if (!req.url().startsWith(journey.server.url) && !req.url().startsWith("data:")) outside.push(req.url());
    });
    await page.goto(`${journey.server.url}${path}`);
    return { member, context, page, outside };
  }

  for (const { lang, viewport } of MATRIX) {
    it(`buys a 5 super-like pack with the test card, credited once (${lang}, ${viewport})`, async () => {
      const { member, context, page, outside } = await open(lang, viewport, "/home?tab=premium");
      // The pack's description follows the member's saved language (the one mails use too).
      expect((await member.send(routes.users.update, { body: { language: lang } })).status).toBe(200);
      await page.getByTestId("test-mode").first().waitFor();
      // Usable = bought (0) + today's free super like (1): the same number discover shows.
      await expect.poll(async () => latin(await page.getByTestId("owned-superLikes").textContent())).toBe("1");
      await screenshot(page, "premium-tab", lang, viewport);

      await page.getByTestId("buy-super_likes-5").click();
      await page.getByTestId("card-number").fill(GOOD);
      expect(await page.getByTestId("checkout-description").textContent()).toBe(lang === "en" ? "Ulfa: 5 Super Likes" : "أُلفة: 5 إعجابات مميزة");
      await screenshot(page, "premium-checkout", lang, viewport);
      await page.getByTestId("pay").click();
      await expect.poll(() => toastText(page)).toContain(lang === "en" ? "Super Likes Added!" : "تمت إضافة الإعجابات المميزة!");
      // The body comes from the member's language with the count, not the server's English message.
      expect(await toastText(page)).toContain(lang === "en" ? "5 Super Likes added to your account!" : "تمت إضافة 5 إعجابات مميزة إلى حسابك!");
      if (lang === "ar") expect(await toastText(page)).not.toMatch(/[A-Za-z]/);
      await expect.poll(async () => latin(await page.getByTestId("owned-superLikes").textContent())).toBe("6");
      expect(await page.getByTestId("checkout-form").count()).toBe(0);
      await screenshot(page, "premium-bought", lang, viewport);
      expect((await status(member)).superLikes).toBe(5);
      expect(outside).toEqual([]);
      await context.close();
    });
  }

  for (const { lang, viewport } of [MATRIX[0], MATRIX[3]]) {
    it(`a declined card shows Payment Failed and credits nothing (${lang}, ${viewport})`, async () => {
      const { member, context, page } = await open(lang, viewport, "/home?tab=premium");
      await page.getByTestId("buy-boosts-5").click();
      await page.getByTestId("card-number").fill(DECLINED);
      await page.getByTestId("pay").click();
      await expect.poll(() => toastText(page)).toContain(lang === "en" ? "Payment Failed" : "فشل الدفع");
      // The provider's message is shown in the member's language (PAYMENT_FAILED, declined).
      expect(await toastText(page)).toContain(lang === "en" ? "Your card was declined." : "تم رفض بطاقتك.");
      if (lang === "ar") expect(await toastText(page)).not.toMatch(/[A-Za-z]/);
      await screenshot(page, "premium-declined", lang, viewport);
      expect(await status(member)).toMatchObject({ boosts: 0, superLikes: 0 });
      expect(latin(await page.getByTestId("owned-boosts").textContent())).toBe("0");
      await context.close();
    });

    it(`shows the plans, buys a Profile Boost and subscribes to the annual plan (${lang}, ${viewport})`, async () => {
      const { member, context, page, outside } = await open(lang, viewport, "/premium");
      await page.getByTestId("test-mode").first().waitFor();
      await page.getByTestId("plan-annual").click();
      const saving = await page.getByTestId("annual-saving").textContent();
      if (lang === "en") {
        expect(saving).toContain("$15");
        expect(saving).toContain("$60");
        expect(await page.getByTestId("plan-price").textContent()).toContain("$180.00");
      }
      await screenshot(page, "premium-plans", lang, viewport);

      await page.getByTestId("buy-boosts-1").click();
      await page.getByTestId("card-number").fill(GOOD);
      await page.getByTestId("pay").click();
      await expect.poll(() => toastText(page)).toContain(lang === "en" ? "1 Boost added to your account!" : "تمت إضافة تعزيز واحد إلى حسابك!");
      expect((await status(member)).boosts).toBe(1);

      await page.getByTestId("subscribe-link").click();
      await page.waitForURL(/\/subscribe\?plan=annual/);
      await page.getByTestId("card-number").waitFor();
      await screenshot(page, "subscribe", lang, viewport);
      await page.getByTestId("card-number").fill(GOOD);
      await page.getByTestId("pay").click();
      await expect.poll(() => toastText(page)).toContain(lang === "en" ? "Premium Annual plan activated!" : "تم تفعيل خطة بريميوم السنوية!");
      // Back in the app (issue 31), on the premium tab, not the public landing page.
      await page.waitForURL(`${journey.server.url}/home?tab=premium`);
      expect(await status(member)).toMatchObject({ isPremium: true, plan: "annual", boosts: 1 });
      // The plan and its renewal date show at once, without a reload.
      await expect.poll(() => page.getByTestId("subscription-card").locator("h2").textContent()).toBe(lang === "en" ? "Premium Annual" : "بريميوم سنوي");
      expect(await page.getByTestId("subscription-state").textContent()).toMatch(/\d/);
      expect(outside).toEqual([]);
      await context.close();
    });
  }

  it("falls back to monthly for an unknown plan and reloads the checkout when the plan changes", async () => {
    const { member, context, page } = await open("en", "desktop", "/subscribe?plan=weekly");
    await page.getByTestId("card-number").waitFor();
    expect(await page.getByTestId("subscribe-price").textContent()).toContain("$20.00");
    await page.getByTestId("plan-annual").click();
    await expect.poll(() => page.getByTestId("subscribe-price").textContent()).toContain("$180.00");
    await page.getByTestId("card-number").fill(DECLINED);
    await page.getByTestId("pay").click();
    await expect.poll(() => toastText(page)).toContain("Payment Failed");
    expect((await status(member)).isPremium).toBe(false);
    await context.close();
  });
});
