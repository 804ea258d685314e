import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { Locator } from "playwright-core";
import { EN_DESKTOP_AR_PHONE, newContext, screenshot, useJourney, type Lang } from "./harness";

type Strings = Record<string, Record<string, string>> & Record<string, string>;
const strings = (lang: Lang, file: string): Strings =>
  JSON.parse(readFileSync(path.join(import.meta.dirname, `../apps/web/src/i18n/locales/${lang}/${file}.json`), "utf8")) as Strings;

/** Each run's colour (readable with white text), and the one too light to be saved. */
const COLOURS: Record<Lang, { hex: string; rgb: string }> = {
  en: { hex: "#0f766e", rgb: "rgb(15, 118, 110)" },
  ar: { hex: "#1d4ed8", rgb: "rgb(29, 78, 216)" },
};
const TOO_LIGHT = "#fde047";

const background = (locator: Locator) => locator.evaluate((el) => getComputedStyle(el).backgroundColor);

describe("the brand colour themes the whole app", () => {
  const journey = useJourney({ admin: "Brand Owner" });

  for (const { lang, viewport } of EN_DESKTOP_AR_PHONE) {
    it(`an admin picks a colour: too light is refused, a readable one themes the buttons at once and for visitors (${lang}, ${viewport})`, async () => {
      const S = strings(lang, "adminSite");
      const errors = strings(lang, "errors");
      const colour = COLOURS[lang];
      const context = await newContext(journey.browser, { lang, viewport });
      await context.addCookies([journey.admin.cookie]);
      const page = await context.newPage();
      await page.goto(`${journey.server.url}/admin/site`);
      const field = page.getByLabel(S.identity.colour, { exact: true });
      await field.waitFor();
      // The policy and terms are still a fresh install's (they name "Ulfa Ltd, London"): the screen says so.
      const sample = page.getByTestId("sample-texts");
      await sample.getByText(S.sampleTexts.title).waitFor();
      expect(await sample.textContent()).toContain((S.sampleTexts as unknown as Record<string, Record<string, string>>).fields.privacy);

      // Too light: the field says so while typing, and the server refuses the save in the admin's language.
      await field.fill(TOO_LIGHT);
      await page.getByRole("alert").filter({ hasText: S.identity.colourLow.split("{{")[0] }).waitFor();
      await page.getByRole("button", { name: S.save }).click();
      await page.getByRole("alert").filter({ hasText: errors.codes.BRAND_CONTRAST }).waitFor();
      await screenshot(page, "brand-too-light", lang, viewport);

      // A readable colour: the preview takes it before the save, the app's own buttons right after it.
      await field.fill(colour.hex);
      const preview = page.getByTestId("brand-preview");
      expect(await background(preview.getByText(S.identity.previewPrimary))).toBe(colour.rgb);
      await preview.scrollIntoViewIfNeeded();
      await screenshot(page, "brand-preview", lang, viewport);
      const save = page.getByRole("button", { name: S.save });
      await save.click();
      await page.getByTestId("toast").filter({ hasText: S.saved }).waitFor();
      await page.mouse.move(0, 0); // off the button: hovered, it takes the darker shade
      await expect.poll(() => background(save)).toBe(colour.rgb);
      await screenshot(page, "brand-saved", lang, viewport);
      await context.close();

      // A visitor: the served landing page carries the colour's theme, and its primary button wears it.
      const visitor = await newContext(journey.browser, { lang, viewport });
      const pub = await visitor.newPage();
      const res = await pub.goto(`${journey.server.url}/`);
      expect(await res!.text()).toContain(`--color-brand-600:${colour.hex}`);
      const start = pub.getByRole("link", { name: strings(lang, "landing").hero.startJourney });
      expect(await background(start)).toBe(colour.rgb);
      await screenshot(pub, "brand-landing", lang, viewport);
      // And the app shell (the sign-in page) too.
      await pub.goto(`${journey.server.url}/auth?mode=login`);
      const signIn = pub.locator("form").getByRole("button", { name: strings(lang, "auth").login.submit });
      expect(await background(signIn)).toBe(colour.rgb);
      await screenshot(pub, "brand-auth", lang, viewport);
      await visitor.close();
    });
  }

  /** Each run's texts; the English run switches the promo banner off, the Arabic one the demo cards. */
  const TEXTS: Record<Lang, { title: string; join: string; off: "promo" | "cards" }> = {
    en: { title: "Meet the harbour's singles", join: "Join the sailors of Harbour Hearts.", off: "promo" },
    ar: { title: "تعرّف على عزّاب الواحة", join: "انضم إلى أهل الواحة.", off: "cards" },
  };

  for (const { lang, viewport } of EN_DESKTOP_AR_PHONE) {
    it(`an admin rewrites the landing texts and switches a part off; visitors see it without a rebuild (${lang}, ${viewport})`, async () => {
      const S = strings(lang, "adminSite");
      const L = S.landing as unknown as Record<string, string> & { show: Record<string, string> };
      const texts = TEXTS[lang];
      const label = (key: string) => L[key].replace("{{lang}}", L[lang]);
      const context = await newContext(journey.browser, { lang, viewport });
      await context.addCookies([journey.admin.cookie]);
      const page = await context.newPage();
      await page.goto(`${journey.server.url}/admin/site`);
      const landing = page.getByRole("region", { name: L.title });
      await landing.getByLabel(label("title"), { exact: true }).fill(texts.title);
      await landing.getByLabel(label("join"), { exact: true }).fill(texts.join);
      // Both switches on at the start of each run (the Arabic run turns the promo back on).
      if (lang === "ar") await landing.getByRole("switch", { name: L.show.promo }).click();
      await landing.getByRole("switch", { name: L.show[texts.off] }).click();
      await landing.scrollIntoViewIfNeeded();
      await screenshot(page, "landing-settings", lang, viewport);
      await page.getByRole("button", { name: S.save }).click();
      await page.getByTestId("toast").filter({ hasText: S.saved }).waitFor();
      await context.close();

      const visitor = await newContext(journey.browser, { lang, viewport });
      const pub = await visitor.newPage();
      const res = await pub.goto(`${journey.server.url}/`);
      const html = await res!.text();
      expect(html).toContain(texts.title);
      await pub.getByRole("heading", { level: 1, name: new RegExp(texts.title) }).waitFor();
      const promoTitle = lang === "en" ? "Zodiac Compatibility" : "توافق الأبراج";
      if (texts.off === "promo") {
        expect(await pub.getByRole("heading", { name: promoTitle }).count()).toBe(0);
      } else {
        await pub.getByRole("heading", { name: promoTitle }).waitFor();
        expect(html).toContain('data-site-flag="landing.cards" hidden=""');
      }
      await screenshot(pub, "landing-custom", lang, viewport);
      await pub.goto(`${journey.server.url}/auth?mode=login`);
      if (viewport === "desktop") await pub.getByText(texts.join).waitFor(); // the brand panel shows on wide screens only
      await visitor.close();
    });
  }
});

