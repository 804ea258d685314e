import { describe, expect, it } from "vitest";
import { routes } from "@ulfa/contracts";
import { apiMember, screenshot, signedInPage, uiString, useJourney, type ApiMember, type Lang, type ViewportName } from "./harness";

const RUNS: { lang: Lang; viewport: ViewportName; her: string; him: string }[] = [
  { lang: "en", viewport: "desktop", her: "Salma Snoozed", him: "Tariq Nearby" },
  { lang: "ar", viewport: "mobile", her: "سلمى", him: "طارق" },
];

/** Each looking for the other, a few km apart. */
async function near(member: ApiMember, interestedIn: "male" | "female", latitude: number) {
  await member.call(routes.users.update, { body: { interestedIn } });
  await member.call(routes.location.save, { body: { latitude, longitude: 31.2, city: "Cairo", country: "Egypt" } });
}

/**
 * The member's own state (docs/privacy.md): while snoozed a banner on every screen says so, with the
 * way out; an empty deck names its real cause, here a dealbreaker rather than the distance, with the
 * one control that widens it.
 */
describe("your own state: the snooze banner and the empty deck's cause", () => {
  const journey = useJourney();

  RUNS.forEach(({ lang, viewport, her: herName, him: himName }, run) => {
    it(`shows the snooze with its way out, and says a dealbreaker emptied the deck (${lang}, ${viewport})`, async () => {
      const { server, browser } = journey;
      const her = await apiMember(server, { name: herName, gender: "female" });
      const him = await apiMember(server, { name: himName, gender: "male" });
      // Each run in its own city: the other run's members stay out of this deck.
      await near(her, "male", 20 + run * 10);
      await near(him, "female", 20.02 + run * 10);
      // A dealbreaker he does not meet (he never said his faith), and a snooze until she wakes.
      await her.call(routes.discover.savePreferences, { body: { filters: { religion: { values: ["islam"], strict: true } } } });
      await her.call(routes.privacy.startSnooze, { body: { hours: null } });

      const page = await signedInPage(browser, her, { lang, viewport });
      await page.goto(`${server.url}/home`);
      const banner = page.getByTestId("own-state-snoozed");
      await banner.waitFor({ timeout: 15_000 });
      expect(await banner.textContent()).toContain(uiString(lang, "privacy", "ownState.snoozed"));
      const empty = page.getByTestId("deck-empty");
      await empty.waitFor({ timeout: 15_000 });
      expect(await empty.getAttribute("data-cause")).toBe("strict");
      expect(await empty.textContent()).toContain(uiString(lang, "discover", "empty.strictBody"));
      await screenshot(page, "own-state-snoozed-strict", lang, viewport);

      // The banner follows her to another screen.
      await page.goto(`${server.url}/home?tab=matches`);
      await banner.waitFor({ timeout: 15_000 });
      await page.goto(`${server.url}/home`);

      // The one control that widens it: the dealbreaker becomes a preference, and he shows.
      await empty.getByRole("button", { name: uiString(lang, "discover", "empty.strictAction") }).click();
      await expect.poll(() => page.getByTestId("swipe-card").first().textContent(), { timeout: 15_000 }).toContain(himName);
      expect((await her.call(routes.discover.preferences)).filters.religion).toMatchObject({ values: ["islam"], strict: false });

      // Waking from the banner ends the snooze, and the banner goes.
      await banner.getByRole("button", { name: uiString(lang, "privacy", "snooze.wake") }).click();
      await banner.waitFor({ state: "detached", timeout: 15_000 });
      expect((await her.call(routes.privacy.snooze)).snoozed).toBe(false);
      await screenshot(page, "own-state-awake", lang, viewport);
      await page.context().close();
    });
  });
});
