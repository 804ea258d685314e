import { readFileSync } from "node:fs";
import { errorBodySchema, routes } from "@ulfa/contracts";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { EN_DESKTOP_AR_MOBILE, apiClient, apiMember, newContext, screenshot, useJourney, type Lang, signedInPage } from "./harness";

type Strings = Record<string, Record<string, string>>;
const strings = (lang: Lang): Strings =>
  JSON.parse(readFileSync(path.join(import.meta.dirname, `../apps/web/src/i18n/locales/${lang}/account.json`), "utf8")) as Strings;
const toast = (page: Page, text: string) => page.getByTestId("toast").filter({ hasText: text });

describe("account lifecycle", () => {
  const journey = useJourney();

  const login = (email: string, password: string) =>
    apiClient(journey.server.url).send(routes.auth.login, { body: { email, password } });

  const cases = EN_DESKTOP_AR_MOBILE;
  for (const { lang, viewport } of cases) {
    it(`deactivates in two steps, is refused at login, and reactivates (${lang}, ${viewport})`, async () => {
      const L = strings(lang);
      const member = await apiMember(journey.server);
      const page = await signedInPage(journey.browser, member, { lang, viewport });

      await page.goto(`${journey.server.url}/delete-account`);
      await page.getByTestId("delete-step-1").waitFor();
      await screenshot(page, "delete-account-step1", lang, viewport);
      await page.getByLabel(L.delete.reason).fill("Met someone on Ulfa");
      await page.getByRole("button", { name: L.delete.continue }).click();
      await page.getByTestId("delete-step-2").waitFor();
      // Back and forth keeps what was typed.
      await page.getByRole("button", { name: L.delete.goBack }).click();
      expect(await page.getByLabel(L.delete.reason).inputValue()).toBe("Met someone on Ulfa");
      await page.getByRole("button", { name: L.delete.continue }).click();

      // A wrong phrase is refused before anything is sent.
      await page.getByTestId("delete-phrase").fill("delete account");
      await page.getByRole("button", { name: L.delete.submit, exact: true }).click();
      await toast(page, L.delete.confirmRequiredTitle).waitFor();
      expect((await member.send(routes.users.me)).status).toBe(200);

      // The phrase is the page's language's (issue 31), compared case-insensitively.
      expect(await page.getByTestId("delete-required-phrase").textContent()).toBe(lang === "ar" ? "احذف حسابي" : "delete my account");
      await page.getByTestId("delete-phrase").fill(lang === "ar" ? "احذف حسابي" : "Delete My Account");
      await screenshot(page, "delete-account-step2", lang, viewport);
      await page.getByRole("button", { name: L.delete.submit, exact: true }).click();
      await toast(page, L.delete.successTitle).waitFor();
      await page.waitForURL(`${journey.server.url}/`);

      const refused = await login(member.email, member.password);
      expect(refused.ok).toBe(false);
      expect(errorBodySchema.parse(await refused.json()).code).toBe("ACCOUNT_DEACTIVATED");

      // Reactivation from a fresh, signed-out browser.
      const fresh = await newContext(journey.browser, { lang, viewport });
      const again = await fresh.newPage();
      await again.goto(`${journey.server.url}/reactivate`);
      await again.getByRole("heading", { name: L.reactivate.title }).waitFor();
      await screenshot(again, "reactivate", lang, viewport);
      expect(await again.getByRole("link", { name: L.reactivate.signUp }).getAttribute("href")).toBe("/auth");
      expect(await again.getByRole("link", { name: L.reactivate.regularLogin }).getAttribute("href")).toBe("/auth");
      await again.getByRole("button", { name: L.reactivate.submit }).click();
      await toast(again, L.reactivate.missingTitle).waitFor();
      await again.getByLabel(L.reactivate.email).fill(member.email);
      await again.getByLabel(L.reactivate.password).fill("wrong-password");
      await again.getByRole("button", { name: L.reactivate.submit }).click();
      await toast(again, L.reactivate.failedTitle).waitFor();
      await again.getByLabel(L.reactivate.password).fill(member.password);
      await again.getByRole("button", { name: L.reactivate.submit }).click();
      await toast(again, L.reactivate.successTitle).waitFor();
      await again.waitForURL("**/home");
      expect((await login(member.email, member.password)).ok).toBe(true);
      await fresh.close();
      await page.context().close();
    });
  }
});
