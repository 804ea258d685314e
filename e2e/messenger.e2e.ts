import { describe, expect, it } from "vitest";
import { routes } from "@ulfa/contracts";
import type { Page } from "playwright-core";
import { expectAccessible } from "./axe";
import { apiMember, idOf, screenshot, signedInPage, uiString, useJourney, type ApiMember, type Lang, type TestServer } from "./harness";

const CASES: { lang: Lang; her: string; first: string; second: string; hello: string }[] = [
  { lang: "en", her: "Hana Panes", first: "Idris Panes", second: "Jamal Panes", hello: "Hello from the desktop" },
  { lang: "ar", her: "هناء", first: "إدريس", second: "جمال", hello: "مرحبًا من الحاسوب" },
];

/** `her` matched with each of `them` (they like her back), the first one having written to her. */
async function matchedWith(server: TestServer, herName: string, names: string[]): Promise<[ApiMember, { member: ApiMember; matchId: number }[]]> {
  const her = await apiMember(server, { name: herName, gender: "female" });
  const herId = await idOf(her);
  const them = [];
  for (const name of names) {
    const member = await apiMember(server, { name, gender: "male" });
    await her.call(routes.likes.like, { body: { toUserId: await idOf(member), isLike: true, isSuperLike: false } });
    const result = await member.call(routes.likes.like, { body: { toUserId: herId, isLike: true, isSuperLike: false } });
    if (result.matchId === undefined) throw new Error("no match");
    them.push({ member, matchId: result.matchId });
  }
  await them[0].member.call(routes.chat.send, { params: { id: them[0].matchId }, body: { content: "Hi, first one here" } });
  return [her, them];
}

const openChatName = (lang: Lang, name: string) => uiString(lang, "matches", "openChat").replace("{{name}}", name);
const chatParam = (page: Page) => new URL(page.url()).searchParams.get("chat");
const focusedOpenButton = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute("data-open-chat") ?? null);

/**
 * The desktop messenger: from 1024 px Matches is two panes, the conversation list and the open
 * thread, and the rest of the app stays usable (the navigation, the language switch). The open
 * conversation is in the URL (reload, Back); the keyboard walks the list and moves between the panes;
 * the thread's menu unmatches and blocks.
 */
