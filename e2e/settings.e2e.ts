import { readFileSync } from "node:fs";
import { routes } from "@ulfa/contracts";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { Locator, Page } from "playwright-core";
import { apiClient, apiMember, MATRIX, screenshot, useJourney, verificationCodeIn, waitForMail, type Lang, type TestServer, signedInPage } from "./harness";

/** Issue 10: the Settings rows for password, e-mail, digest, blocked members and data export. */

type Strings = Record<string, Record<string, string>>;
const load = (lang: Lang, ns: string) =>
  JSON.parse(readFileSync(path.join(import.meta.dirname, `../apps/web/src/i18n/locales/${lang}/${ns}.json`), "utf8")) as Strings;

const toast = (page: Page, text: string) => page.getByTestId("toast").filter({ hasText: text });

async function openSettings(page: Page, P: Strings): Promise<Locator> {
  await page.getByRole("button", { name: P.menu.settings, exact: true }).click();
  const settings = page.getByRole("dialog", { name: P.settings.title });
  await settings.waitFor();
  return settings;
}

/** Closes the top dialog with its X button (Escape would first dismiss an open toast). */
async function closeDialog(dialog: Locator, lang: Lang) {
  await dialog.getByRole("button", { name: load(lang, "common").actions.close, exact: true }).click();
  await dialog.waitFor({ state: "detached" });
}

async function login(server: TestServer, email: string, password: string): Promise<number> {
  const res = await apiClient(server.url).send(routes.auth.login, { body: { email, password } });
  return res.status;
}

