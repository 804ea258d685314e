import type { Page } from "playwright-core";
import { routes } from "@ulfa/contracts";
import { describe, expect, it } from "vitest";
import {
  pageApi,
  apiMember,
  finishOnboardingThroughApi,
  linkIn,
  newContext,
  screenshot,
  uiString,
  useJourney,
  verificationCodeIn,
  waitForMail,
  type Lang,
  type ViewportName,
} from "./harness";
import { png } from "./png";

/**
 * Onboarding (docs/onboarding.md): a new member goes from the landing page through every step to a
 * first deck of people nearby, nearest first; a reload in the middle resumes on the same step.
 * Three runs: English desktop (the browser's position), Arabic phone and a small English phone (a city search).
 */
const RUNS: { lang: Lang; viewport: ViewportName; place: { geolocation: { latitude: number; longitude: number } } | { city: string; pick: string } }[] = [
  { lang: "en", viewport: "desktop", place: { geolocation: { latitude: 41.3, longitude: 52.1 } } },
  { lang: "ar", viewport: "mobile", place: { city: "الإسكن", pick: "الإسكندرية" } },
  { lang: "en", viewport: "phoneSmall", place: { city: "Casab", pick: "Casablanca" } },
];

const s = (lang: Lang, key: string) => uiString(lang, "onboarding", key);
const noHorizontalOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);
const next = (page: Page) => page.getByTestId("onboarding-next").click();
const onScreen = (page: Page, screen: string) => page.getByTestId(`onboarding-${screen}`).waitFor({ timeout: 15_000 });

