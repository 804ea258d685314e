import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { expectAccessible } from "./axe";
import { routes } from "@ulfa/contracts";
import { globOf, screenshot, uiString, useJourney, type Lang, type ViewportName, signedInPage, pageErrors } from "./harness";
import { chatTestId, matchedPair, openConversation } from "./conversation";
import { REQUEST_DEADLINE_MS } from "../apps/web/src/api/deadline";

/**
 * The network drops while a member moves around the app (issue 31): every screen shows what it
 * already had (stale, under the offline notice) or says it is offline with a Retry, never a
 * skeleton that cannot fill; back online, what was missing loads by itself.
 */
const s = uiString;

/** Long enough for a skeleton to have turned into something else, were anything going to change it. */
const SETTLE_MS = 1500;

/**
 * The control is on screen and a tap at its centre reaches it: nothing (the offline notice, say)
 * lies on top of it.
 */
async function expectTappable(page: Page, name: string, control: ReturnType<Page["getByRole"]>): Promise<void> {
  await control.waitFor();
  const box = await control.boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport) throw new Error(`${name}: no box`);
  expect(box.y, `${name} top`).toBeGreaterThanOrEqual(0);
  expect(box.x, `${name} start`).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height, `${name} bottom`).toBeLessThanOrEqual(viewport.height);
  expect(box.x + box.width, `${name} end`).toBeLessThanOrEqual(viewport.width);
  const hit = await control.evaluate((element) => {
    const r = element.getBoundingClientRect();
    const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return { reaches: !!top && element.contains(top), top: top ? `${top.tagName} ${top.getAttribute("data-testid") ?? top.getAttribute("class")}` : null };
  });
  expect(hit.reaches, `${name} is covered by ${hit.top}`).toBe(true);
}

