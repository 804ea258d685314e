import { describe, expect, it } from "vitest";
import { routes } from "@ulfa/contracts";
import type { Locator, Page } from "playwright-core";
import { addPhoto, apiMember, idOf, screenshot, uiString, useJourney, type ApiMember, type Lang, type ViewportName, signedInPage, pageErrors } from "./harness";
import { png } from "./png";
import { matchedPair, openConversation } from "./conversation";

/**
 * A member on a touch phone (issue 31): 390x844 and 360x640 with touch, in English and Arabic.
 * One server for every flow here; each test makes its own members.
 */
const s = uiString;

/** The element lies wholly inside the viewport and is not covered at its centre (by the bottom bar). */
async function expectOnScreen(page: Page, target: Locator): Promise<void> {
  const box = await target.boundingBox();
  const view = page.viewportSize()!;
  if (!box) throw new Error("not laid out");
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(view.width);
  expect(box.y + box.height).toBeLessThanOrEqual(view.height);
  const hit = await target.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const top = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
    return top !== null && (el === top || el.contains(top));
  });
  expect(hit).toBe(true);
}

describe("a member on a touch phone", () => {
  const journey = useJourney();

  const open = async (lang: Lang, viewport: ViewportName, member: ApiMember) => {
    const page = await signedInPage(journey.browser, member, { lang, viewport });
    const context = page.context();
    const errors = pageErrors(page);
    return { context, page, errors };
  };

  for (const [lang, viewport] of [["en", "phone"], ["ar", "phoneSmall"]] as [Lang, ViewportName][]) {
    it(`deck: a tap on the photo shows the next one, the buttons sit above the bottom bar (${lang}, ${viewport})`, async () => {
      const viewer = await apiMember(journey.server, { gender: "female", name: "Vera Viewer" });
      const shown = await apiMember(journey.server, { gender: "male", name: "Tariq Two" });
      for (const colour of [[200, 30, 80], [20, 120, 150]] as [number, number, number][]) {
        const data = `data:image/png;base64,${png(300, 400, colour).toString("base64")}`;
        await addPhoto(shown, data);
      }
      await viewer.call(routes.discover.savePreferences, { body: { globalMatching: true } });
      const shownId = await idOf(shown);
      const deck = await viewer.call(routes.discover.deck, { query: { globalMatching: "true" } });
      for (const p of deck) if (p.id !== shownId) await viewer.call(routes.likes.like, { body: { toUserId: p.id, isLike: false, isSuperLike: false } });

      const { context, page, errors } = await open(lang, viewport, viewer);
      await page.goto(`${journey.server.url}/home`);
      const card = page.getByTestId("swipe-card");
      await expect.poll(() => card.textContent(), { timeout: 15_000 }).toContain("Tariq Two");
      const indicator = page.getByTestId("photo-indicator");
      const first = await indicator.getAttribute("aria-label");
      // A tap on the end half (right in English, left in Arabic) shows the next photo.
      const box = (await card.boundingBox())!;
      const endX = lang === "ar" ? box.x + box.width * 0.2 : box.x + box.width * 0.8;
      await page.touchscreen.tap(endX, box.y + box.height * 0.3);
      await expect.poll(() => indicator.getAttribute("aria-label")).not.toBe(first);
      await page.touchscreen.tap(endX, box.y + box.height * 0.3);
      await expect.poll(() => indicator.getAttribute("aria-label")).toBe(first);

      await screenshot(page, "phone-deck", lang, viewport);
      for (const name of [s(lang, "discover", "actions.pass"), s(lang, "discover", "actions.like")]) {
        await expectOnScreen(page, page.getByRole("button", { name, exact: true }));
      }
      await page.getByRole("button", { name: s(lang, "discover", "actions.like"), exact: true }).tap();
      await expect.poll(() => card.count()).toBe(0);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
  for (const lang of ["en", "ar"] as Lang[]) {
    it(`first run: the profile photo is picked from the phone and uploaded (${lang}, phone)`, async () => {
      const member = await apiMember(journey.server, { name: "Nadia New" });
      const { context, page, errors } = await open(lang, "phone", member);
      await page.goto(`${journey.server.url}/auth?mode=profile-setup`);
      const input = page.getByTestId("setup-photo-input");
      await input.waitFor({ state: "attached", timeout: 15_000 });
      expect(await input.getAttribute("accept")).toBe("image/*");
      expect(await page.getByTestId("setup-camera-input").getAttribute("capture")).toBe("user");
      await page.getByText(s(lang, "mobile", "setup.choosePhoto"), { exact: true }).waitFor();
      // Not an image: said next to the buttons, nothing uploaded.
      await input.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
      await page.getByRole("alert").filter({ hasText: s(lang, "mobile", "setup.photoNotImage") }).waitFor();
      await input.setInputFiles({ name: "me.png", mimeType: "image/png", buffer: png(600, 800, [190, 18, 70]) });
      const preview = page.getByTestId("setup-photo-preview");
      await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0).catch(() => false), { timeout: 15_000 }).toBe(true);
      await screenshot(page, "phone-setup-photo", lang, "phone");
      await page.getByRole("button", { name: s(lang, "auth", "setup.submit") }).tap();
      await page.waitForURL("**/home");
      const me = await member.call(routes.users.me);
      expect(me.profilePhoto).toMatch(/^\/api\/media\/photos\//);
      expect(me.photos).toHaveLength(1);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
  /** One boost bought with the test card, through the real payment calls. */
  const buyBoost = async (m: ApiMember) => {
    const { paymentIntentId } = await m.call(routes.payments.createPaymentIntent, { body: { type: "boosts", count: 1 } });
    await m.call(routes.payments.testConfirm, { body: { paymentIntentId, cardNumber: "4242424242424242" } });
    await m.call(routes.payments.completePurchase, { body: { paymentIntentId, type: "boosts", count: 1 } });
  };
  const RIYADH = { latitude: 24.71, longitude: 46.68 };
  const MUNICH = { latitude: 48.14, longitude: 11.58 };

  for (const lang of ["en", "ar"] as Lang[]) {
    it(`places, a paid boost's confirmation, one money format, digits and the offline notice (${lang}, phone)`, async () => {
      const member = await apiMember(journey.server, { gender: "female", name: "Hala Boost" });
      const shown = await apiMember(journey.server, { gender: "male", name: "Omar Riyadh" });
      await shown.call(routes.location.save, { body: RIYADH });
      // The member lives outside the Arab world, in a city the web once had no Arabic name for.
      await member.call(routes.location.save, { body: MUNICH });
      await member.call(routes.discover.savePreferences, { body: { globalMatching: true } });
      const shownId = await idOf(shown);
      const deck = await member.call(routes.discover.deck, { query: { globalMatching: "true" } });
      for (const p of deck) if (p.id !== shownId) await member.call(routes.likes.like, { body: { toUserId: p.id, isLike: false, isSuperLike: false } });
      await buyBoost(member);

      const { context, page, errors } = await open(lang, "phone", member);
      await page.goto(`${journey.server.url}/home`);
      const card = page.getByTestId("swipe-card");
      await expect.poll(() => card.textContent(), { timeout: 15_000 }).toContain("Omar Riyadh");
      // The geocoder's place in the interface language (Intl.DisplayNames for the country).
      const country = new Intl.DisplayNames([lang], { type: "region" }).of("SA")!;
      expect(await card.textContent()).toContain(lang === "ar" ? `الرياض، ${country}` : `Riyadh, ${country}`);

      // A bought boost asks first; Cancel spends nothing.
      const boost = page.getByTestId("boost-button");
      await boost.scrollIntoViewIfNeeded();
      await boost.tap();
      const confirm = page.getByRole("dialog", { name: s(lang, "mobile", "boost.confirmTitle") });
      await confirm.waitFor();
      await screenshot(page, "phone-boost-confirm", lang, "phone");
      await confirm.getByRole("button", { name: s(lang, "common", "actions.cancel") }).tap();
      await confirm.waitFor({ state: "detached" });
      expect((await member.call(routes.payments.premiumStatus)).boosts).toBe(1);
      await boost.tap();
      await page.getByTestId("boost-confirm-confirm").tap();
      await page.getByTestId("boost-active").waitFor({ timeout: 15_000 });
      expect((await member.call(routes.payments.premiumStatus)).boosts).toBe(0);
      // The toaster (loaded with the first toast, here "Boost activated") names its region in the interface language.
      await page.getByTestId("toast").first().waitFor();
      const region = lang === "ar" ? "الإشعارات (F8)" : "Notifications (F8)";
      await expect.poll(() => page.locator('[role="region"]').evaluateAll((els) => els.map((e) => e.getAttribute("aria-label")))).toContain(region);

      // Pack prices and the receipt of the boost just bought: one format (Intl, the interface language).
      await page.goto(`${journey.server.url}/home?tab=premium`);
      const receipt = page.getByTestId("receipt-amount").first();
      await receipt.waitFor({ timeout: 15_000 });
      const pack = page.getByTestId("packs-boosts").locator("li").first().locator("p.text-2xl");
      const [packText, receiptText] = [await pack.textContent(), await receipt.textContent()];
      const marker = lang === "ar" ? /US\$/ : /^\$\d/;
      expect(packText).toMatch(marker);
      expect(receiptText).toMatch(marker);
      await receipt.scrollIntoViewIfNeeded();
      await screenshot(page, "phone-billing", lang, "phone");

      // The member's own city, named by the server's geocoder in Arabic (issue 31), in the profile
      // header and the Location Settings card.
      await page.goto(`${journey.server.url}/home?tab=profile`);
      const germany = new Intl.DisplayNames([lang], { type: "region" }).of("DE")!;
      const munich = lang === "ar" ? `ميونخ، ${germany}` : `Munich, ${germany}`;
      const status = page.getByTestId("location-status");
      await expect.poll(() => status.textContent(), { timeout: 15_000 }).toContain(munich);
      expect(await page.getByTestId("profile-age").textContent()).toContain(munich);
      if (lang === "ar") expect(await status.textContent()).not.toMatch(/[A-Za-z]/);
      await status.scrollIntoViewIfNeeded();
      await screenshot(page, "phone-location-set", lang, "phone");

      // Arabic-Indic digits, chosen in Settings, for every number and price; kept after a reload.
      await page.getByRole("button", { name: s(lang, "profile", "menu.settings"), exact: true }).tap();
      await page.getByTestId("digits-arab").tap();
      await expect.poll(() => page.getByTestId("digits-arab").getAttribute("aria-pressed")).toBe("true");
      await screenshot(page, "phone-settings-digits", lang, "phone");
      await page.goto(`${journey.server.url}/home?tab=premium`);
      await expect.poll(() => page.getByTestId("packs-boosts").locator("li").first().locator("p.text-2xl").textContent(), { timeout: 15_000 }).toMatch(/[٠-٩]/);
      expect(await page.getByTestId("packs-boosts").locator("li").first().locator("p.text-2xl").textContent()).not.toMatch(/[0-9]/);

      // The network drops: a notice, not endless skeletons; back online, "Try again" clears it.
      await context.setOffline(true);
      const notice = page.getByTestId("offline-notice");
      await notice.waitFor();
      expect(await notice.textContent()).toContain(s(lang, "mobile", "offline.body"));
      // No axe here: its DevTools session resets the emulated network to online (axe ran on this screen above).
      await screenshot(page, "phone-offline", lang, "phone", { audit: false });
      expect(await notice.isVisible()).toBe(true);
      await context.setOffline(false);
      await notice.getByRole("button", { name: s(lang, "mobile", "offline.retry") }).tap().catch(() => undefined);
      await notice.waitFor({ state: "detached" });
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it("calling a member shown offline asks first; the push switch gives up with a next step (ar, phone)", async () => {
    const lang: Lang = "ar";
    const [a, b] = await matchedPair(journey.server, ["ريم", "خالد"]);
    const { context, page, errors } = await open(lang, "phone", a);
    // A browser whose push service never answers (the subscription hangs for ever).
    await context.addInitScript(() => {
      Object.defineProperty(Notification, "requestPermission", { value: () => Promise.resolve("granted") });
      PushManager.prototype.subscribe = () => new Promise<PushSubscription>(() => undefined);
    });
    const chat = await openConversation(page, journey.server, lang, "phone", b.name);
    await expect.poll(() => chat.getByTestId("chat-presence").textContent()).toBe(s(lang, "chat", "offline"));
    await chat.getByTestId("call-start-voice").tap();
    const warn = page.getByRole("dialog", { name: s(lang, "mobile", "call.offlineTitle").replace("{{name}}", b.name) });
    await warn.waitFor();
    await screenshot(page, "phone-call-offline", lang, "phone");
    await warn.getByRole("button", { name: s(lang, "common", "actions.cancel") }).tap();
    await warn.waitFor({ state: "detached" });
    expect(await page.getByTestId("call-screen").count()).toBe(0);

    await page.goto(`${journey.server.url}/home?tab=profile`);
    await page.getByRole("button", { name: s(lang, "profile", "menu.settings"), exact: true }).tap();
    const device = page.getByTestId("push-section").getByRole("switch", { name: s(lang, "notifications", "push.device") });
    await device.scrollIntoViewIfNeeded();
    await expect.poll(() => device.isEnabled(), { timeout: 15_000 }).toBe(true);
    await device.tap();
    const failure = page.getByTestId("toast").filter({ hasText: s(lang, "mobile", "push.timeout") });
    await failure.waitFor({ timeout: 30_000 });
    // The switch is back off and usable, not stuck "on" and disabled.
    await expect.poll(() => device.getAttribute("aria-checked")).toBe("false");
    expect(await device.isEnabled()).toBe(true);
    await screenshot(page, "phone-push-timeout", lang, "phone");
    expect(errors).toEqual([]);
    await context.close();
  });
});
