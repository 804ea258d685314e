import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { Locator } from "playwright-core";
import { DATE_CHECK_IN_GRACE_MINUTES, routes } from "@ulfa/contracts";
import { matchedPair, openConversation } from "./conversation";
import { screenshot, signedInPage, uiString, useJourney, waitForMail, type ApiMember, type Lang, type ViewportName } from "./harness";

const MINUTE_MS = 60_000;

const CASES: { lang: Lang; viewport: ViewportName; her: string; him: string; places: [string, string] }[] = [
  { lang: "en", viewport: "desktop", her: "Salma Safe", him: "Karim Date", places: ["Rumi Café, Amman", "Books@Cafe, Amman"] },
  { lang: "ar", viewport: "phone", her: "سلمى", him: "كريم", places: ["مقهى الروضة، عمّان", "مطعم القدس، عمّان"] },
];

/** The check-in time field of the share dialog, set to `at` (the context's clock is UTC, as the field's local time). */
async function setCheckInTime(dialog: Locator, lang: Lang, at: Date): Promise<void> {
  await dialog.getByLabel(uiString(lang, "questions", "checkIn.at"), { exact: true }).fill(at.toISOString().slice(0, 16));
}

/** No mail at all in the outbox for `to`. */
const noMailFor = (dataDir: string, to: string) => {
  const dir = path.join(dataDir, "outbox");
  return !existsSync(dir) || !readdirSync(dir).some((f) => f.endsWith(`-${to}.eml`));
};

/**
 * The date check-in (docs/privacy.md): at the time she set she is asked "Are you OK?"; "I'm OK"
 * ends it; the one she leaves unanswered tells her trusted contact by e-mail after the grace period.
 * The time passes on the server's clock (useJourney({ clock: true })).
 */
describe("date check-in: answered, and missed (the trusted contact's mail arrives)", () => {
  const journey = useJourney({ clock: true });

  const shares = async (her: ApiMember) => (await her.call(routes.privacyLinks.dateShares)).shares;

  for (const { lang, viewport, her: herName, him: himName, places } of CASES) {
    it(`"Are you OK?" at the check-in time, "I'm OK" ends one, the missed one alerts the contact (${lang}, ${viewport})`, async () => {
      const { server, browser, clock } = journey;
      const [her, , matchId] = await matchedPair(server, [herName, himName]);
      const contacts = [`friend-${lang}@example.test`, `sister-${lang}@example.test`];
      const checkInAt = new Date(clock.now().getTime() + 60 * MINUTE_MS);

      // 1. She shares the date from the conversation, with a check-in for a friend.
      const page = await signedInPage(browser, her, { lang, viewport });
      const chat = await openConversation(page, server, lang, viewport, himName);
      await chat.getByRole("button", { name: uiString(lang, "privacy", "chat.actions") }).click();
      await page.getByRole("menuitem", { name: uiString(lang, "privacy", "chat.shareDate") }).click();
      const dialog = page.getByRole("dialog", { name: uiString(lang, "privacy", "date.title") });
      await dialog.getByLabel(uiString(lang, "privacy", "date.where"), { exact: true }).fill(places[0]);
      await setCheckInTime(dialog, lang, checkInAt);
      await dialog.getByLabel(uiString(lang, "questions", "checkIn.contact"), { exact: true }).fill(contacts[0]);
      await screenshot(page, "check-in-set", lang, viewport);
      await dialog.getByRole("button", { name: uiString(lang, "privacy", "date.create") }).click();
      await dialog.getByTestId("date-share-link").waitFor();
      // A second plan the same evening, shared through the API, with her sister as the contact.
      await her.call(routes.privacyLinks.shareDate, {
        params: { id: matchId },
        body: { at: checkInAt.toISOString(), place: places[1], checkInAt: checkInAt.toISOString(), contactEmail: contacts[1] },
      });
      expect((await shares(her)).map((s) => s.checkIn)).toEqual(["scheduled", "scheduled"]);
      await page.keyboard.press("Escape");

      // 2. The check-in time comes: both ask "Are you OK?".
      await clock.advance(61 * MINUTE_MS);
      await expect.poll(async () => (await shares(her)).map((s) => s.checkIn), { timeout: 15_000 }).toEqual(["asked", "asked"]);
      await page.goto(`${server.url}/home?tab=profile`);
      await page.getByRole("button", { name: uiString(lang, "profile", "menu.privacySafety") }).click();
      const item = (place: string) => page.getByTestId("date-share-item").filter({ hasText: place });
      // She is asked in the feminine (Arabic).
      const asked = uiString(lang, "questions", "checkIn.asked_female");
      await item(places[0]).getByRole("alert").filter({ hasText: asked }).waitFor();
      await item(places[1]).getByRole("alert").filter({ hasText: asked }).waitFor();
      await item(places[0]).scrollIntoViewIfNeeded();
      await screenshot(page, "check-in-asked", lang, viewport);

      // 3. "I'm OK" ends the first.
      await item(places[0]).getByRole("button", { name: uiString(lang, "questions", "checkIn.ok"), exact: true }).click();
      await item(places[0]).getByText(uiString(lang, "questions", "checkIn.okDone")).first().waitFor();
      await screenshot(page, "check-in-ok", lang, viewport);

      // 4. The grace period passes with the second unanswered: her sister gets the alert, her friend nothing.
      await clock.advance((DATE_CHECK_IN_GRACE_MINUTES + 1) * MINUTE_MS);
      const mail = await waitForMail(server.dataDir, contacts[1], places[1]);
      expect(mail).toContain(herName.split(" ")[0]);
      expect(mail).toContain(himName.split(" ")[0]);
      await expect.poll(async () => (await shares(her)).map((s) => [s.place, s.checkIn])).toEqual(
        expect.arrayContaining([
          [places[0], "ok"],
          [places[1], "alerted"],
        ]),
      );
      expect(noMailFor(server.dataDir, contacts[0])).toBe(true);
      await page.reload();
      await page.getByRole("button", { name: uiString(lang, "profile", "menu.privacySafety") }).click();
      await item(places[1]).getByText(uiString(lang, "questions", "checkIn.alerted")).waitFor();
      await item(places[1]).scrollIntoViewIfNeeded();
      await screenshot(page, "check-in-alerted", lang, viewport);
      await page.context().close();
    });
  }
});
