import { readFileSync } from "node:fs";
import { routes } from "@ulfa/contracts";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { apiMember, MATRIX, screenshot, useJourney, type Lang, signedInPage } from "./harness";
import { png } from "./png";

type Strings = Record<string, Record<string, string>>;
const strings = (lang: Lang): Strings =>
  JSON.parse(readFileSync(path.join(import.meta.dirname, `../apps/web/src/i18n/locales/${lang}/profile.json`), "utf8")) as Strings;

/** The location privacy dialog belongs to the map feature: its strings are the map's. */
const mapStrings = (lang: Lang): Strings =>
  JSON.parse(readFileSync(path.join(import.meta.dirname, `../apps/web/src/i18n/locales/${lang}/map.json`), "utf8")) as Strings;
const toast = (page: Page, text: string) => page.getByTestId("toast").filter({ hasText: text });
const common = (lang: Lang) =>
  JSON.parse(readFileSync(path.join(import.meta.dirname, `../apps/web/src/i18n/locales/${lang}/common.json`), "utf8")) as { actions: { close: string } };
/** Closes the open dialog with its X button (Escape would first dismiss an open toast). */
async function closeDialog(page: Page, lang: Lang) {
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: common(lang).actions.close, exact: true }).click();
  await dialog.waitFor({ state: "detached" });
}