describe("offline: a notice and a next step, never endless skeletons", () => {
  const journey = useJourney();

  const skeletons = (page: Page) => page.locator("main .animate-pulse:visible, [data-testid='chat'] .animate-pulse:visible").count();

  for (const [lang, viewport] of [["ar", "phone"], ["en", "desktop"]] as [Lang, ViewportName][]) {
    it(`moves between tabs offline and catches up online (${lang}, ${viewport})`, async () => {
      const [member, match] = await matchedPair(journey.server, lang === "ar" ? ["سلمى", "كريم"] : ["Selma", "Karim"]);
      const page = await signedInPage(journey.browser, member, { lang, viewport });
      const context = page.context();
      const errors = pageErrors(page);
      const nav = page.getByRole("navigation", { name: s(lang, "common", "nav.main") }).filter({ visible: true });
      // The Matches button's name starts with its badge: the label ends it ("Map" and "Live Map": the first).
      const tab = (key: string) => nav.getByRole("button", { name: new RegExp(`${s(lang, "common", `nav.${key}`)}$`) }).first();
      // The premium tab has two: the balances and the billing history.
      const offlineState = page.getByTestId("load-offline").filter({ visible: true }).first();

      // Online: the worker precaches every screen's script (as on a member's phone after a first
      // visit); the reload puts the page under it, so tabs not yet opened still load offline.
      await page.goto(`${journey.server.url}/home`);
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
      await page.reload();
      await page.getByTestId("discover").waitFor();
      await tab("matches").click();
      await page.getByTestId("conversation-row").first().waitFor({ timeout: 15_000 });
      await tab("discover").click();
      await page.getByTestId("discover").waitFor();
      // axe goes in while online: loading it later would open a DevTools session, which resets the emulated network.
      await expectAccessible(page, `offline journey start (${lang} ${viewport})`);

      await context.setOffline(true);
      const notice = page.getByTestId("offline-notice");
      await notice.waitFor();

      // Matches were loaded: they stay on screen, stale, under the notice.
      await tab("matches").click();
      await page.getByTestId("conversation-row").first().waitFor();
      // A conversation never opened: its thread says offline, with a Retry.
      await page.getByTestId("conversation-row").first().getByRole("button", { name: s(lang, "matches", "openChat").replace("{{name}}", match.name) }).click();
      const chat = page.getByTestId(chatTestId(viewport));
      await chat.waitFor();
      const chatOffline = chat.getByTestId("load-offline");
      await chatOffline.waitFor();
      expect(await chatOffline.textContent()).toContain(s(lang, "loading", "offline.body"));
      // The notice takes room above the chat instead of lying over its header.
      // (The desktop's thread pane has no back or close button: the list stays beside it.)
      if (viewport !== "desktop") await expectTappable(page, "chat back", chat.getByRole("button", { name: s(lang, "chat", "back") }));
      const [noticeBox, chatBox] = [await notice.boundingBox(), await chat.boundingBox()];
      expect(noticeBox && chatBox && noticeBox.y + noticeBox.height <= chatBox.y + 0.5, "notice above the chat").toBe(true);
      await page.waitForTimeout(SETTLE_MS);
      expect(await skeletons(page)).toBe(0);
      await screenshot(page, "offline-chat", lang, viewport);
      if (viewport !== "desktop") {
        await page.keyboard.press("Escape");
        await chat.waitFor({ state: "detached" });
      }

      // Tabs never opened: no skeleton on the map; the profile shows the member, its counts "–".
      if (await tab("map").count()) {
        await tab("map").click();
        // Without location sharing the map asks for it first: nothing to load, nothing offline to say.
        await page.waitForTimeout(SETTLE_MS);
        expect(await skeletons(page)).toBe(0);
        await screenshot(page, "offline-map", lang, viewport);
      }
      await tab("profile").click();
      await page.getByTestId("profile-screen").waitFor();
      await page.waitForTimeout(SETTLE_MS);
      expect(await skeletons(page)).toBe(0);
      expect(await page.getByTestId("stat-likes-value").textContent()).toBe("–");
      await screenshot(page, "offline-profile", lang, viewport);

      // The premium tab (from the deck's "get more" link): offline state, a Retry that stays offline.
      await tab("discover").click();
      await page.getByTestId("get-more-link").click();
      await page.getByTestId("premium-tab").waitFor();
      await offlineState.waitFor();
      await offlineState.getByRole("button", { name: s(lang, "loading", "retry") }).click();
      await page.waitForTimeout(SETTLE_MS);
      await offlineState.waitFor();
      expect(await skeletons(page)).toBe(0);
      expect(await offlineState.textContent()).toContain(s(lang, "loading", "offline.body"));
      await screenshot(page, "offline-premium", lang, viewport);

      // Back online: what was missing loads by itself, and the notice goes.
      await context.setOffline(false);
      await page.getByTestId("owned-superLikes").waitFor({ timeout: 15_000 });
      await notice.waitFor({ state: "detached" });
      await page.getByTestId("receipt").or(page.getByTestId("billing-history").getByText(s(lang, "premium", "billing.empty"))).first().waitFor({ timeout: 15_000 });
      expect(await page.getByTestId("load-offline").count()).toBe(0);
      await screenshot(page, "offline-back-online", lang, viewport);
      await tab("profile").click();
      await expect.poll(() => page.getByTestId("stat-likes-value").textContent(), { timeout: 15_000 }).toMatch(/^[0-9٠-٩]+$/);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it("a list whose call fails says so, with a Retry that loads it (en, desktop)", async () => {
    const [member] = await matchedPair(journey.server, ["Rana", "Sami"]);
    const page = await signedInPage(journey.browser, member, { lang: "en", viewport: "desktop" });
    const errors = pageErrors(page);
    // The server answers 503 for the matches list (down, overloaded): no skeleton, a visible error.
    await page.route(globOf(routes.matches.list), (route) => route.fulfill({ status: 503, contentType: "application/json", body: JSON.stringify({ message: "Service unavailable" }) }));
    await page.goto(`${journey.server.url}/home?tab=matches`);
    const failed = page.getByTestId("load-error");
    await failed.waitFor({ timeout: 15_000 });
    expect(await failed.textContent()).toContain(s("en", "matches", "loadFailed"));
    // The screen's other calls (they are answered) may still be on their way when the list's error
    // shows: their skeletons go once they land, and none may stay.
    await expect.poll(() => skeletons(page)).toBe(0);
    expect(await page.getByTestId("offline-notice").count()).toBe(0);
    await screenshot(page, "load-error-matches", "en", "desktop");
    await page.unroute(globOf(routes.matches.list));
    await failed.getByRole("button", { name: s("en", "loading", "retry") }).click();
    await page.getByTestId("conversation-row").first().waitFor({ timeout: 15_000 });
    expect(errors).toEqual([]);
    await page.context().close();
  });

  for (const [lang, viewport] of [["ar", "phone"], ["en", "desktop"]] as [Lang, ViewportName][]) {
    it(`a list whose call never answers says so after the deadline, with a Retry that loads it (${lang}, ${viewport})`, async () => {
      const [member] = await matchedPair(journey.server, lang === "ar" ? ["ليلى", "عمر"] : ["Layla", "Omar"]);
      const page = await signedInPage(journey.browser, member, { lang, viewport });
      const errors = pageErrors(page);
      // The app's timers under Playwright's clock (time still flows), so the deadline can be jumped to.
      await page.clock.install();
      // The server (or the network) takes the matches call and never answers it.
      let answer = false;
      await page.route(globOf(routes.matches.list), (route) => (answer ? route.continue() : undefined));
      const held = page.waitForRequest(globOf(routes.matches.list));
      await page.goto(`${journey.server.url}/home?tab=matches`);
      await held;
      await page.waitForTimeout(SETTLE_MS);
      expect(await page.getByTestId("load-timeout").count()).toBe(0);

      await page.clock.fastForward(REQUEST_DEADLINE_MS);
      const late = page.getByTestId("load-timeout");
      await late.waitFor();
      expect(await late.textContent()).toContain(s(lang, "matches", "loadFailed"));
      expect(await late.textContent()).toContain(s(lang, "loading", "timeout.body"));
      expect(await skeletons(page)).toBe(0);
      // One slow answer is not a lost network.
      expect(await page.getByTestId("offline-notice").count()).toBe(0);
      await screenshot(page, "load-timeout-matches", lang, viewport);

      answer = true;
      await late.getByRole("button", { name: s(lang, "loading", "retry") }).click();
      await page.getByTestId("conversation-row").first().waitFor({ timeout: 15_000 });
      expect(await page.getByTestId("load-timeout").count()).toBe(0);
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }
  for (const [lang, viewport] of [["ar", "phone"], ["en", "desktop"]] as [Lang, ViewportName][]) {
    it(`a message that could not be sent says so in the thread and is sent again once; a lost answer shows once (${lang}, ${viewport})`, async () => {
      const [member, match] = await matchedPair(journey.server, lang === "ar" ? ["هالة", "زياد"] : ["Hala", "Ziad"]);
      const page = await signedInPage(journey.browser, member, { lang, viewport });
      const errors = pageErrors(page);
      await page.clock.install();
      // The first send never reaches the server (the connection drops); the second (Send again)
      // reaches it and is stored, but its answer is lost; every later call goes through.
      let n = 0;
      const sends: string[] = [];
      await page.route(globOf(routes.chat.send), async (route) => {
        if (route.request().method() !== "POST") return route.continue();
        sends.push(route.request().headers()["idempotency-key"] ?? "");
        n += 1;
        if (n === 1) return route.abort("internetdisconnected");
        if (n > 2) return route.continue();
        await route.fetch();
        await page.waitForEvent("requestfailed", { predicate: (r) => r === route.request() }).catch(() => undefined);
        await route.abort().catch(() => undefined);
      });
      const chat = await openConversation(page, journey.server, lang, viewport, match.name);
      const input = chat.getByRole("textbox");
      const mineSaying = (words: string) => chat.getByTestId("chat-message").filter({ hasText: words });
      const outbox = chat.getByTestId("chat-outbox-message");

      // Not sent: the composer is free at once, the words wait in the thread with what to do.
      const words = lang === "ar" ? "هل نلتقي يوم الجمعة؟" : "Shall we meet on Friday?";
      await input.fill(words);
      await input.press("Enter");
      expect(await input.inputValue()).toBe("");
      const failed = outbox.filter({ hasText: words });
      await expect.poll(() => failed.getAttribute("data-state")).toBe("failed");
      const alert = failed.getByRole("alert");
      expect(await alert.textContent()).toContain(s(lang, "chatOutbox", "notSent"));
      expect(await alert.textContent()).toContain(s(lang, "chatOutbox", "network"));
      await screenshot(page, "chat-not-sent", lang, viewport);
      await expectAccessible(page, `chat message not sent (${lang} ${viewport})`);
      // Sent again with the same key; stored, but the answer is lost: the thread learns of it over
      // the socket and shows it once, and the next message does not wait for the lost answer.
      await failed.getByRole("button", { name: s(lang, "chatOutbox", "retry") }).click();
      await expect.poll(() => mineSaying(words).count()).toBe(1);
      expect(await outbox.count()).toBe(0);
      expect(sends).toHaveLength(2);
      expect(sends[0]).toMatch(/^[0-9a-f-]{36}$/);
      expect(sends[1]).toBe(sends[0]);
      const later = lang === "ar" ? "سأحجز طاولة" : "I'll book a table";
      await input.fill(later);
      await input.press("Enter");
      await expect.poll(() => mineSaying(later).count()).toBe(1);
      expect(await outbox.count()).toBe(0);
      // When the lost answer's deadline passes, no "Not sent" copy appears beside it.
      await page.waitForTimeout(SETTLE_MS);
      await page.clock.fastForward(REQUEST_DEADLINE_MS);
      await page.waitForTimeout(SETTLE_MS);
      expect(await mineSaying(words).count()).toBe(1);
      expect(await outbox.count()).toBe(0);
      expect(sends).toHaveLength(3);

      // The other member's thread has each once.
      const theirPage = await signedInPage(journey.browser, match, { lang, viewport });
      const theirs = await openConversation(theirPage, journey.server, lang, viewport, member.name);
      await expect.poll(() => theirs.getByTestId("chat-message").count()).toBe(2);
      expect(await theirs.getByTestId("chat-message").filter({ hasText: words }).count()).toBe(1);
      await expectAccessible(theirPage, `chat after a repeated send (${lang} ${viewport})`);
      expect(errors).toEqual([]);
      await theirPage.context().close();
      await page.context().close();
    });
  }
});
