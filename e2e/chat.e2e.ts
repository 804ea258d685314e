import { describe, expect, it } from "vitest";
import { routes } from "@ulfa/contracts";
import type { Locator, Page } from "playwright-core";
import { chatTestId, matchedPair } from "./conversation";
import { apiMember, MATRIX, screenshot, signedInPage, useJourney } from "./harness";

const openChat = (lang: string, name: string) => (lang === "ar" ? `افتح المحادثة مع ${name}` : `Open chat with ${name}`);
const visible = (page: Page, selector: string) => page.locator(`${selector}:visible`);

/**
 * The name is shown whole: nothing cut sideways, laid out in at most the two lines it is clamped to
 * (counted from the text's line boxes: Arabic glyphs overflow a line's height, so scrollHeight
 * can't tell), and its title holds it for hover.
 */
async function expectWhole(name: Locator, full: string) {
  expect(await name.getAttribute("title")).toBe(full);
  expect(await name.textContent()).toBe(full);
  // Lines of the text itself: the name is a button (it opens the profile), whose own box would
  // count as one more "line" where its height differs from the text's.
  const box = await name.evaluate((el) => {
    const lines = new Set<number>();
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const r of range.getClientRects()) if (r.width > 0) lines.add(Math.round(r.bottom));
    }
    return { sw: el.scrollWidth, cw: el.clientWidth, lines: lines.size };
  });
  expect(box.sw, full).toBeLessThanOrEqual(box.cw);
  expect(box.lines, full).toBeLessThanOrEqual(2);
}

