import { describe, expect, it } from "vitest";
import { routes } from "@ulfa/contracts";
import type { Page } from "playwright-core";
import { EN_DESKTOP_AR_MOBILE, apiMember, screenshot, useJourney, signedInPage } from "./harness";

const GOOD = "4242 4242 4242 4242";
const PACKS = ["buy-super_likes-5", "buy-super_likes-15", "buy-super_likes-30", "buy-boosts-1", "buy-boosts-5", "buy-boosts-10"];

/** Digits as Latin, so counts compare the same whichever numbering system Intl picks for Arabic. */
const latin = (text: string | null) => (text ?? "").replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x660));
const toastText = (page: Page) => page.getByTestId("toast").first().textContent();
/** Page loads on a busy CI box take longer than expect.poll's 1 s default. */
const LOAD = { timeout: 15_000 };

async function expectAllPacks(page: Page) {
  for (const pack of PACKS) await page.getByTestId(pack).first().waitFor();
}

async function buy(page: Page, pack: string) {
  await page.getByTestId(pack).click();
  await page.getByTestId("card-number").fill(GOOD);
  await page.getByTestId("pay").click();
  await page.getByTestId("checkout-form").waitFor({ state: "detached" });
}

describe("premium packs by clicks, billing history and auto-renew", () => {
  const journey = useJourney();

  const runs = EN_DESKTOP_AR_MOBILE;
  for (const { lang, viewport } of runs) {
    it(`reaches every pack by clicks, buys, sees receipts and switches auto-renew (${lang}, ${viewport})`, async () => {
      const member = await apiMember(journey.server);
      const page = await signedInPage(journey.browser, member, { lang, viewport });

      // Discover's super-like counter leads to the premium tab with all six packs.
      await page.goto(`${journey.server.url}/home`);
      await page.getByTestId("counter-super-link").click();
      await page.getByTestId("premium-tab").waitFor();
      await expectAllPacks(page);
      // From there, "Upgrade to Premium" opens /premium, which offers the same six packs and the plans.
      await page.locator('a[href="/premium"]').first().click();
      await page.getByTestId("premium-page").waitFor();
      await expectAllPacks(page);
      await screenshot(page, "premium-all-packs", lang, viewport);

      await buy(page, "buy-super_likes-15");
      await page.getByTestId("subscribe-link").click();
      await page.getByTestId("card-number").fill(GOOD);
      await page.getByTestId("pay").click();
      // Subscribing ends back in the app, on the premium tab.
      await page.waitForURL(`${journey.server.url}/home?tab=premium`);

      // As a premium member the profile's boosts tile leads to the premium tab too.
      await page.goto(`${journey.server.url}/home?tab=profile`);
      await page.getByTestId("stat-boosts").click();
      await page.getByTestId("premium-tab").waitFor();
      await expectAllPacks(page);
      await buy(page, "buy-boosts-1");

      // One definition everywhere: 15 bought + 5 a day with premium; 1 bought + this month's premium boost.
      await expect.poll(async () => latin(await page.getByTestId("owned-superLikes").textContent()), LOAD).toBe("20");
      await expect.poll(async () => latin(await page.getByTestId("owned-boosts").textContent()), LOAD).toBe("2");

      // Billing history: three receipts, newest first, in the member's language.
      const receipts = page.getByTestId("receipt");
      await expect.poll(() => receipts.count(), LOAD).toBe(3);
      const amounts = await page.getByTestId("receipt-amount").allTextContents();
      if (lang === "en") {
        expect(amounts).toEqual(["$3.99", "$20.00", "$12.99"]);
        expect(await page.getByTestId("receipt-status").allTextContents()).toEqual(["Paid", "Paid", "Paid"]);
      } else {
        expect(amounts.map(latin)).toEqual([expect.stringContaining("3.99"), expect.stringContaining("20.00"), expect.stringContaining("12.99")]);
        expect(await page.getByTestId("receipt-status").allTextContents()).toEqual(["مدفوع", "مدفوع", "مدفوع"]);
        expect(await page.getByTestId("billing-history").locator("h2").textContent()).toBe("سجل الفواتير");
      }

      // Auto-renew off, kept after a reload, then on again.
      const autoRenew = page.getByTestId("subscription-card").getByRole("switch");
      await expect.poll(() => autoRenew.getAttribute("aria-checked"), LOAD).toBe("true");
      await autoRenew.click();
      await expect.poll(() => autoRenew.getAttribute("aria-checked"), LOAD).toBe("false");
      await expect.poll(() => toastText(page), LOAD).toContain(lang === "en" ? "Auto-renew turned off" : "تم إيقاف التجديد التلقائي");
      expect(await autoRenew.evaluate((el) => el === document.activeElement)).toBe(true);
      await page.getByTestId("billing-history").scrollIntoViewIfNeeded();
      await screenshot(page, "premium-billing", lang, viewport);
      await page.getByTestId("subscription-card").scrollIntoViewIfNeeded();
      await screenshot(page, "premium-auto-renew-off", lang, viewport);
      const sub = async () => (await member.call(routes.payments.subscription)).subscription;
      expect(await sub()).toMatchObject({ plan: "monthly", status: "active", autoRenew: false });
      await page.reload();
      await expect.poll(() => page.getByTestId("subscription-card").getByRole("switch").getAttribute("aria-checked"), LOAD).toBe("false");
      await page.getByTestId("subscription-card").getByRole("switch").click();
      await expect.poll(() => page.getByTestId("subscription-card").getByRole("switch").getAttribute("aria-checked"), LOAD).toBe("true");
      expect(await sub()).toMatchObject({ autoRenew: true });

      // Discover shows the same numbers as the premium tab and the profile tile.
      await page.goto(`${journey.server.url}/home?tab=profile`);
      await expect.poll(async () => latin(await page.getByTestId("stat-boosts-value").textContent()), LOAD).toBe("2");
      await page.goto(`${journey.server.url}/home`);
      await expect.poll(async () => latin(await page.getByTestId("counter-super-link").textContent()), LOAD).toBe("20");
      expect(latin(await page.getByTestId("balance-super-likes").textContent())).toContain("20");
      expect(latin(await page.getByTestId("balance-boosts").textContent())).toContain("2");
      await screenshot(page, "discover-credits", lang, viewport);
      await page.context().close();
    });
  }
});