describe("the desktop messenger (1280 x 800)", () => {
  const journey = useJourney();

  for (const { lang, her: herName, first, second, hello } of CASES) {
    it(`opens, answers and switches conversations beside the list, through a language switch and a reload (${lang})`, async () => {
      const { server, browser } = journey;
      const [her, [one, two]] = await matchedWith(server, herName, [first, second]);
      const page = await signedInPage(browser, her, { lang, viewport: "desktop" });
      await page.goto(`${server.url}/home?tab=matches`);
      const list = page.getByTestId("conversation-list");
      await list.locator("[data-open-chat]").nth(1).waitFor({ timeout: 15_000 });
      expect(await page.getByTestId("matches").getAttribute("data-layout")).toBe("panes");

      // Nothing chosen yet: the thread pane says what to do; the list is on the start side.
      await page.getByTestId("chat-pane-empty").waitFor();
      const listBox = (await page.getByTestId("conversations-pane").boundingBox())!;
      const paneBox = (await page.getByTestId("chat-pane-empty").boundingBox())!;
      if (lang === "en") expect(listBox.x).toBeLessThan(paneBox.x);
      else expect(listBox.x).toBeGreaterThan(paneBox.x);
      // Both panes fit the window: nothing below them to scroll to.
      expect(paneBox.y + paneBox.height).toBeLessThanOrEqual(800);
      await screenshot(page, "messenger-none", lang, "desktop");
      if (lang === "ar") await expectAccessible(page, "messenger-none (ar desktop)");

      // The keyboard walks the list: the arrow keys move between the rows, Enter opens one, and
      // focus moves into its thread's composer.
      const rows = list.locator("[data-open-chat]");
      const ids = await rows.evaluateAll((buttons) => buttons.map((b) => b.getAttribute("data-open-chat")));
      expect(ids.sort()).toEqual([String(one.matchId), String(two.matchId)].sort());
      await rows.first().focus();
      await page.keyboard.press("ArrowDown");
      expect(await focusedOpenButton(page)).toBe(ids[1]);
      await page.keyboard.press("ArrowUp");
      expect(await focusedOpenButton(page)).toBe(ids[0]);
      await page.keyboard.press("End");
      expect(await focusedOpenButton(page)).toBe(ids[1]);
      await page.keyboard.press("Home");
      expect(await focusedOpenButton(page)).toBe(ids[0]);

      // Open the first conversation (it has a message) from its row.
      await list.getByRole("button", { name: openChatName(lang, first) }).click();
      const pane = page.getByTestId("chat-pane");
      await expect.poll(() => pane.getAttribute("data-match-id")).toBe(String(one.matchId));
      expect(chatParam(page)).toBe(String(one.matchId));
      await pane.getByTestId("chat-message").first().waitFor();
      expect(await page.evaluate(() => document.activeElement?.tagName)).toBe("TEXTAREA");
      // Open beside the list, not over it: the list, the navigation and the language switch stay usable.
      expect(await page.getByRole("dialog").count()).toBe(0);
      expect(await list.getByRole("button", { name: openChatName(lang, first) }).getAttribute("aria-current")).toBe("true");

      // Answer in the pane.
      const input = pane.getByRole("textbox");
      await input.fill(hello);
      await input.press("Enter");
      await expect.poll(() => pane.getByTestId("chat-message").count()).toBe(2);
      await expect.poll(() => pane.getByTestId("chat-message").nth(1).getAttribute("data-own")).toBe("true");
      await expect.poll(() => list.locator(`[data-match-id="${one.matchId}"]`).textContent()).toContain(hello);
      await screenshot(page, "messenger-thread", lang, "desktop");
      if (lang === "ar") await expectAccessible(page, "messenger-thread (ar desktop)");

      // Escape from the thread hands focus back to its row in the list.
      await page.keyboard.press("Escape");
      expect(await focusedOpenButton(page)).toBe(String(one.matchId));
      expect(await pane.getAttribute("data-match-id")).toBe(String(one.matchId));

      // Switch to the second conversation; Back returns to the first.
      await list.getByRole("button", { name: openChatName(lang, second) }).click();
      await expect.poll(() => pane.getAttribute("data-match-id")).toBe(String(two.matchId));
      expect(await pane.getByTestId("chat-name").textContent()).toBe(second);
      expect(chatParam(page)).toBe(String(two.matchId));
      await expect.poll(() => pane.getByTestId("chat-messages").textContent()).toContain(uiString(lang, "chat", "emptyFull").replace("{{name}}", second));
      await page.goBack();
      await expect.poll(() => pane.getAttribute("data-match-id")).toBe(String(one.matchId));
      await expect.poll(() => pane.getByTestId("chat-messages").textContent()).toContain(hello);

      // The language switch is in reach with the thread open, and the thread stays.
      const other: Lang = lang === "en" ? "ar" : "en";
      await page.getByRole("button", { name: uiString(lang, "common", other === "ar" ? "language.switchToAr" : "language.switchToEn") }).click();
      await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe(other === "ar" ? "rtl" : "ltr");
      expect(await pane.getAttribute("data-match-id")).toBe(String(one.matchId));
      await expect.poll(() => pane.getByRole("textbox").getAttribute("aria-label")).toBe(uiString(other, "chat", "placeholder"));
      await screenshot(page, "messenger-switched", other, "desktop");
      await page.getByRole("button", { name: uiString(other, "common", lang === "ar" ? "language.switchToAr" : "language.switchToEn") }).click();
      await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe(lang === "ar" ? "rtl" : "ltr");

      // A reload keeps the open conversation and what was said in it.
      await page.reload();
      await expect.poll(() => page.getByTestId("chat-pane").getAttribute("data-match-id"), { timeout: 15_000 }).toBe(String(one.matchId));
      await expect.poll(() => page.getByTestId("chat-pane").getByTestId("chat-message").count()).toBe(2);

      // Unmatch from the thread's own menu: the thread goes, and focus is back in the list.
      const m = (key: string) => uiString(lang, "matches", key);
      await pane.getByTestId("chat-menu").click();
      await page.getByRole("menuitem", { name: m("unmatch") }).click();
      await page.getByRole("dialog").getByRole("button", { name: m("unmatchConfirm.confirm"), exact: true }).click();
      await page.getByTestId("chat-pane-empty").waitFor({ timeout: 15_000 });
      await expect.poll(() => chatParam(page)).toBeNull();
      await expect.poll(() => list.locator("[data-open-chat]").count()).toBe(1);
      await expect.poll(() => focusedOpenButton(page)).toBe(String(two.matchId));
      // Block the other one from theirs: no match is left.
      await list.getByRole("button", { name: openChatName(lang, second) }).click();
      await expect.poll(() => pane.getAttribute("data-match-id")).toBe(String(two.matchId));
      await pane.getByTestId("chat-menu").click();
      await page.getByRole("menuitem", { name: m("block") }).click();
      await page.getByRole("dialog").getByRole("button", { name: m("blockConfirm.confirm"), exact: true }).click();
      await page.getByText(m("empty.title")).waitFor({ timeout: 15_000 });
      expect((await her.call(routes.matches.blocks)).map((u) => u.name)).toEqual([second]);
      expect(await her.call(routes.matches.list)).toEqual([]);
      await page.context().close();
    });
  }

  it("keeps the full-screen chat on a phone (390 x 844)", async () => {
    const { server, browser } = journey;
    const [her, [one]] = await matchedWith(server, "Lina Phone", ["Malik Phone"]);
    const page = await signedInPage(browser, her, { lang: "en", viewport: "mobile" });
    await page.goto(`${server.url}/home?tab=matches`);
    expect(await page.getByTestId("matches").getAttribute("data-layout")).toBe("list");
    await page.getByRole("button", { name: openChatName("en", "Malik Phone") }).click();
    const chat = page.getByTestId("chat-fullscreen");
    await chat.waitFor();
    expect(Math.round((await chat.boundingBox())!.width)).toBe(390);
    expect(chatParam(page)).toBe(String(one.matchId));
    expect(await page.getByTestId("chat-pane").count()).toBe(0);
    // Its back button returns to the list, and focus to the row that opened it.
    await chat.getByRole("button", { name: uiString("en", "chat", "back") }).click();
    await chat.waitFor({ state: "detached" });
    expect(chatParam(page)).toBeNull();
    expect(await focusedOpenButton(page)).toBe(String(one.matchId));
    await page.context().close();
  });
});
