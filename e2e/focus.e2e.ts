import { readFileSync } from "node:fs";
import { routes } from "@ulfa/contracts";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { Locator, Page } from "playwright-core";
import { EN_DESKTOP_AR_MOBILE, apiMember, idOf, screenshot, useJourney, type ApiMember, type Lang, signedInPage } from "./harness";

/** Issue 15: every dialog opened by keyboard and closed with Escape gives focus back to its opener. */

type Strings = Record<string, Record<string, string>>;
const load = (lang: Lang, ns: string) =>
  JSON.parse(readFileSync(path.join(import.meta.dirname, `../apps/web/src/i18n/locales/${lang}/${ns}.json`), "utf8")) as Strings;

const isFocused = (locator: Locator) => locator.evaluate((el) => el === document.activeElement);

/** Focuses the opener, presses Enter, waits for the dialog, presses Escape: focus must be back on the opener. */
async function roundTrip(
  page: Page,
  opener: Locator,
  open: (page: Page) => Promise<void> = (p) => p.keyboard.press("Enter"),
  close: (page: Page) => Promise<void> = (p) => p.keyboard.press("Escape"),
): Promise<void> {
  await opener.focus();
  // By CSS, not role: an open nested dialog hides the first one from the accessibility tree.
  const count = () => page.locator('[role="dialog"]').count();
  const dialogs = await count();
  await open(page);
  await expect.poll(count).toBe(dialogs + 1);
  // Focus moved into the dialog.
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest("[role=dialog]")))).toBe(true);
  await close(page);
  await expect.poll(count).toBe(dialogs);
  await expect.poll(() => isFocused(opener)).toBe(true);
}

describe("focus returns to the opener of every dialog", () => {
  const journey = useJourney();

  async function matched(names: [string, string]): Promise<[ApiMember, ApiMember]> {
    const a = await apiMember(journey.server, { name: names[0], gender: "female" });
    const b = await apiMember(journey.server, { name: names[1], gender: "male" });
    await a.call(routes.likes.like, { body: { toUserId: await idOf(b), isLike: true, isSuperLike: false } });
    await b.call(routes.likes.like, { body: { toUserId: await idOf(a), isLike: true, isSuperLike: false } });
    return [a, b];
  }

  const cases = EN_DESKTOP_AR_MOBILE;
  for (const { lang, viewport } of cases) {
    it(`profile menu dialogs, nested settings dialogs, chat, profile popup, row menu and deck details (${lang}, ${viewport})`, async () => {
      const P = load(lang, "profile");
      const S = load(lang, "security");
      const M = load(lang, "matches") as unknown as Record<string, string>;
      const D = load(lang, "discover");
      const [a, b] = await matched(lang === "ar" ? ["ريم", "زياد"] : ["Rita", "Zane"]);
      await a.call(routes.discover.savePreferences, { body: { globalMatching: true } });
      const page = await signedInPage(journey.browser, a, { lang, viewport });

      // Profile: every menu row that opens a dialog.
      await page.goto(`${journey.server.url}/home?tab=profile`);
      await page.getByRole("heading", { level: 1, name: String(P.title) }).waitFor();
      // "Edit information" opens the profile editor, a page of its own, not a dialog.
      for (const key of ["managePhotos", "settings", "privacySafety"]) {
        await roundTrip(page, page.getByRole("button", { name: P.menu[key], exact: true }));
      }

      // A dialog opened from a dialog gives focus back inside the first one.
      const settingsRow = page.getByRole("button", { name: P.menu.settings, exact: true });
      await settingsRow.focus();
      await page.keyboard.press("Enter");
      const settings = page.getByRole("dialog", { name: P.settings.title });
      await settings.waitFor();
      // Escape right as the nested dialog appears: it must close that one only (Settings stays).
      await roundTrip(page, settings.getByRole("button", { name: S.password.open }));
      await expect.poll(() => settings.isVisible()).toBe(true);
      await roundTrip(page, settings.getByRole("button", { name: S.email.open }));
      await expect.poll(() => settings.isVisible()).toBe(true);
      await page.keyboard.press("Escape");
      await settings.waitFor({ state: "detached" });
      await expect.poll(() => isFocused(settingsRow)).toBe(true);
      await screenshot(page, "focus-after-settings", lang, viewport);

      // Matches: the chat, the recent match's profile popup, and the row menu's report dialog.
      await page.goto(`${journey.server.url}/home?tab=matches`);
      const row = page.getByTestId("conversation-row");
      await row.waitFor();
      const openChat = row.getByRole("button", { name: String(M.openChat).replace("{{name}}", b.name) });
      if (viewport === "desktop") {
        // The desktop's thread opens beside the list, not as a dialog: focus goes into its composer,
        // and Escape brings it back to the row that opened it (messenger.e2e.ts walks the rest).
        await openChat.focus();
        await page.keyboard.press("Enter");
        await page.getByTestId("chat-pane").waitFor();
        await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe("TEXTAREA");
        await page.keyboard.press("Escape");
        await expect.poll(() => isFocused(openChat)).toBe(true);
      } else await roundTrip(page, openChat);
      await roundTrip(page, page.getByTestId("recent-matches").getByRole("button").first());
      const rowMenu = row.getByTestId("match-menu");
      await roundTrip(page, rowMenu, async (p) => {
        await p.keyboard.press("Enter");
        await p.getByRole("menuitem", { name: M.report }).waitFor();
        await p.getByRole("menuitem", { name: M.report }).focus();
        await p.keyboard.press("Enter");
      });

      // Discover: the card's details dialog.
      await apiMember(journey.server, { name: lang === "ar" ? "هالة" : "Hala", gender: "male" }).then((m) => m.send(routes.discover.savePreferences, { body: { globalMatching: true } }));
      await page.goto(`${journey.server.url}/home`);
      await page.getByTestId("swipe-card").first().waitFor({ timeout: 15_000 });
      await roundTrip(page, page.getByRole("button", { name: D.actions.details }));
      await page.context().close();
    });
  }
});
