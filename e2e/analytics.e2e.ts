import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { routes } from "@ulfa/contracts";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import sharp from "sharp";
import { JOURNEY_ADMIN_EMAIL, apiClient, sendPhoto, apiMember, idOf, MATRIX, newContext, screenshot, useJourney, type ApiMember, type Lang, signedInPage } from "./harness";

type Strings = Record<string, Record<string, string>>;
const strings = (lang: Lang, feature: string): Strings =>
  JSON.parse(readFileSync(path.join(import.meta.dirname, `../apps/web/src/i18n/locales/${lang}/${feature}.json`), "utf8")) as Strings;

const toast = (page: Page, text: string) => page.getByTestId("toast").filter({ hasText: text });

/** The number on the summary card with this label. */
async function cardValue(page: Page, label: string): Promise<number> {
  const card = page.locator("section").getByText(label, { exact: true }).locator("xpath=..");
  const text = (await card.getByTestId("stat-value").textContent()) ?? "";
  return Number(text.replace(/[^\d]/g, ""));
}

/** A small solid-colour JPEG as a data URL, made here so nothing is fetched. */
async function jpegDataUrl(r: number, g: number, b: number): Promise<string> {
  const bytes = await sharp({ create: { width: 320, height: 320, channels: 3, background: { r, g, b } } }).jpeg().toBuffer();
  return `data:image/jpeg;base64,${bytes.toString("base64")}`;
}

