import { describe, expect, it } from "vitest";
import { routes } from "@ulfa/contracts";
import { chatTestId } from "./conversation";
import { apiMember, idOf, screenshot, signedInPage, uiString, useJourney, type ApiMember, type Lang, type ViewportName } from "./harness";

const HOUR_MS = 3_600_000;
/** The site's rule for this journey: two conversations waiting on him are enough to hold his likes. */
const LIMIT = 2;

const CASES: { lang: Lang; viewport: ViewportName; him: string; waiting: [string, string]; next: string; reply: string }[] = [
  { lang: "en", viewport: "desktop", him: "Omar Waiting", waiting: ["Layla First", "Maya Second"], next: "Nour Next", reply: "Sorry, a busy week! How was the trip?" },
  { lang: "ar", viewport: "phone", him: "عمر", waiting: ["ليلى", "مايا"], next: "نور", reply: "آسف، أسبوع مزدحم! كيف كانت الرحلة؟" },
];

/**
 * Your Turn (docs/discovery.md): conversations where the other wrote last more than a day ago hold
 * his new likes once they reach the site's number; the deck says so and links to them, and a reply
 * lets him like again. The day passes on the server's clock (useJourney({ clock: true })).
 */
describe("Your Turn: a day of unanswered conversations holds new likes until he replies", () => {
  const journey = useJourney({ clock: true, admin: "Site Admin" });

  const like = (from: ApiMember, toUserId: number, isLike = true) => from.call(routes.likes.like, { body: { toUserId, isLike, isSuperLike: false } });

  for (const { lang, viewport, him: himName, waiting, next: nextName, reply } of CASES) {
    it(`the deck says it's his turn and links to them; his reply lets him like again (${lang}, ${viewport})`, async () => {
      const { server, browser, clock } = journey;
      if (lang === "en") {
        const admin = journey.admin;
        const { version } = await admin.call(routes.site.admin);
        await admin.call(routes.site.update, { body: { version, rules: { yourTurn: LIMIT } } });
      }
      const him = await apiMember(server, { name: himName, gender: "male" });
      const himId = await idOf(him);
      // Two matches where she wrote last.
      const matches: number[] = [];
      for (const name of waiting) {
        const her = await apiMember(server, { name, gender: "female" });
        await like(her, himId);
        const { matchId } = await like(him, await idOf(her));
        if (matchId === undefined) throw new Error("no match");
        await her.call(routes.chat.send, { params: { id: matchId }, body: { content: lang === "ar" ? "مرحبًا! كيف حالك؟" : "Hi! How are you?" } });
        matches.push(matchId);
      }
      // The one he would like next, the only card left in his worldwide deck.
      const next = await apiMember(server, { name: nextName, gender: "female" });
      const nextId = await idOf(next);
      await him.call(routes.discover.savePreferences, { body: { globalMatching: true } });
      for (const p of await him.call(routes.discover.deck, { query: { globalMatching: "true" } })) if (p.id !== nextId) await like(him, p.id, false);

      // Within the day nothing waits on him yet.
      expect(await him.call(routes.yourTurn.list)).toMatchObject({ limit: LIMIT, blocked: false });
      await clock.advance(25 * HOUR_MS);
      const state = await him.call(routes.yourTurn.list);
      expect(state).toMatchObject({ blocked: true, waiting: matches.map((matchId) => ({ matchId })) });

      const page = await signedInPage(browser, him, { lang, viewport });
      await page.goto(`${server.url}/home`);
      const card = page.getByTestId("swipe-card");
      await expect.poll(() => card.getAttribute("data-profile-id"), { timeout: 15_000 }).toBe(String(nextId));
      const notice = page.getByTestId("your-turn");
      await notice.getByRole("heading", { name: uiString(lang, "questions", "yourTurn.title") }).waitFor();
      const firstNames = waiting.map((n) => n.split(" ")[0]);
      const links = notice.getByRole("link");
      expect(await links.allTextContents()).toEqual(firstNames.map((name) => uiString(lang, "questions", "yourTurn.reply").replace("{{name}}", name)));

      // A like now is held, and the toast says why in his language.
      await page.getByRole("button", { name: uiString(lang, "discover", "actions.like"), exact: true }).first().click();
      await page.getByTestId("toast").filter({ hasText: uiString(lang, "errors", "codes.YOUR_TURN") }).waitFor();
      expect((await him.send(routes.likes.like, { body: { toUserId: nextId, isLike: true, isSuperLike: false } })).status).toBe(403);
      await notice.scrollIntoViewIfNeeded();
      await screenshot(page, "your-turn", lang, viewport);

      // The link opens the first waiting conversation; he answers there.
      await links.first().click();
      const chat = page.getByTestId(chatTestId(viewport));
      await chat.waitFor();
      await expect.poll(() => new URL(page.url()).searchParams.get("chat")).toBe(String(matches[0]));
      const input = chat.getByRole("textbox");
      await input.fill(reply);
      await input.press("Enter");
      await expect.poll(() => chat.getByTestId("chat-message").filter({ hasText: reply }).count()).toBe(1);
      await screenshot(page, "your-turn-replied", lang, viewport);

      // One still waits, under the limit: the deck lets him like her.
      expect(await him.call(routes.yourTurn.list)).toMatchObject({ blocked: false, waiting: [{ matchId: matches[1] }] });
      await page.goto(`${server.url}/home`);
      await expect.poll(() => card.getAttribute("data-profile-id"), { timeout: 15_000 }).toBe(String(nextId));
      expect(await notice.count()).toBe(0);
      await page.getByRole("button", { name: uiString(lang, "discover", "actions.like"), exact: true }).first().click();
      await page.getByTestId("toast").filter({ hasText: uiString(lang, "discover", "toast.likeSent") }).waitFor();
      await screenshot(page, "your-turn-liked", lang, viewport);
      await page.context().close();
    });
  }
});