describe("profile screen", () => {
  const journey = useJourney();

  for (const { lang, viewport } of MATRIX) {
    it(`edits information, adds a photo, persists a privacy switch and the profile editor's fields (${lang}, ${viewport})`, async () => {
      const L = strings(lang);
      const member = await apiMember(journey.server);
      const page = await signedInPage(journey.browser, member, { lang, viewport, geolocation: { latitude: 51.5072, longitude: -0.1276 } });

      await page.goto(`${journey.server.url}/home?tab=profile`);
      await page.getByRole("heading", { level: 1, name: String(L.title) }).waitFor();
      await expect.poll(() => page.getByTestId("profile-name").textContent()).toBe(member.name);
      await expect.poll(() => page.getByTestId("stat-likes").textContent()).toContain("0");
      expect(await page.getByText(L.location.notSet).isVisible()).toBe(true);
      await screenshot(page, "profile", lang, viewport);

      // Edit information in the profile editor: validation first, then a real save (profile-editor.e2e.ts covers every section).
      await page.getByRole("button", { name: L.header.edit }).click();
      await page.getByRole("heading", { level: 1, name: L.editor.title }).waitFor();
      await page.getByTestId("field-name").fill("");
      await page.getByTestId("editor-save").click();
      await page.getByText(L.editor.nameRequired).waitFor();
      await screenshot(page, "profile-edit-errors", lang, viewport);
      const newName = lang === "ar" ? "ليلى" : "Layla";
      await page.getByTestId("field-name").fill(newName);
      await page.getByTestId("field-birthDate").fill("1994-02-01");
      await page.getByTestId("field-bio").fill(lang === "ar" ? "أحب القهوة والسفر" : "Coffee, books and long walks.");
      await page.getByLabel(L.edit.location, { exact: true }).fill("London");
      // Gender (Google accounts start at "other"): the options are in the member's language.
      const gender = page.getByTestId("field-gender");
      const genders = (L.edit as unknown as { genders: Record<string, string> }).genders;
      expect(await gender.locator("option").allTextContents()).toEqual([genders.male, genders.female, genders.other]);
      await gender.selectOption("male");
      await screenshot(page, "profile-edit-gender", lang, viewport);
      await page.getByTestId("editor-save").click();
      await toast(page, L.editor.saved).waitFor();
      const saved = await member.call(routes.users.me);
      expect([saved.name, saved.birthDate, saved.gender, saved.location]).toEqual([newName, "1994-02-01", "male", "London"]);
      await page.getByRole("link", { name: L.enhanced.back }).click();
      await expect.poll(() => page.getByTestId("profile-name").textContent()).toBe(newName);

      // Gallery upload through the file input; the server stores and serves the photo.
      await page.getByTestId("add-photo-input").setInputFiles({ name: "me.png", mimeType: "image/png", buffer: png(320, 240, [225, 29, 85]) });
      await toast(page, L.toasts.photoAdded).waitFor();
      await expect.poll(() => page.getByTestId("gallery-photo").count()).toBe(1);
      await expect
        .poll(() => page.getByTestId("gallery-photo").first().locator("img").evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
      // A second photo, then made the main one.
      await page.getByTestId("add-photo-input").setInputFiles({ name: "two.png", mimeType: "image/png", buffer: png(240, 320, [14, 116, 144]) });
      await expect.poll(() => page.getByTestId("gallery-photo").count()).toBe(2);
      const before = (await member.call(routes.users.me)).photos;
      // Each tile has one 40 px options button opening a menu aligned to the end side; it works from the keyboard.
      const options = page.getByRole("button", { name: L.gallery.options.replace("{{n}}", "2") });
      const trigger = await options.boundingBox();
      expect(trigger && trigger.width >= 40 && trigger.height >= 40).toBe(true);
      await options.focus();
      await page.keyboard.press("Enter");
      const photoMenu = page.getByRole("menu");
      await photoMenu.waitFor();
      const itemNames = await photoMenu.getByRole("menuitem").allTextContents();
      expect(itemNames).toEqual([L.gallery.makeMainItem, L.gallery.moveEarlierItem, L.gallery.deleteItem]);
      const menuBox = await photoMenu.boundingBox();
      if (!trigger || !menuBox) throw new Error("photo menu not laid out");
      if (lang === "ar") expect(Math.abs(menuBox.x - trigger.x)).toBeLessThan(2);
      else expect(Math.abs(menuBox.x + menuBox.width - (trigger.x + trigger.width))).toBeLessThan(2);
      await screenshot(page, "profile-gallery-menu", lang, viewport);
      await page.keyboard.press("Escape");
      await photoMenu.waitFor({ state: "detached" });
      await options.click();
      await page.getByRole("menuitem", { name: L.gallery.makeMainItem }).click();
      await expect.poll(async () => (await member.call(routes.users.me)).photos).toEqual([before[1], before[0]]);
      await screenshot(page, "profile-gallery-two", lang, viewport);

      // A file that is not an image is refused in the browser.
      await page.getByTestId("add-photo-input").setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
      await toast(page, L.gallery.invalidBody).waitFor();
      await page.getByTestId("gallery-photo").first().scrollIntoViewIfNeeded();
      await screenshot(page, "profile-gallery", lang, viewport);

      // Location Settings card: browser geolocation, then saved through our server.
      await page.getByRole("button", { name: L.location.enable }).click();
      await toast(page, L.toasts.locationUpdatedTitle).waitFor();
      await page.getByTestId("location-status").filter({ hasText: L.location.set }).waitFor();
      await page.getByTestId("location-settings").scrollIntoViewIfNeeded();
      await screenshot(page, "profile-location", lang, viewport);

      // Settings: a privacy switch is saved on the server and survives a reload.
      await page.getByRole("button", { name: L.menu.settings, exact: true }).click();
      const settings = page.getByRole("dialog", { name: L.settings.title });
      await settings.waitFor();
      await screenshot(page, "profile-settings", lang, viewport);
      const showAge = settings.getByRole("switch", { name: L.privacy.showAge });
      expect(await showAge.getAttribute("aria-checked")).toBe("true");
      await showAge.click();
      await toast(page, L.toasts.settingsUpdated).waitFor();
      await settings.getByRole("button", { name: L.settings.openLocationPrivacy }).click();
      await page.getByRole("dialog", { name: mapStrings(lang).privacy.title }).waitFor();
      await screenshot(page, "profile-location-privacy", lang, viewport);
      await closeDialog(page, lang);
      await page.reload();
      await page.getByRole("button", { name: L.menu.settings, exact: true }).click();
      await expect
        .poll(() => page.getByRole("dialog", { name: L.settings.title }).getByRole("switch", { name: L.privacy.showAge }).getAttribute("aria-checked"))
        .toBe("false");
      const afterReload = await member.call(routes.users.me);
      expect(afterReload.privacy.showAge).toBe(false);
      await closeDialog(page, lang);

      // Privacy & Safety dialog.
      await page.getByRole("button", { name: L.menu.privacySafety }).click();
      await page.getByRole("dialog", { name: L.safety.title }).waitFor();
      await screenshot(page, "profile-privacy-safety", lang, viewport);
      await closeDialog(page, lang);

      // Manage Photos dialog.
      await page.getByRole("button", { name: L.menu.managePhotos }).click();
      await page.getByRole("dialog", { name: L.gallery.manageTitle }).getByTestId("gallery-photo").first().waitFor();
      await screenshot(page, "profile-manage-photos", lang, viewport);
      await closeDialog(page, lang);

      // Verification: the fake camera, a capture, and an honest "under review" answer.
      await page.getByRole("button", { name: L.header.verify }).click();
      const verify = page.getByRole("dialog", { name: L.verify.title });
      await verify.getByRole("button", { name: L.verify.startCamera }).click();
      await verify.getByRole("button", { name: L.verify.capture }).click();
      await verify.getByTestId("captured-selfie").waitFor();
      await screenshot(page, "profile-verify", lang, viewport);
      await verify.getByRole("button", { name: L.verify.submit }).click();
      await toast(page, L.verify.submittedTitle).waitFor();
      await page.getByTestId("verification-pending").waitFor();
      expect(await page.getByRole("button", { name: L.header.verify }).count()).toBe(0);
      await page.getByTestId("verification-pending").scrollIntoViewIfNeeded();
      await screenshot(page, "profile-pending", lang, viewport);
      await page.getByTestId("logout-row").scrollIntoViewIfNeeded();
      await screenshot(page, "profile-menu", lang, viewport);

      // The menu's link to the editor: about-me fields and chips (trimmed, de-duplicated), saved and reloaded.
      await page.getByRole("link", { name: new RegExp(L.menu.enhancedProfile) }).click();
      await page.waitForURL("**/profile/edit");
      const form = page.getByTestId("profile-editor");
      await form.waitFor();
      await form.getByLabel(L.enhanced.occupation, { exact: true }).fill("Architect");
      await form.getByLabel(L.enhanced.zodiacSign, { exact: true }).selectOption("leo");
      await form.getByLabel(L.enhanced.relationshipGoals, { exact: true }).selectOption("serious");
      await form.getByTestId("interests").getByRole("button", { name: strings(lang).suggestedInterests.Travel, exact: true }).click();
      const interestInput = form.getByTestId("interests").getByRole("textbox");
      await interestInput.fill("  travel ");
      await interestInput.press("Enter");
      await interestInput.fill("  Hiking ");
      await interestInput.press("Enter");
      await form.getByTestId("core-values").getByRole("button", { name: strings(lang).suggestedValues.Honesty, exact: true }).click();
      await screenshot(page, "profile-editor-about", lang, viewport);
      await page.getByTestId("editor-save").click();
      await toast(page, L.editor.saved).waitFor();
      const enhanced = await member.call(routes.profile.get);
      expect(enhanced).toMatchObject({ occupation: "Architect", zodiacSign: "leo", interests: ["Travel", "Hiking"], coreValues: ["Honesty"] });
      await page.reload();
      await expect.poll(() => page.getByLabel(L.enhanced.occupation, { exact: true }).inputValue()).toBe("Architect");
      await screenshot(page, "profile-editor-reloaded", lang, viewport);
      await page.getByRole("link", { name: L.enhanced.back }).click();
      await page.waitForURL("**/profile");
      await page.getByTestId("profile-screen").waitFor();

      // Log Out ends the session and leaves the app.
      await page.getByTestId("logout-row").click();
      await page.waitForURL(`${journey.server.url}/`);
      expect((await member.send(routes.users.me)).status).toBe(401);
      await page.context().close();
    });
  }

  for (const { lang, viewport } of [
    { lang: "en" as const, viewport: "desktop" as const },
    { lang: "ar" as const, viewport: "mobile" as const },
  ]) {
    it(`shows the premium card, boosts tile and Premium Features link to a premium member (${lang}, ${viewport})`, async () => {
      const L = strings(lang);
      const member = await apiMember(journey.server);
      // A real test-mode subscription: intent, test card confirmation, then activation.
      const intent = await member.call(routes.payments.createSubscription, { body: { planType: "monthly" } });
      expect((await member.send(routes.payments.testConfirm, { body: { paymentIntentId: intent.paymentIntentId, cardNumber: "4242424242424242" } })).ok).toBe(true);
      expect((await member.send(routes.payments.paymentSuccess, { body: { paymentIntentId: intent.paymentIntentId, type: "subscription_monthly" } })).ok).toBe(true);
      const user = await member.call(routes.users.me);
      expect(user.isPremium).toBe(true);

      const page = await signedInPage(journey.browser, member, { lang, viewport });
      await page.goto(`${journey.server.url}/profile`);
      await page.getByTestId("premium-card").waitFor();
      expect(await page.getByTestId("premium-card").textContent()).toContain(L.premium.title);
      // A new premium member has this month's free boost on top of any bought ones.
      await expect.poll(() => page.getByTestId("stat-boosts").textContent()).toContain(new Intl.NumberFormat(lang).format(user.boosts + 1));
      expect(await page.getByRole("link", { name: L.menu.premiumFeatures }).getAttribute("href")).toBe("/premium-features");
      expect(await page.getByRole("link", { name: new RegExp(L.menu.upgrade) }).count()).toBe(0);
      // Scroll past the card so the phone bottom bar does not cover it.
      await page.getByTestId("stat-boosts").evaluate((el) => el.scrollIntoView({ block: "center" }));
      await screenshot(page, "profile-premium", lang, viewport);
      await page.context().close();
    });
  }

  it("picks a nationality by its Arabic name, stores the ISO code, and another member reads the name in their language", async () => {
    const filters = JSON.parse(readFileSync(path.join(import.meta.dirname, "../apps/web/src/i18n/locales/ar/filters.json"), "utf8")) as {
      profile: { nationalityNone: string; nationalitySearch: string; nationalityNoMatch: string };
    };
    const nour = await apiMember(journey.server, { gender: "female", name: "Nour Nationality" });
    const page = await signedInPage(journey.browser, nour, { lang: "ar", viewport: "mobile" });
    // The old address of the traits lands in the profile editor.
    await page.goto(`${journey.server.url}/enhanced-profile`);
    const picker = page.getByTestId("trait-nationality");
    await picker.waitFor({ timeout: 15_000 });
    // A list of country names, not a two-letter box; empty first ("prefer not to say").
    expect(await picker.evaluate((el) => el.tagName)).toBe("SELECT");
    expect(await picker.locator("option").first().textContent()).toBe(filters.profile.nationalityNone);
    expect(await picker.locator("option").count()).toBeGreaterThan(200);
    // By keyboard: ArrowDown on the focused list picks the first country in Arabic order.
    await picker.focus();
    await page.keyboard.press("ArrowDown");
    await expect.poll(() => picker.inputValue()).toMatch(/^[A-Z]{2}$/);
    const chosen = await picker.inputValue();
    // The search box narrows the list by the Arabic name (however it is spelt), the English name or
    // the ISO code; the chosen country stays listed whatever the search.
    const search = page.getByRole("searchbox", { name: filters.profile.nationalitySearch });
    const values = () => picker.locator("option").evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
    const noMatch = page.getByTestId("nationality-no-match");
    await search.pressSequentially("السعود");
    await expect.poll(values).toEqual(["", chosen, "SA"]);
    expect(await noMatch.textContent()).toBe("");
    await search.fill("saudi");
    await expect.poll(values).toEqual(["", chosen, "SA"]);
    await search.fill("zzqx");
    await expect.poll(() => noMatch.textContent()).toBe(filters.profile.nationalityNoMatch);
    expect(await values()).toEqual(["", chosen]);
    // Typed with a haraka, as some keyboards do: the country is still found, then picked.
    await search.fill("");
    await search.pressSequentially("مِصر");
    await expect.poll(values).toContain("EG");
    expect(await noMatch.textContent()).toBe("");
    // Enter goes to the list rather than submitting the form.
    await search.press("Enter");
    await expect.poll(() => picker.evaluate((el) => el === document.activeElement)).toBe(true);
    const egypt = new Intl.DisplayNames(["ar"], { type: "region" }).of("EG")!;
    await picker.selectOption({ label: egypt });
    await screenshot(page, "profile-editor-nationality", "ar", "mobile");
    await page.getByTestId("editor-save").click();
    await expect.poll(async () => (await nour.call(routes.profile.get)).nationality, { timeout: 15_000 }).toBe("EG");
    await page.reload();
    await expect.poll(() => page.getByTestId("trait-nationality").locator("option:checked").textContent(), { timeout: 15_000 }).toBe(egypt);

    // Readers see the country's name in their own language on her profile details.
    const nourId = (await nour.call(routes.users.me)).id;
    await nour.call(routes.discover.savePreferences, { body: { globalMatching: true } });
    for (const [lang, viewport, name] of [["en", "desktop", "Egypt"], ["ar", "mobile", egypt]] as const) {
      const reader = await apiMember(journey.server, { gender: "male", name: `Reader ${lang}` });
      await reader.call(routes.discover.savePreferences, { body: { globalMatching: true } });
      const deck = await reader.call(routes.discover.deck, { query: { globalMatching: "true" } });
      for (const p of deck) if (p.id !== nourId) await reader.call(routes.likes.like, { body: { toUserId: p.id, isLike: false, isSuperLike: false } });
      const readerPage = await signedInPage(journey.browser, reader, { lang, viewport });
      await readerPage.goto(`${journey.server.url}/home`);
      await expect.poll(() => readerPage.getByTestId("swipe-card").getAttribute("data-profile-id"), { timeout: 15_000 }).toBe(String(nourId));
      await readerPage.getByRole("button", { name: lang === "en" ? "View profile details" : "عرض تفاصيل الملف" }).click();
      const traits = readerPage.getByTestId("profile-traits");
      await expect.poll(() => traits.textContent()).toContain(name);
      expect(await traits.textContent()).not.toContain("EG");
      await traits.scrollIntoViewIfNeeded();
      await screenshot(readerPage, "profile-detail-nationality", lang, viewport);
      await readerPage.context().close();
    }
    await page.context().close();
  });
});