describe("onboarding", () => {
  const journey = useJourney();

  for (const [run, { lang, viewport, place }] of RUNS.entries()) {
    it(`signs up and walks every step to a first deck of people nearby (${lang}, ${viewport})`, async () => {
      const { server, browser } = journey;
      // Two men near where she will be: the closer one is her first card.
      const close = await apiMember(server, { gender: "male", name: `Omar Close ${run}` });
      const further = await apiMember(server, { gender: "male", name: `Yusuf Further ${run}` });
      const home =
        "geolocation" in place
          ? place.geolocation
          : (await close.call(routes.travel.searchCities, { query: { q: place.pick } }))[0];
      await further.call(routes.location.save, { body: { latitude: home.latitude + 0.25, longitude: home.longitude } });
      await close.call(routes.location.save, { body: { latitude: home.latitude + 0.05, longitude: home.longitude } });

      const context = await newContext(browser, { lang, viewport, ...("geolocation" in place ? { geolocation: place.geolocation } : {}) });
      const page = await context.newPage();
      const email = `onboarding${run}${Date.now().toString(36)}@example.test`;
      await page.goto(`${server.url}/`);
      await page.getByRole("link", { name: uiString(lang, "landing", "hero.startJourney") }).first().click();
      await page.waitForURL("**/auth?mode=register");
      // Name, e-mail and password only: no username, no typed age.
      expect(await page.locator('input[name="username"], input[name="age"]').count()).toBe(0);
      await page.getByLabel(uiString(lang, "auth", "register.name"), { exact: true }).fill(lang === "ar" ? "ليلى" : "Layla");
      await page.getByLabel(uiString(lang, "auth", "register.email"), { exact: true }).fill(email);
      await page.getByLabel(uiString(lang, "auth", "register.password"), { exact: true }).fill("secret-pass");
      await page.getByLabel(uiString(lang, "auth", "register.confirmPassword"), { exact: true }).fill("secret-pass");
      await page.locator("form").getByRole("button", { name: uiString(lang, "auth", "register.submit") }).click();
      const code = verificationCodeIn(await waitForMail(server.dataDir, email))!;
      await page.locator('input[name="code"]').fill(code);
      await page.getByRole("button", { name: uiString(lang, "auth", "verify.submit") }).click();

      // Verified and signed in: the first unfinished step. The name came with the sign-up, so that is "about you".
      await page.waitForURL("**/onboarding**");
      await onScreen(page, "gender");
      expect(await page.getByTestId("onboarding-progress").textContent()).toMatch(lang === "ar" ? /^الخطوة (2|٢) من (9|٩)$/ : /^Step 2 of 9$/);
      // Back shows the name step, filled in.
      await page.getByTestId("onboarding-back").click();
      await onScreen(page, "name");
      expect(await page.locator('input[name="name"]').inputValue()).toBe(lang === "ar" ? "ليلى" : "Layla");
      expect(await page.getByTestId("onboarding-back").isVisible()).toBe(false);
      await screenshot(page, "onboarding-name", lang, viewport);
      await next(page);

      await onScreen(page, "gender");
      await page.getByTestId("gender-female").check({ force: true });
      await page.getByTestId("interested-male").check({ force: true });
      await screenshot(page, "onboarding-gender", lang, viewport);
      await next(page);

      await onScreen(page, "birthDate");
      // Back goes one screen back and keeps what was saved.
      await page.getByTestId("onboarding-back").click();
      await onScreen(page, "gender");
      expect(await page.getByTestId("gender-female").isChecked()).toBe(true);
      await next(page);
      await onScreen(page, "birthDate");
      const dob = page.locator('input[name="birthDate"]');
      // Under the minimum age: the server refuses it (400 BELOW_MINIMUM_AGE), and the field says why.
      await dob.fill("2015-05-01");
      await next(page);
      await page.getByRole("alert").filter({ hasText: uiString(lang, "errors", "codes.BELOW_MINIMUM_AGE") }).first().waitFor();
      await dob.fill("1996-05-01");
      await screenshot(page, "onboarding-birth-date", lang, viewport);
      await next(page);

      await onScreen(page, "location");
      expect(await page.getByText(s(lang, "location.why_female")).count()).toBe(1);
      if ("geolocation" in place) {
        await page.getByRole("button", { name: s(lang, "location.useMine") }).click();
      } else {
        await page.getByLabel(s(lang, "location.search"), { exact: true }).fill(place.city);
        await page.getByRole("button", { name: new RegExp(place.pick) }).first().click();
      }
      await page.getByTestId("onboarding-place").waitFor();
      await screenshot(page, "onboarding-location", lang, viewport);
      await next(page);

      await onScreen(page, "photos");
      const input = page.getByTestId("onboarding-photo-input");
      await input.setInputFiles([
        { name: "one.png", mimeType: "image/png", buffer: png(600, 800, [200, 80, 90]) },
        { name: "two.png", mimeType: "image/png", buffer: png(600, 800, [60, 120, 200]) },
      ]);
      await expect.poll(() => page.getByTestId("onboarding-photo").count(), { timeout: 20_000 }).toBe(2);
      const photos = () => pageApi(page).call(routes.users.me).then((u) => u.photos);
      const before = await photos();
      // Reorder: the second photo becomes the first (the one on the card).
      await page.getByRole("button", { name: s(lang, "photos.earlier").replace("{{n}}", "2") }).click();
      await expect.poll(photos).toEqual([before[1], before[0]]);
      // Saved as it goes: a reload resumes on the same step, with the photos.
      await page.reload();
      await onScreen(page, "photos");
      expect(await page.getByTestId("onboarding-photo").count()).toBe(2);
      expect(await noHorizontalOverflow(page)).toBe(true);
      await screenshot(page, "onboarding-photos", lang, viewport);
      await next(page);

      await onScreen(page, "prompts");
      for (const i of [0, 1, 2]) await page.getByTestId(`onboarding-prompt-${i}`).locator("textarea").fill(lang === "ar" ? `إجابة ${i + 1}` : `Answer ${i + 1}`);
      await screenshot(page, "onboarding-prompts", lang, viewport);
      await next(page);

      await onScreen(page, "intent");
      await page.getByText(uiString(lang, "filters", "values.intent.serious"), { exact: true }).click();
      await screenshot(page, "onboarding-intent", lang, viewport);
      await next(page);

      // A few questions, optional: one answered here; a reload comes back to the screen with it answered.
      await onScreen(page, "questions");
      expect(await page.getByTestId("onboarding-next").textContent()).toBe(s(lang, "questions.skip"));
      const list = page.getByTestId("onboarding-questions-list");
      await list.getByRole("button").first().click();
      const form = list.locator('[data-testid^="answer-"]');
      await form.getByRole("radio").first().check();
      await form.getByRole("checkbox").first().check();
      await screenshot(page, "onboarding-questions", lang, viewport);
      await form.getByRole("button", { name: uiString(lang, "questions", "save") }).click();
      await form.waitFor({ state: "detached" });
      await list.getByText(uiString(lang, "questions", "answered")).waitFor();
      await page.reload();
      await onScreen(page, "questions");
      await list.getByText(uiString(lang, "questions", "answered")).waitFor();
      expect(await page.getByTestId("onboarding-next").textContent()).toBe(s(lang, "questions.continue"));
      await next(page);

      await onScreen(page, "faith");
      expect(await page.getByTestId("onboarding-faith-explain").textContent()).toBe(uiString(lang, "filters", "profile.faithExplain"));
      await screenshot(page, "onboarding-faith", lang, viewport);
      await next(page);

      // The first deck: nearby, nearest first.
      await page.waitForURL("**/home");
      const card = page.getByTestId("swipe-card");
      await expect.poll(() => card.textContent(), { timeout: 15_000 }).toContain(`Omar Close ${run}`);
      await screenshot(page, "onboarding-first-deck", lang, viewport);
      const me = await pageApi(page).call(routes.users.me);
      expect(me).toMatchObject({ age: 30, birthDate: "1996-05-01", gender: "female", interestedIn: "male", onboarding: { nextStep: null } });
      expect(me.username).toMatch(lang === "ar" ? /^ليلى\.\d+$/ : /^layla\.\d+$/);
      await context.close();
    });
  }

  // The other ways in land on the same first unfinished step: the mailed link here, Google in auth.e2e.ts.
  for (const [run, { lang, viewport }] of ([{ lang: "en", viewport: "desktop" }, { lang: "ar", viewport: "mobile" }] as const).entries()) {
    it(`confirms by the mailed link, lands on the first unfinished step, and reaches a first deck nearby (${lang}, ${viewport})`, async () => {
      const { server, browser } = journey;
      const home = { latitude: -12 - run * 3, longitude: 18 };
      const nearby = await apiMember(server, { gender: "male", name: `Sami Link ${run}` });
      await nearby.call(routes.users.update, { body: { interestedIn: "female" } });
      await nearby.call(routes.location.save, { body: { latitude: home.latitude + 0.05, longitude: home.longitude } });

      const context = await newContext(browser, { lang, viewport });
      const page = await context.newPage();
      const email = `link${run}${Date.now().toString(36)}@example.test`;
      await page.goto(`${server.url}/auth?mode=register`);
      await page.getByLabel(uiString(lang, "auth", "register.name"), { exact: true }).fill(lang === "ar" ? "ريم" : "Reem");
      await page.getByLabel(uiString(lang, "auth", "register.email"), { exact: true }).fill(email);
      await page.getByLabel(uiString(lang, "auth", "register.password"), { exact: true }).fill("secret-pass");
      await page.getByLabel(uiString(lang, "auth", "register.confirmPassword"), { exact: true }).fill("secret-pass");
      await page.locator("form").getByRole("button", { name: uiString(lang, "auth", "register.submit") }).click();
      await page.locator('input[name="code"]').waitFor();

      // Not the code: the link in the same mail, confirmed, signs in and continues to onboarding.
      const link = linkIn(await waitForMail(server.dataDir, email), "/verify-email?token=")!;
      await page.goto(link.replace(/^https?:\/\/[^/]+/, server.url));
      await page.getByRole("button", { name: uiString(lang, "auth", "verifyPage.confirm") }).click();
      await page.getByTestId("verify-success").waitFor({ timeout: 15_000 });
      await page.getByRole("link", { name: uiString(lang, "auth", "verifyPage.continue") }).click();
      await page.waitForURL("**/onboarding**");
      await onScreen(page, "gender");
      await screenshot(page, "onboarding-after-link", lang, viewport);
      // The way in does not change where a reload resumes.
      await page.reload();
      await onScreen(page, "gender");

      // The steps themselves are walked above; here they are answered for her, then her first deck.
      await finishOnboardingThroughApi(page, { gender: "female", ...home });
      expect((await pageApi(page).call(routes.users.me)).onboarding).toMatchObject({ nextStep: null });
      await page.goto(`${server.url}/home`);
      await expect.poll(() => page.getByTestId("swipe-card").first().textContent(), { timeout: 15_000 }).toContain(`Sami Link ${run}`);
      await context.close();
    });
  }
});
