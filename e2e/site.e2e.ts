import { readFileSync } from "node:fs";
import { routes } from "@ulfa/contracts";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { EN_DESKTOP_AR_MOBILE, apiMember, newContext, screenshot, useJourney, type Lang, signedInPage } from "./harness";

type Strings = Record<string, Record<string, string>>;
const strings = (lang: Lang, file = "adminSite"): Strings & Record<string, string> =>
  JSON.parse(readFileSync(path.join(import.meta.dirname, `../apps/web/src/i18n/locales/${lang}/${file}.json`), "utf8")) as Strings & Record<string, string>;

/** What each run charges, so the premium page must show it formatted for the language (Intl). */
const PRICES: Record<Lang, { currency: string; monthly: number }> = {
  en: { currency: "EUR", monthly: 12.5 },
  ar: { currency: "SAR", monthly: 49.75 },
};
/** The bidi marks a right-to-left price is wrapped in (apps/web/src/i18n/format.ts formatMoney), left out to compare. */
const unmarked = (text: string) => text.replace(/[\u200e\u200f\u061c\u2066-\u2069]/g, "");

/** What each run sets, so the public pages must show it (and nothing from before). */
const CHANGES: Record<Lang, { nameEn: string; nameAr: string; email: string; about: string; policy: string }> = {
  en: { nameEn: "Harbour Hearts", nameAr: "قلوب الميناء", email: "hello@harbour.example", about: "We are a **small harbour town** community.", policy: "What Harbour keeps" },
  ar: { nameEn: "Oasis Friends", nameAr: "أصدقاء الواحة", email: "salam@oasis.example", about: "نحن **مجتمع الواحة** الصغير.", policy: "ما تحفظه الواحة" },
};

