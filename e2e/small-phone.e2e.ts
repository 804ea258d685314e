import { describe, expect, it } from "vitest";
import { uiString, useJourney, signedInPage } from "./harness";
import { layoutWalk, seedLayoutWalk } from "./layout-walk";
import { openConversation } from "./conversation";

/**
 * The smallest phone we design for (issue 31): 360 x 640, touch, in Arabic and English. A member with a match
 * and a conversation walks the main screens; on each, nothing scrolls sideways, every control lies
 * inside the viewport and is at least 24 x 24 CSS px (WCAG 2.5.8), no script fails and axe is clean.
 */
describe("the smallest phone (360 x 640, touch)", () => {
  const journey = useJourney();

  for (const lang of ["ar", "en"] as const) {
    it(`walks the member's screens with no sideways scroll, small targets, errors or axe findings (${lang})`, async () => {
      const s = (ns: string, key: string): string => uiString(lang, ns, key);
      const [member, other] = await seedLayoutWalk(journey.server, {
        reply: "A reply with a longwordwithoutanybreaksthatmustwrapinsidethebubble and https://example.com/a/long/path/that/goes/on",
        deckName: `Deck Member ${lang}`,
      });

      const page = await signedInPage(journey.browser, member, { lang, viewport: "phoneSmall" });
      const { check, visit } = layoutWalk(page, journey.server, lang, "phoneSmall", "small");

      await visit("/", "landing", (p) => p.getByRole("main").waitFor());
      await visit("/home", "deck", (p) => p.getByTestId("swipe-card").first().waitFor({ timeout: 15_000 }));
      await page.getByTestId("more-filters").tap();
      await page.getByTestId("save-filters").scrollIntoViewIfNeeded();
      await check("deck-filters");

      await page.goto(`${journey.server.url}/home?tab=matches`);
      const row = page.getByTestId("conversation-row").first();
      await row.waitFor({ timeout: 15_000 });
      // The Latin name keeps its start, in an Arabic row too (cut at its own end, not the row's).
      const nameBox = row.locator("bdi").first();
      expect(await nameBox.evaluate((el) => getComputedStyle(el).direction)).toBe("ltr");
      await check("matches");

      const chat = await openConversation(page, journey.server, lang, "phoneSmall", other.name);
      await chat.getByTestId("chat-message").last().waitFor();
      await chat.locator("textarea").fill(lang === "ar" ? "رد طويل بعض الشيء لنرى كيف يكبر مربع الكتابة على هاتف صغير جداً" : "A somewhat long reply to see how the message box grows on a very small phone");
      await check("chat");

      await visit("/home?tab=map", "map", (p) => p.getByRole("main").waitFor());
      await visit("/home?tab=profile", "profile", (p) => p.getByTestId("profile-age").waitFor({ timeout: 15_000 }));
      await page.getByRole("button", { name: s("profile", "menu.settings"), exact: true }).tap();
      await page.getByRole("dialog").waitFor();
      await check("settings");
      await visit("/profile/edit", "profile-editor", (p) => p.getByTestId("profile-editor").waitFor({ timeout: 15_000 }));
      await visit("/home?tab=premium", "premium", (p) => p.getByTestId("packs-boosts").waitFor({ timeout: 15_000 }));
      await page.context().close();
    });
  }
});
