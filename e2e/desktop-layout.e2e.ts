import { describe, expect, it } from "vitest";
import { newContext, uiString, useJourney } from "./harness";
import { layoutWalk, seedLayoutWalk } from "./layout-walk";
import { openConversation } from "./conversation";

/**
 * The desktop half of issue 31: the member's main screens at 1280 x 800 with a mouse, in Arabic
 * (the mirrored layout). On each, nothing scrolls sideways, every control lies inside the viewport
 * and is at least 24 x 24 CSS px, no script fails and axe is clean. small-phone.e2e.ts walks the
 * same screens at 360 x 640.
 */
const s = (ns: string, key: string): string => uiString("ar", ns, key);

describe("the desktop, in Arabic (1280 x 800)", () => {
  const journey = useJourney();

  it("walks the member's screens with no sideways scroll, small targets, errors or axe findings", async () => {
    const [member, other] = await seedLayoutWalk(journey.server, {
      reply: "A reply with a longwordwithoutanybreaksthatmustwrapinsidethebubble and https://example.com/a/long/path",
      deckName: "Deck Member With A Long Name",
    });

    const context = await newContext(journey.browser, { lang: "ar", viewport: "desktop" });
    const page = await context.newPage();
    const { check, visit } = layoutWalk(page, journey.server, "ar", "desktop", "desk");

    // The operator's Latin street line keeps its house number by the street, on the card's start side.
    await visit("/about", "about", (p) => p.locator("address").waitFor());
    const address = await page.locator("address").evaluate((el) => {
      const text = document.createRange();
      text.selectNodeContents(el);
      return { direction: getComputedStyle(el).direction, atStart: Math.abs(text.getBoundingClientRect().right - el.getBoundingClientRect().right) < 2 };
    });
    expect(address).toEqual({ direction: "ltr", atStart: true });

    await context.addCookies([member.cookie]);
    await visit("/home", "deck", (p) => p.getByTestId("swipe-card").first().waitFor({ timeout: 15_000 }));
    await page.getByRole("button", { name: s("discover", "actions.details") }).click();
    await page.getByRole("dialog").waitFor();
    await check("deck-profile");
    await page.keyboard.press("Escape");
    await page.getByRole("dialog").waitFor({ state: "detached" });
    await page.getByTestId("more-filters").click();
    await page.getByTestId("save-filters").scrollIntoViewIfNeeded();
    await check("deck-filters");

    await visit("/home?tab=matches", "matches", (p) => p.getByTestId("conversation-row").first().waitFor({ timeout: 15_000 }));
    const chat = await openConversation(page, journey.server, "ar", "desktop", other.name);
    await chat.getByTestId("chat-message").last().waitFor();
    await check("chat");

    await visit("/home?tab=map", "map", (p) => p.getByRole("main").waitFor());
    await visit("/home?tab=profile", "profile", (p) => p.getByTestId("profile-age").waitFor({ timeout: 15_000 }));
    await page.getByRole("button", { name: s("profile", "menu.settings"), exact: true }).click();
    await page.getByRole("dialog").waitFor();
    await check("settings");
    await visit("/profile/edit", "profile-editor", (p) => p.getByTestId("profile-editor").waitFor({ timeout: 15_000 }));
    await page.getByTestId("add-prompt").click();
    await page.getByTestId("prompt-answer-0").scrollIntoViewIfNeeded();
    await check("profile-editor-prompts");
    await visit("/home?tab=premium", "premium", (p) => p.getByTestId("packs-boosts").waitFor({ timeout: 15_000 }));
    await context.close();
  });
});
