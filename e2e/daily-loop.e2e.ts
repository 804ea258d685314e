import { describe, expect, it } from "vitest";
import { routes } from "@ulfa/contracts";
import type { Page } from "playwright-core";
import { openConversation } from "./conversation";
import { apiMember, idOf, realtimeReady, screenshot, signedInPage, uiString, useJourney, type ApiMember, type Lang, type ViewportName } from "./harness";

const PROMPT = "perfect_weekend";

const CASES: { lang: Lang; viewport: ViewportName; her: string; him: string; answer: string; comment: string }[] = [
  { lang: "en", viewport: "desktop", her: "Rana Loop", him: "Karim Loop", answer: "A long breakfast, then the sea.", comment: "Which sea? I know a quiet beach." },
  { lang: "ar", viewport: "mobile", her: "رنا", him: "كريم", answer: "فطور طويل ثم البحر.", comment: "أي بحر؟ أعرف شاطئًا هادئًا." },
];

/** Both members near each other, each looking for the other, so his like reaches her likes you. */
async function ready(member: ApiMember, interestedIn: "male" | "female", latitude: number) {
  await member.call(routes.users.update, { body: { interestedIn } });
  await member.call(routes.location.save, { body: { latitude, longitude: 31.2, city: "Cairo", country: "Egypt" } });
}

/**
 * The member's daily loop (docs/features.md "A like keeps its context"): a like with words on a
 * prompt reaches her likes you with that prompt; she likes back; both see what was liked and said in
 * the match dialog and at the top of their conversation.
 */
describe("daily loop: a like with words keeps its context", () => {
  const journey = useJourney();

  CASES.forEach(({ lang, viewport, her: herName, him: himName, answer, comment }, run) => {
    it(`his comment on her prompt stands with the prompt in likes you, the match dialog and the chat, on both sides (${lang}, ${viewport})`, async () => {
      const { server, browser } = journey;
      const her = await apiMember(server, { name: herName, gender: "female" });
      const him = await apiMember(server, { name: himName, gender: "male" });
      // Each run in its own city: the other run's members stay out of these decks and lists.
      await ready(her, "male", 10 + run * 10);
      await ready(him, "female", 10 + run * 10);
      await her.call(routes.users.update, { body: { prompts: [{ promptId: PROMPT, answer }] } });
      const herId = await idOf(her);
      await him.call(routes.likes.like, { body: { toUserId: herId, isLike: true, target: { kind: "prompt", promptId: PROMPT }, comment } });

      // 1. She sees the like in likes you, with her answer and his words.
      const page = await signedInPage(browser, her, { lang, viewport });
      await page.goto(`${server.url}/home`);
      const liked = page.getByTestId("liked-with-comment");
      await expect.poll(() => liked.textContent(), { timeout: 15_000 }).toContain(comment);
      expect(await liked.textContent()).toContain(answer);
      await liked.scrollIntoViewIfNeeded();
      await screenshot(page, "loop-likes-you-context", lang, viewport);

      // He is on his deck when she likes back: his app celebrates too.
      const pageHim = await signedInPage(browser, him, { lang, viewport });
      const himLive = realtimeReady(pageHim);
      await pageHim.goto(`${server.url}/home`);
      await pageHim.locator('[data-testid="deck"], [data-testid="deck-empty"]').first().waitFor({ timeout: 15_000 });
      // The celebration reaches him over his socket: a deck on screen does not mean it is subscribed yet.
      await himLive;

      // 2. She opens his like and likes him back: the match dialog shows what he liked and said.
      await liked.getByRole("button").first().click();
      const detail = page.getByTestId("profile-detail");
      await detail.getByRole("button", { name: uiString(lang, "discover", "actions.like"), exact: true }).click();
      await expectContext(page, "match-dialog", answer, comment);
      expect(await page.getByTestId("opening-like-theirs").textContent()).toContain(himName);
      await screenshot(page, "loop-match-dialog-her", lang, viewport);
      await expectContext(pageHim, "match-dialog", answer, comment);
      expect(await pageHim.getByTestId("opening-like-mine").textContent()).toContain(herName);
      await screenshot(pageHim, "loop-match-dialog-him", lang, viewport);

      // 3. The conversation, on both sides: his words are its first message, once, under the prompt
      // they were about (the card at the top shows what he liked, not his words again).
      const chat = await openConversation(page, server, lang, viewport, himName);
      await expectCommentOpensThread(chat, answer, comment);
      await screenshot(page, "loop-chat-context-her", lang, viewport);
      const chatHim = await openConversation(pageHim, server, lang, viewport, herName);
      await expectCommentOpensThread(chatHim, answer, comment);
      await screenshot(pageHim, "loop-chat-context-him", lang, viewport);
      await page.context().close();
      await pageHim.context().close();
    });
  });
});