describe("settings: account security, digest, blocked members, data export", () => {
  const journey = useJourney();

  for (const { lang, viewport } of MATRIX) {
    it(`changes password and e-mail, keeps the digest, lists blocks and downloads data (${lang}, ${viewport})`, async () => {
      const P = load(lang, "profile");
      const S = load(lang, "security");
      const N = load(lang, "notifications");
      const M = load(lang, "matches");
      const E = load(lang, "export") as unknown as Record<string, string>;

      const member = await apiMember(journey.server);
      const other = await apiMember(journey.server, { name: `Blocked ${lang} ${viewport}` });
      const otherId = (await other.call(routes.users.me)).id;
      expect((await member.send(routes.matches.block, { body: { userId: otherId } })).status).toBe(201);

      const page = await signedInPage(journey.browser, member, { lang, viewport });
      await page.goto(`${journey.server.url}/home?tab=profile`);
      await page.getByRole("heading", { level: 1, name: String(P.title) }).waitFor();

      let settings = await openSettings(page, P);
      const security = settings.getByTestId("account-security");
      await security.scrollIntoViewIfNeeded();
      expect(await settings.getByTestId("settings-email").textContent()).toBe(member.email);
      await settings.getByTestId("blocked-members").getByText(other.name).waitFor();
      await expect.poll(() => settings.getByRole("switch", { name: N.digest.label }).isEnabled()).toBe(true);
      await screenshot(page, "settings-security", lang, viewport);
      await settings.getByTestId("download-my-data").scrollIntoViewIfNeeded();
      await screenshot(page, "settings-rows-end", lang, viewport);

      // Change password: client validation, then the server's "wrong current password", then success.
      await security.getByRole("button", { name: S.password.open }).click();
      const pw = page.getByRole("dialog", { name: S.password.title });
      await pw.waitFor();
      await expect.poll(() => pw.getByLabel(S.password.current, { exact: true }).evaluate((el) => el === document.activeElement)).toBe(true);
      await screenshot(page, "settings-password", lang, viewport);
      await pw.getByLabel(S.password.new, { exact: true }).fill("abc");
      await pw.getByLabel(S.password.confirm, { exact: true }).fill("abd");
      await pw.getByRole("button", { name: S.password.submit }).click();
      await pw.getByText(S.errors.currentRequired).waitFor();
      await pw.getByText(S.errors.passwordMin).waitFor();
      await pw.getByText(S.errors.passwordsMismatch).waitFor();
      await screenshot(page, "settings-password-errors", lang, viewport);

      const newPassword = "brand-new-secret";
      await pw.getByLabel(S.password.current, { exact: true }).fill("not-my-password");
      await pw.getByLabel(S.password.new, { exact: true }).fill(newPassword);
      await pw.getByLabel(S.password.confirm, { exact: true }).fill(newPassword);
      await pw.getByRole("button", { name: S.password.submit }).click();
      await pw.getByText(S.errors.wrongPassword).waitFor();
      await expect.poll(() => pw.getByLabel(S.password.current, { exact: true }).getAttribute("aria-invalid")).toBe("true");

      await pw.getByLabel(S.password.current, { exact: true }).fill(member.password);
      await pw.getByRole("button", { name: S.password.submit }).click();
      await toast(page, S.password.successTitle).waitFor();
      await pw.waitFor({ state: "detached" });
      expect(await login(journey.server, member.email, newPassword)).toBe(200);
      expect(await login(journey.server, member.email, member.password)).toBe(401);

      // Change e-mail: address + password, then the code mailed to the NEW address.
      const newEmail = `new.${member.email}`;
      await security.getByRole("button", { name: S.email.open }).click();
      const em = page.getByRole("dialog", { name: S.email.title });
      await em.waitFor();
      await em.getByLabel(S.email.new, { exact: true }).fill(member.email);
      await em.getByLabel(S.email.password, { exact: true }).fill(newPassword);
      await em.getByRole("button", { name: S.email.sendCode }).click();
      await em.getByText(S.errors.sameEmail).waitFor();
      await em.getByLabel(S.email.new, { exact: true }).fill(other.email);
      await em.getByRole("button", { name: S.email.sendCode }).click();
      await em.getByText(S.errors.emailTaken).waitFor();
      await em.getByLabel(S.email.new, { exact: true }).fill(newEmail);
      await em.getByLabel(S.email.password, { exact: true }).fill(member.password);
      await em.getByRole("button", { name: S.email.sendCode }).click();
      await em.getByText(S.errors.wrongPassword).waitFor();
      await screenshot(page, "settings-email", lang, viewport);
      await em.getByLabel(S.email.password, { exact: true }).fill(newPassword);
      await em.getByRole("button", { name: S.email.sendCode }).click();

      const codeInput = em.getByLabel(S.email.code, { exact: true });
      await codeInput.waitFor();
      await expect.poll(() => codeInput.evaluate((el) => el === document.activeElement)).toBe(true);
      const code = verificationCodeIn(await waitForMail(journey.server.dataDir, newEmail));
      expect(code).toMatch(/^[A-Z0-9]{6}$/);
      // Same rules as the sign-up code: uppercased, only A-Z and 0-9, at most 6.
      await codeInput.fill(`${code!.slice(0, 3).toLowerCase()}-${code!.slice(3)}XYZ`);
      expect(await codeInput.inputValue()).toBe(code);
      await screenshot(page, "settings-email-code", lang, viewport);
      await em.getByRole("button", { name: S.email.confirm }).click();
      await toast(page, S.email.successTitle).waitFor();
      await em.waitFor({ state: "detached" });
      const me = await member.call(routes.users.me);
      expect(me.email).toBe(newEmail);
      await expect.poll(() => settings.getByTestId("settings-email").textContent()).toBe(newEmail);
      expect(await login(journey.server, newEmail, newPassword)).toBe(200);

      // E-mail digest: off by default, switched on, still on after a reload.
      const digest = settings.getByRole("switch", { name: N.digest.label });
      await digest.scrollIntoViewIfNeeded();
      await expect.poll(() => digest.getAttribute("aria-checked")).toBe("false");
      await expect.poll(() => digest.isEnabled()).toBe(true);
      await digest.click();
      await expect.poll(() => digest.getAttribute("aria-checked")).toBe("true");
      await expect.poll(() => digest.isEnabled()).toBe(true);

      // Unblock from the list.
      const blocked = settings.getByTestId("blocked-members");
      await blocked.getByRole("button", { name: M.blocked.unblock }).click();
      await settings.getByText(M.blocked.none).waitFor();

      // Download my data: a ZIP.
      const [download] = await Promise.all([page.waitForEvent("download"), settings.getByTestId("download-my-data").click()]);
      expect(download.suggestedFilename()).toMatch(/\.zip$/);
      await toast(page, E.started).waitFor();
      await closeDialog(settings, lang);

      await page.reload();
      await page.getByRole("heading", { level: 1, name: String(P.title) }).waitFor();
      settings = await openSettings(page, P);
      const digestAfter = settings.getByRole("switch", { name: N.digest.label });
      await expect.poll(() => digestAfter.getAttribute("aria-checked")).toBe("true");
      const saved = await member.call(routes.notifications.settings);
      expect(saved.emailDigest).toBe(true);
      await page.context().close();
    });
  }
});
