import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { EN_DESKTOP_AR_MOBILE, apiMember, finishOnboardingThroughApi, screenshot, useJourney, type Lang, signedInPage } from "./harness";

type Tree = { [key: string]: string | Tree };
const locale = (lang: Lang, ns: string) => JSON.parse(readFileSync(path.join(import.meta.dirname, `../apps/web/src/i18n/locales/${lang}/${ns}.json`), "utf8")) as Tree;
const at = (tree: Tree, key: string): string => key.split(".").reduce<string | Tree>((t, k) => (t as Tree)[k], tree) as string;

describe("profile editor", () => {
  const journey = useJourney();

  for (const { lang, viewport } of EN_DESKTOP_AR_MOBILE) {
    it(`types in several sections, saves once, keeps everything after a reload, and guards leaving (${lang}, ${viewport})`, async () => {
      const P = locale(lang, "profile");
      const F = locale(lang, "filters");
      const member = await apiMember(journey.server, { gender: "female" });
      const page = await signedInPage(journey.browser, member, { lang, viewport });
      // A member who finished onboarding (an unfinished one is sent back to it).
      await page.goto(`${journey.server.url}/`);
      await finishOnboardingThroughApi(page, { gender: "female" });

      await page.goto(`${journey.server.url}/profile/edit`);
      await page.getByRole("heading", { level: 1, name: at(P, "editor.title") }).waitFor();
      await screenshot(page, "profile-editor", lang, viewport);

      const name = lang === "ar" ? "ليلى" : "Layla";
      const occupation = lang === "ar" ? "مهندسة" : "Architect";
      await page.getByTestId("field-name").fill(name);
      await page.getByTestId("field-birthDate").fill("1994-02-01");
      await page.getByTestId("field-bio").fill(lang === "ar" ? "أحب القهوة والسفر" : "Coffee, books and long walks.");
      await page.getByTestId("field-occupation").fill(occupation);
      await page.getByTestId("field-heightCm").fill("168");
      await page.getByTestId("field-educationLevel").selectOption("masters");
      await page.getByTestId("field-relationshipGoals").selectOption("marriage");
      await page.getByTestId("field-marriageTimeline").selectOption("within_a_year");
      await page.getByTestId("field-religion").selectOption("islam");
      await page.getByTestId("field-sect").selectOption("sunni");
      await page.getByTestId("field-hasChildren").selectOption("no");
      await page.getByText(at(F, "profile.faithExplain")).waitFor();
      await page.getByText(at(P, "editor.unsaved")).waitFor();
      await screenshot(page, "profile-editor-typed", lang, viewport);

      // Leaving with unsaved changes asks first; staying keeps every typed value.
      await page.getByRole("link", { name: at(P, "enhanced.back") }).click();
      await page.getByTestId("leave-guard").waitFor();
      await screenshot(page, "profile-editor-leave-guard", lang, viewport);
      await page.getByTestId("leave-stay").click();
      await page.getByTestId("leave-guard").waitFor({ state: "detached" });
      expect(await page.getByTestId("field-occupation").inputValue()).toBe(occupation);
      expect(new URL(page.url()).pathname).toBe("/profile/edit");

      // One Save for every section.
      await page.getByTestId("editor-save").click();
      await page.getByText(at(P, "editor.allSaved")).waitFor();

      await page.reload();
      await page.getByTestId("field-occupation").waitFor();
      expect(await page.getByTestId("field-name").inputValue()).toBe(name);
      expect(await page.getByTestId("field-birthDate").inputValue()).toBe("1994-02-01");
      expect(await page.getByTestId("field-occupation").inputValue()).toBe(occupation);
      expect(await page.getByTestId("field-heightCm").inputValue()).toBe("168");
      expect(await page.getByTestId("field-educationLevel").inputValue()).toBe("masters");
      expect(await page.getByTestId("field-marriageTimeline").inputValue()).toBe("within_a_year");
      expect(await page.getByTestId("field-sect").inputValue()).toBe("sunni");
      expect(await page.getByTestId("field-hasChildren").inputValue()).toBe("no");

      // Saved: leaving no longer asks; a change undone before leaving does not either.
      await page.getByTestId("field-occupation").fill("x");
      await page.getByTestId("field-occupation").fill(occupation);
      await page.getByRole("link", { name: at(P, "enhanced.back") }).click();
      await page.waitForURL((url) => url.pathname === "/profile");
      expect(await page.getByTestId("leave-guard").count()).toBe(0);

      // The old address lands in the editor.
      await page.goto(`${journey.server.url}/enhanced-profile`);
      await page.waitForURL((url) => url.pathname === "/profile/edit");
      await page.context().close();
    });
  }
});