const ASKS: { lang: Lang; viewport: ViewportName; name: string; city: string; pick: string }[] = [
  { lang: "en", viewport: "desktop", name: "Maya Nowhere", city: "Casab", pick: "Casablanca" },
  { lang: "ar", viewport: "mobile", name: "مايا", city: "الإسكن", pick: "الإسكندرية" },
  { lang: "en", viewport: "phoneSmall", name: "Nour Nowhere", city: "Casab", pick: "Casablanca" },
];

/** An account from before onboarding, without coordinates: the deck asks where they are before any card. */
describe("daily loop: the deck asks an account without a location", () => {
  const journey = useJourney();

  for (const { lang, viewport, name, city, pick } of ASKS) {
    it(`asks with the why and the onboarding's city search, then shows the deck (${lang}, ${viewport})`, async () => {
      const { server, browser } = journey;
      const member = await apiMember(server, { name, gender: "female" });
      const page = await signedInPage(browser, member, { lang, viewport });
      await page.goto(`${server.url}/home`);
      const ask = page.getByTestId("deck-location-ask");
      await ask.waitFor({ timeout: 15_000 });
      // No card shows while it is asked, and no count of the deck it does not show.
      expect(await page.getByTestId("swipe-card").count()).toBe(0);
      expect(await page.getByTestId("counter-remaining").locator("dd").textContent()).toBe(`—${uiString(lang, "discover", "counters.notCounted")}`);
      expect(await ask.textContent()).toContain(uiString(lang, "onboarding", "location.why_female"));
      expect(await ask.getByRole("button", { name: uiString(lang, "onboarding", "location.useMine") }).count()).toBe(1);
      await ask.getByLabel(uiString(lang, "onboarding", "location.search"), { exact: true }).fill(city);
      const result = ask.getByRole("button", { name: new RegExp(pick) }).first();
      await result.waitFor();
      await screenshot(page, "loop-location-ask", lang, viewport);
      await result.click();
      await ask.waitFor({ state: "detached", timeout: 15_000 });
      await page.locator('[data-testid="swipe-card"], [data-testid="deck-empty"]').first().waitFor({ timeout: 15_000 });
      const me = await member.call(routes.users.me);
      expect(me.latitude).not.toBeNull();
      expect(me.city).not.toBeNull();
      await screenshot(page, "loop-location-saved", lang, viewport);
      await page.context().close();
    });
  }
});

async function expectContext(page: Page, testId: string, answer: string, comment: string) {
  const scope = page.getByTestId(testId);
  await scope.waitFor({ timeout: 15_000 });
  await expectContextIn(scope, answer, comment);
}

async function expectContextIn(scope: ReturnType<Page["getByTestId"]>, answer: string, comment: string) {
  const context = scope.getByTestId("opening-likes");
  await expect.poll(() => context.textContent(), { timeout: 15_000 }).toContain(comment);
  expect(await context.getByTestId("liked-answer").textContent()).toBe(answer);
}

/** The thread starts with the comment, shown once (its first message), the liked answer in the card above it. */
async function expectCommentOpensThread(chat: ReturnType<Page["getByTestId"]>, answer: string, comment: string) {
  const first = chat.getByTestId("chat-message").first();
  await expect.poll(() => first.textContent(), { timeout: 15_000 }).toContain(comment);
  const context = chat.getByTestId("opening-likes");
  expect(await context.getByTestId("liked-answer").textContent()).toBe(answer);
  expect(await context.textContent()).not.toContain(comment);
  expect((await chat.getByTestId("chat-messages").textContent())!.split(comment).length - 1).toBe(1);
}