describe("the operator's Site screen and the public pages after a change", () => {
  const journey = useJourney({ admin: "Site Owner" });

  for (const { lang, viewport } of EN_DESKTOP_AR_MOBILE) {
    it(`an admin renames the site and rewrites its texts; visitors see it at once (${lang}, ${viewport})`, async () => {
      const S = strings(lang);
      const change = CHANGES[lang];
      const page = await signedInPage(journey.browser, journey.admin, { lang, viewport });
      await page.goto(`${journey.server.url}/admin/site`);
      await page.getByRole("heading", { level: 1, name: S.title }).waitFor();
      await page.getByLabel(S.identity.nameEn).waitFor();
      await screenshot(page, "admin-site", lang, viewport);

      await page.getByLabel(S.identity.nameEn).fill(change.nameEn);
      await page.getByLabel(S.identity.nameAr).fill(change.nameAr);
      await page.getByLabel(S.identity.email).fill(change.email);
      await page.getByLabel(S.texts.aboutEn).fill(change.about);
      await page.getByLabel(S.texts.aboutAr).fill(change.about);
      const privacy = page.getByRole("group", { name: S.texts.privacy });
      await privacy.getByLabel(S.texts.english, { exact: true }).fill(`## ${change.policy}\n\nOnly what you give us.`);
      await privacy.getByLabel(S.texts.arabic, { exact: true }).fill(`## ${change.policy}\n\nما تعطينا إياه فقط.`);
      // The English run turns the demo figures on, the Arabic run (after it) off again.
      await page.getByRole("switch", { name: S.tiles.demo }).click();
      // Saved by keyboard: Enter in a field submits the form.
      await page.getByLabel(S.identity.email).press("Enter");
      await page.getByTestId("toast").filter({ hasText: S.saved }).waitFor();
      await screenshot(page, "admin-site-saved", lang, viewport);
      await page.context().close();

      // A visitor, signed out: the prerendered pages are filled with the new settings.
      const visitor = await newContext(journey.browser, { lang, viewport });
      const pub = await visitor.newPage();
      const name = lang === "ar" ? change.nameAr : change.nameEn;
      await pub.goto(`${journey.server.url}/`);
      await pub.getByRole("link", { name, exact: true }).first().waitFor();
      expect(await pub.title()).toBe(name);
      await pub.getByRole("contentinfo").getByRole("link", { name: change.email }).waitFor();
      if (lang === "en") await pub.getByText("5K+", { exact: true }).waitFor();
      else expect(await pub.getByText("5K+", { exact: true }).count()).toBe(0);
      await screenshot(pub, "site-landing", lang, viewport);

      await pub.goto(`${journey.server.url}/about`);
      await pub.locator("main strong").filter({ hasText: lang === "ar" ? "مجتمع الواحة" : "small harbour town" }).waitFor();
      await screenshot(pub, "site-about", lang, viewport);

      await pub.goto(`${journey.server.url}/privacy-policy`);
      await pub.getByRole("heading", { level: 2, name: change.policy }).waitFor();
      await screenshot(pub, "site-privacy", lang, viewport);

      const manifest = (await (await fetch(`${journey.server.url}/manifest.webmanifest`, { headers: { cookie: `ulfa_lang=${lang}` } })).json()) as { name: string };
      expect(manifest.name).toBe(name);
      await visitor.close();
    });

    it(`an admin changes the currency and a price; the premium page shows them formatted for the language (${lang}, ${viewport})`, async () => {
      const S = strings(lang);
      const price = PRICES[lang];
      const page = await signedInPage(journey.browser, journey.admin, { lang, viewport });
      await page.goto(`${journey.server.url}/admin/site`);
      await page.getByTestId("price-currency").waitFor();
      await page.getByLabel(S.prices.currency).selectOption(price.currency);
      await page.getByLabel(S.prices.monthly).fill(String(price.monthly));
      // Centred: the sticky save bar covers the bottom of the screen.
      await page.getByLabel(S.prices.monthly).evaluate((el) => el.scrollIntoView({ block: "center" }));
      await screenshot(page, "admin-site-prices", lang, viewport);
      await page.getByLabel(S.prices.monthly).press("Enter");
      await page.getByTestId("toast").filter({ hasText: S.saved }).waitFor();
      await page.context().close();

      const member = await apiMember(journey.server);
      const premium = await signedInPage(journey.browser, member, { lang, viewport });
      await premium.goto(`${journey.server.url}/premium`);
      const shown = premium.getByTestId("plan-price");
      await shown.waitFor();
      const expected = await premium.evaluate(
        ({ lang, currency, monthly }) =>
          new Intl.NumberFormat(lang, { numberingSystem: "latn", style: "currency", currency, minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(monthly),
        { lang, ...price },
      );
      await expect.poll(async () => unmarked((await shown.textContent()) ?? ""), { timeout: 15_000 }).toContain(unmarked(expected));
      await screenshot(premium, "site-premium-prices", lang, viewport);
      await premium.context().close();
    });

    it(`with premium filters on, a free member sees the advanced filters locked, with a way to premium (${lang}, ${viewport})`, async () => {
      const S = strings(lang);
      const F = strings(lang, "filters");
      const page = await signedInPage(journey.browser, journey.admin, { lang, viewport });
      await page.goto(`${journey.server.url}/admin/site`);
      const gate = page.getByRole("switch", { name: S.rules.premiumFilters });
      await gate.waitFor();
      expect(await gate.getAttribute("aria-checked")).toBe("false");
      await gate.click();
      await gate.evaluate((el) => el.scrollIntoView({ block: "center" }));
      await screenshot(page, "admin-site-premium-filters", lang, viewport);
      await page.getByLabel(S.identity.email).press("Enter");
      await page.getByTestId("toast").filter({ hasText: S.saved }).waitFor();
      await page.context().close();

      const member = await apiMember(journey.server);
      const home = await signedInPage(journey.browser, member, { lang, viewport });
      await home.goto(`${journey.server.url}/home`);
      await home.getByTestId("more-filters").click();
      const smoking = home.getByTestId("filter-smoking");
      await smoking.getByTestId("filter-locked").waitFor();
      expect(await smoking.getByRole("button").first().isDisabled()).toBe(true);
      expect(await home.getByTestId("filter-religion").getByTestId("filter-locked").count()).toBe(0);
      expect(await home.getByTestId("filter-religion").getByRole("button").first().isDisabled()).toBe(false);
      await smoking.scrollIntoViewIfNeeded();
      await screenshot(home, "discover-filters-locked", lang, viewport);
      // The API refuses what the screen does not offer.
      const refused = await member.send(routes.discover.savePreferences, { body: { filters: { smoking: { values: ["never"], strict: true } } } });
      expect(refused.status).toBe(403);
      await smoking.getByRole("link", { name: (F as Strings).locked.link }).click();
      await home.waitForURL(/tab=premium/);
      await home.context().close();

      // Back to the default for the next run.
      const { version } = await journey.admin.call(routes.site.admin);
      expect((await journey.admin.send(routes.site.update, { body: { version, rules: { premiumFilters: false } } })).status).toBe(200);
    });
  }
});