describe("site analytics and moderation", () => {
  let member: ApiMember;
  const backupDir = mkdtempSync(path.join(os.tmpdir(), "ulfa-e2e-backups-"));
  // With BACKUP_DIR the server writes a backup as it starts; the dashboard shows it.
  const journey = useJourney({ admin: "Site Admin", env: { BACKUP_DIR: backupDir } });
  beforeAll(async () => {
    member = await apiMember(journey.server, { name: "Plain Member" });
  });
  afterAll(() => {
    rmSync(backupDir, { recursive: true, force: true });
  });

  for (const { lang, viewport } of MATRIX) {
    it(`shows an administrator the site numbers and the review queue (${lang}, ${viewport})`, async () => {
      const A = strings(lang, "analytics");
      const M = strings(lang, "moderation");

      // Someone browses the public pages anonymously; the web app reports each page view.
      const visitor = await newContext(journey.browser, { lang, viewport });
      const browsing = await visitor.newPage();
      for (const p of ["/", "/about", "/privacy-policy"]) {
        const sent = browsing.waitForResponse((r) => r.url().endsWith(routes.analytics.pageview.path));
        await browsing.goto(`${journey.server.url}${p}`);
        expect((await sent).status()).toBe(204);
      }
      await visitor.close();

      // A member reports another, so the moderation queue has work.
      const reported = await apiMember(journey.server, { name: `Reported ${lang} ${viewport}` });
      const report = await member.send(routes.matches.report, { body: { userId: await idOf(reported), reason: "spam", details: "Sends the same link to everyone" } });
      expect(report.status).toBeLessThan(300);

      // And another submits a selfie for verification.
      const selfieName = `Selfie ${lang} ${viewport}`;
      const selfie = await apiMember(journey.server, { name: selfieName });
      expect((await sendPhoto(selfie, await jpegDataUrl(200, 80, 120))).status).toBeLessThan(300);
      expect((await selfie.send(routes.profile.submitSelfie, { body: { capturedImage: await jpegDataUrl(90, 160, 200) } })).status).toBeLessThan(300);

      const page = await signedInPage(journey.browser, journey.admin, { lang, viewport });
      await page.goto(`${journey.server.url}/analytics`);
      await page.getByRole("heading", { level: 1, name: A.title as unknown as string }).waitFor();
      await expect.poll(() => cardValue(page, A.cards.totalVisitors)).toBeGreaterThanOrEqual(3);
      expect(await cardValue(page, A.cards.uniqueVisitors)).toBeGreaterThan(0);
      expect(await cardValue(page, A.cards.liveVisitors)).toBeGreaterThan(0);
      // The admin's own page holds a socket: online now (presence), so counted. The first answer
      // may predate the socket; the page asks again once it opens (mostly within a second here),
      // and in any case at its next poll (ANALYTICS_POLL_MS).
      await expect.poll(() => cardValue(page, A.cards.liveUsers), { timeout: 40_000 }).toBeGreaterThan(0);
      expect(await cardValue(page, A.cards.registeredUsers)).toBeGreaterThanOrEqual(3);
      await page.getByText("/privacy-policy", { exact: true }).waitFor();
      await page.getByText(A.panels.noCountries).waitFor(); // local addresses have no country
      const B = strings(lang, "backups");
      const backups = page.getByTestId("backups");
      await backups.getByRole("heading", { name: B.title as unknown as string }).waitFor();
      await backups.getByText(/^ulfa-\d{8}T\d{6}Z\.tar$/).first().waitFor();
      await screenshot(page, "analytics", lang, viewport);

      const table = page.getByRole("table");
      await table.getByText(JOURNEY_ADMIN_EMAIL).waitFor();
      await table.scrollIntoViewIfNeeded();
      await screenshot(page, "analytics-users", lang, viewport);

      // Moderation: dismiss the report after confirming.
      await page.getByRole("tab", { name: A.tabs.moderation }).click();
      const item = page.getByTestId("report-item").filter({ hasText: `Reported ${lang} ${viewport}` });
      await item.waitFor();
      await item.getByText(M.reasons.spam).waitFor();
      const selfieItem = page.getByTestId("verification-item").filter({ hasText: selfieName });
      await selfieItem.waitFor();
      await expect.poll(() => selfieItem.locator("img").first().evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      await screenshot(page, "moderation", lang, viewport);
      await selfieItem.getByRole("button", { name: M.verifications.approve }).click();
      const approve = page.getByRole("dialog", { name: M.verifications.confirmApproveTitle });
      await approve.waitFor();
      await approve.getByRole("button", { name: M.verifications.approve }).click();
      await toast(page, M.verifications.approved).waitFor();
      await selfieItem.waitFor({ state: "detached" });
      expect((await selfie.call(routes.users.me)).isVerified).toBe(true);
      await item.getByRole("button", { name: M.reports.dismiss }).click();
      const dialog = page.getByRole("dialog", { name: M.reports.confirmDismissTitle });
      await dialog.waitFor();
      await screenshot(page, "moderation-confirm", lang, viewport);
      await dialog.getByRole("button", { name: M.reports.dismiss }).click();
      await toast(page, M.reports.dismissed).waitFor();
      await item.waitFor({ state: "detached" });
      await page.context().close();
    });

    it(`shows a plain member the administrators-only page (${lang}, ${viewport})`, async () => {
      const A = strings(lang, "analytics");
      const page = await signedInPage(journey.browser, member, { lang, viewport });
      await page.goto(`${journey.server.url}/analytics`);
      await page.getByTestId("admins-only").getByRole("heading", { name: A.denied.title as unknown as string }).waitFor();
      expect(await page.getByRole("table").count()).toBe(0);
      expect((await member.send(routes.analytics.visitors)).status).toBe(403);
      await screenshot(page, "analytics-denied", lang, viewport);
      await page.context().close();
    });
  }

  for (const { lang, viewport } of MATRIX.filter((m) => (m.lang === "en" && m.viewport === "desktop") || (m.lang === "ar" && m.viewport === "mobile"))) {
    it(`lets an administrator suspend a reported member and lift the suspension (${lang}, ${viewport})`, async () => {
      const A = strings(lang, "analytics");
      const M = strings(lang, "moderation");
      const name = `Suspended ${lang} ${viewport}`;
      const bad = await apiMember(journey.server, { name });
      const badId = await idOf(bad);
      expect((await member.send(routes.matches.report, { body: { userId: badId, reason: "harassment", details: "Rude in every chat" } })).status).toBeLessThan(300);
      const login = () =>
        apiClient(journey.server.url).send(routes.auth.login, { body: { email: bad.email, password: bad.password } });

      const page = await signedInPage(journey.browser, journey.admin, { lang, viewport });
      await page.goto(`${journey.server.url}/analytics`);
      await page.getByRole("tab", { name: A.tabs.moderation }).click();
      const suspensions = page.getByRole("region", { name: M.suspensions.title });
      // Nobody else is suspended in this file, so the queue starts empty.
      await suspensions.getByTestId("queue-empty").getByText(M.suspensions.empty).waitFor();
      await suspensions.scrollIntoViewIfNeeded();
      await screenshot(page, "moderation-suspensions-empty", lang, viewport);

      // Suspend from the report queue.
      const item = page.getByTestId("report-item").filter({ hasText: name });
      await item.getByRole("button", { name: M.reports.suspend }).click();
      const suspendDialog = page.getByRole("dialog", { name: M.reports.confirmSuspendTitle });
      await suspendDialog.waitFor();
      // The term and the reason the member is shown (the member page's, strings in "members").
      const S = strings(lang, "members").suspension as unknown as Record<string, string>;
      await suspendDialog.getByLabel(S.duration).selectOption("1");
      await suspendDialog.getByLabel(S.reasonLabel, { exact: true }).fill(lang === "ar" ? "إساءة في المحادثات" : "Rude in every chat");
      await suspendDialog.getByRole("button", { name: M.reports.suspend }).click();
      await toast(page, M.reports.suspended).waitFor();
      await item.waitFor({ state: "detached" });
      expect((await login()).status).toBe(403);

      // The member now shows in the Suspended members queue.
      const row = suspensions.getByTestId("suspension-item").filter({ hasText: name });
      await row.waitFor();
      await row.getByText(bad.email).waitFor();
      // Close the toast so it does not cover the row on phones, and bring the row to the middle.
      await toast(page, M.reports.suspended).getByRole("button").click();
      await toast(page, M.reports.suspended).waitFor({ state: "detached" });
      await row.evaluate((el) => el.scrollIntoView({ block: "center" }));
      await screenshot(page, "moderation-suspensions", lang, viewport);

      // Lift it, after confirming.
      await row.getByRole("button", { name: M.suspensions.lift }).click();
      const liftDialog = page.getByRole("dialog", { name: M.suspensions.confirmLiftTitle });
      await liftDialog.waitFor();
      await liftDialog.getByText(name).waitFor();
      await screenshot(page, "moderation-lift-confirm", lang, viewport);
      await liftDialog.getByRole("button", { name: M.suspensions.lift }).click();
      await toast(page, M.suspensions.lifted).waitFor();
      await row.waitFor({ state: "detached" });
      await suspensions.getByTestId("queue-empty").waitFor();
      await suspensions.evaluate((el) => el.scrollIntoView({ block: "start" }));
      await screenshot(page, "moderation-lifted", lang, viewport);
      expect((await login()).status).toBe(200);
      await page.context().close();
    });
  }

  it("downloads the member's data from Settings", async () => {
    const P = strings("en", "profile");
    const E = strings("en", "export");
    const page = await signedInPage(journey.browser, member, { lang: "en", viewport: "desktop" });
    await page.goto(`${journey.server.url}/home?tab=profile`);
    await page.getByRole("button", { name: P.menu.settings, exact: true }).click();
    const dialog = page.getByRole("dialog", { name: P.settings.title });
    await dialog.waitFor();
    const button = dialog.getByTestId("download-my-data");
    await button.scrollIntoViewIfNeeded();
    await screenshot(page, "settings-download-data", "en", "desktop");
    const download = page.waitForEvent("download");
    await button.click();
    expect((await download).suggestedFilename()).toMatch(new RegExp(`^ulfa-export-${member.username}-\\d{4}-\\d{2}-\\d{2}\\.zip$`));
    await toast(page, E.started as unknown as string).waitFor();
    await page.context().close();
  });
});