describe("matches and real-time chat", () => {
  const journey = useJourney();

  for (const { lang, viewport } of MATRIX) {
    it(`A and B chat live, with the Matches badge (${lang}, ${viewport})`, async () => {
      // B's long name must be read whole in the thread's header and in the list, not cut.
      const [a, b] = await matchedPair(journey.server, lang === "ar" ? ["ليلى", "كريم الهاشمي عبد الرحمن"] : ["Alice", "Karim Al-Hashimi Abdulrahman"]);
      const [pageA, pageB] = await Promise.all([a, b].map((m) => signedInPage(journey.browser, m, { lang, viewport })));

      // B waits on the Discover tab; the new match shows as a dot on Matches, not as an unread count.
      await pageB.goto(`${journey.server.url}/home`);
      await visible(pageB, '[data-testid="matches-new-dot"]').first().waitFor();
      expect(await visible(pageB, '[data-testid="matches-badge-count"]').count()).toBe(0);

      // A opens the Matches tab: recent strip, conversation row, "Say hello" preview.
      await pageA.goto(`${journey.server.url}/home?tab=matches`);
      const row = pageA.getByTestId("conversation-row");
      // The tab loads lazily: wait for the list (up to Playwright's timeout), then count.
      await row.first().waitFor();
      expect(await row.count()).toBe(1);
      expect(await row.textContent()).toContain(b.name);
      await expectWhole(row.getByTestId("row-name"), b.name);
      await expect.poll(() => pageA.getByTestId("recent-matches").locator("li").count()).toBe(1);
      await screenshot(pageA, "matches-list", lang, viewport);

      await row.getByRole("button", { name: openChat(lang, b.name) }).click();
      const chatA = pageA.getByTestId(chatTestId(viewport));
      await chatA.waitFor();
      if (viewport === "desktop") {
        // The thread opens beside the list (the messenger's second pane), on the list's end side.
        const box = (await chatA.boundingBox())!;
        const listBox = (await pageA.getByTestId("conversations-pane").boundingBox())!;
        expect(box.width).toBeGreaterThan(listBox.width);
        if (lang === "en") expect(box.x).toBeGreaterThan(listBox.x);
        else expect(box.x).toBeLessThan(listBox.x);
      } else {
        const box = await chatA.boundingBox();
        expect(Math.round(box!.width)).toBe(390);
      }
      await expect.poll(() => chatA.getByTestId("chat-messages").textContent()).toMatch(lang === "ar" ? /لا توجد رسائل/ : /No messages yet/);
      await expectWhole(chatA.getByTestId("chat-name"), b.name);
      // B is online (their page holds a socket).
      await expect.poll(() => chatA.getByTestId("chat-presence").textContent()).toBe(lang === "ar" ? "متصل الآن" : "Online now");
      await screenshot(pageA, "chat-empty", lang, viewport);

      const input = chatA.getByRole("textbox");
      await input.fill("   Hello from A!  ");
      await input.press("Enter");
      await expect.poll(() => chatA.getByTestId("chat-message").count()).toBe(1);
      expect(await input.inputValue()).toBe("");
      const own = chatA.getByTestId("chat-message").first();
      expect(await own.getAttribute("data-own")).toBe("true");
      expect(await own.textContent()).toContain("Hello from A!");

      // B, still on Discover, sees the badge without reloading: 1 unread message (the new match adds none).
      await expect.poll(() => visible(pageB, '[data-testid="matches-badge-count"]').textContent()).toBe("1");
      await screenshot(pageB, "badge", lang, viewport);

      // B opens Matches: the row shows the message and its unread count, then the chat.
      await visible(pageB, `nav button:has-text("${lang === "ar" ? "التطابقات" : "Matches"}")`).first().click();
      const rowB = pageB.getByTestId("conversation-row");
      await expect.poll(() => rowB.textContent()).toContain("Hello from A!");
      // The row and the nav badge agree.
      expect(await rowB.getByTestId("row-unread").locator("[aria-hidden]").textContent()).toBe("1");
      expect(await visible(pageB, '[data-testid="matches-badge-count"]').first().textContent()).toBe("1");
      await rowB.getByRole("button", { name: openChat(lang, a.name) }).click();
      const chatB = pageB.getByTestId(chatTestId(viewport));
      await expect.poll(() => chatB.getByTestId("chat-message").count()).toBe(1);
      expect(await chatB.getByTestId("chat-message").first().getAttribute("data-own")).toBe("false");
      // Reading clears the badge.
      await expect.poll(() => visible(pageB, '[data-testid="matches-badge"]').count()).toBe(0);

      const inputB = chatB.getByRole("textbox");
      await inputB.fill("Hi A, B here");
      // A sees B typing.
      await expect.poll(() => chatA.getByTestId("chat-presence").textContent()).toContain(lang === "ar" ? "يكتب" : "is typing");
      await chatB.getByRole("button", { name: lang === "ar" ? "إرسال" : "Send" }).click();
      await expect.poll(() => chatB.getByTestId("chat-message").count()).toBe(2);

      // A sees the answer arrive live, and the read receipt on their own message.
      await expect.poll(() => chatA.getByTestId("chat-message").count()).toBe(2);
      expect(await chatA.getByTestId("chat-message").nth(1).textContent()).toContain("Hi A, B here");
      expect(await chatA.getByTestId("chat-message").nth(1).getAttribute("data-own")).toBe("false");
      await expect.poll(() => chatA.getByTestId("chat-message").first().getByLabel(lang === "ar" ? "قُرئت" : "Read").count()).toBe(1);
      await screenshot(pageA, "chat", lang, viewport);
      await screenshot(pageB, "chat-other", lang, viewport);

      // Own bubbles sit on the end side: right in English, left in Arabic.
      const ownBox = await chatA.getByTestId("chat-message").first().locator("> div").boundingBox();
      const otherBox = await chatA.getByTestId("chat-message").nth(1).locator("> div").boundingBox();
      if (lang === "en") expect(ownBox!.x).toBeGreaterThan(otherBox!.x);
      else expect(ownBox!.x).toBeLessThan(otherBox!.x);

      // After a reload the badge state and the conversation are still right.
      await pageA.reload();
      await pageA.getByTestId("chat-message").nth(1).waitFor();
      expect(await pageA.getByTestId("chat-message").count()).toBe(2);
      // In conversation now, B is no longer a "new match" (issue 31): the strip is gone, the row stays.
      expect(await pageA.getByTestId("recent-matches").count()).toBe(0);
      expect(await pageA.getByTestId("conversation-row").count()).toBe(1);

      await Promise.all([pageA, pageB].map((p) => p.context().close()));
    });
  }

  it("shows the empty state and the unmatch confirmation (en, desktop)", async () => {
    const lone = await apiMember(journey.server, { name: "Lonely" });
    const page = await signedInPage(journey.browser, lone, { lang: "en", viewport: "desktop" });
    const ctx = page.context();
    await page.goto(`${journey.server.url}/home?tab=matches`);
    await page.getByText("No matches yet").waitFor();
    expect(await page.textContent("body")).toContain("Start swiping to find your perfect match!");
    await screenshot(page, "matches-empty", "en", "desktop");

    const [a, b] = await matchedPair(journey.server, ["Carla", "Dan"]);
    await ctx.clearCookies();
    await ctx.addCookies([a.cookie]);
    await page.goto(`${journey.server.url}/home?tab=matches`);
    await page.getByTestId("match-menu").click();
    await page.getByRole("menuitem", { name: "Unmatch" }).click();
    await page.getByText(`Are you sure you want to unmatch with ${b.name}? This action cannot be undone.`).waitFor();
    await screenshot(page, "unmatch-confirm", "en", "desktop");
    await page.getByRole("button", { name: "Unmatch", exact: true }).click();
    // Dan is a man: the toast says "him" (i18n/gender.ts).
    await page.getByText("You have unmatched with him").first().waitFor();
    await page.getByText("No matches yet").waitFor();

    // From the chat: the header's name opens the profile; its one menu reports and blocks in one step.
    const [c, d] = await matchedPair(journey.server, ["Erin", "Finn"]);
    await ctx.clearCookies();
    await ctx.addCookies([c.cookie]);
    await page.goto(`${journey.server.url}/home?tab=matches`);
    await page.getByRole("button", { name: `Open chat with ${d.name}` }).click();
    await page.getByTestId("chat-name").getByRole("button").click();
    await page.getByTestId("profile-popup").waitFor();
    await page.keyboard.press("Escape");
    await page.getByTestId("profile-popup").waitFor({ state: "detached" });
    await page.getByTestId("chat-menu").click();
    for (const name of ["View profile", "Share my date", "Unmatch", "Block", "Report"]) await page.getByRole("menuitem", { name }).waitFor();
    await page.getByRole("menuitem", { name: "Report" }).click();
    // No reason is chosen for the member, and one is required.
    expect(await page.locator('input[name="report-reason"]:checked').count()).toBe(0);
    await page.getByRole("button", { name: "Send report" }).click();
    await page.getByRole("alert").filter({ hasText: "Choose a reason" }).waitFor();
    await page.getByRole("radio", { name: "Harassment" }).check();
    await page.getByRole("textbox").fill("Rude messages");
    await page.getByRole("radio", { name: `Also block ${d.name} (this ends the match)` }).check();
    await screenshot(page, "report-dialog", "en", "desktop");
    await page.getByRole("button", { name: "Send report" }).click();
    await page.getByText("Thank you. Our team will review it.").first().waitFor();
    await page.getByText("No matches yet").waitFor();
    const blocked = await c.call(routes.matches.blocks);
    expect(blocked.map((u) => u.name)).toEqual([d.name]);
    await ctx.close();
  });
});
