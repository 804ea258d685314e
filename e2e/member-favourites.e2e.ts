import { readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { routes } from "@ulfa/contracts";
import { openConversation } from "./conversation";
import { chooseDateTime, chosenDateTime } from "./date-time-choice";
import { apiMember, idOf, screenshot, signedInPage, useJourney, type Lang, type ViewportName } from "./harness";

/** The interface strings of a feature, nested as in its locale file. */
type Strings = { [key: string]: string & Strings };
const strings = (lang: Lang, feature: string) => JSON.parse(readFileSync(path.join(import.meta.dirname, `../apps/web/src/i18n/locales/${lang}/${feature}.json`), "utf8")) as Strings;
// `{{x, percent}}` is a share the app formats through Intl: Western digits by default, which in
// Arabic come with left-to-right marks around the sign (stripped where read, see `bare`).
const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{\{(\w+)(, percent)?\}\}/g, (_, k: string, percent?: string) => (percent ? `${values[k] ?? ""}%` : (values[k] ?? "")));
const bare = (text: string | null) => (text ?? "").replace(/[\u200e\u200f\u061c]/g, "");
const toast = (page: Page, text: string) => page.getByTestId("toast").filter({ hasText: text });

const CASES: { lang: Lang; viewport: ViewportName; her: string; him: string; answer: string; place: string }[] = [
  { lang: "en", viewport: "desktop", her: "Hana Questions", him: "Sami Answers", answer: "A long breakfast, then the sea.", place: "Rumi Café, Amman" },
  { lang: "ar", viewport: "mobile", her: "هناء", him: "سامي", answer: "فطور طويل ثم البحر.", place: "مقهى الروضة، عمّان" },
];

/**
 * What members of the leading apps rely on: questions that match (a percentage on the card), her
 * Opening Move answered first under "women write first", travel to a city from the offline list,
 * and a date shared with a check-in (docs/questions.md, docs/features.md, docs/discovery.md, docs/privacy.md).
 */
describe("member favourites: questions that match, Opening Moves, travel, date check-in", () => {
  const journey = useJourney({ admin: "Site Admin" });

  beforeAll(async () => {
    // The operator turns "women write first" on: his first message may only answer her Opening Move.
    const admin = journey.admin;
    const { version } = await admin.call(routes.site.admin);
    await admin.call(routes.site.update, { body: { version, rules: { firstMessage: "women" } } });
  });

  for (const { lang, viewport, her: herName, him: himName, answer, place } of CASES) {
    it(`she answers questions, he shows a match percentage; her Opening Move is his first message; she travels and shares her date (${lang}, ${viewport})`, async () => {
      const { server, browser } = journey;
      const Q = strings(lang, "questions");
      const P = strings(lang, "privacy");
      const C = strings(lang, "chat");
      const her = await apiMember(server, { name: herName, gender: "female" });
      const him = await apiMember(server, { name: himName, gender: "male" });
      const [herId, himId] = [await idOf(her), await idOf(him)];
      for (const m of [her, him]) await m.call(routes.discover.savePreferences, { body: { globalMatching: true } });
      // Members of the other test (and the admin) are in her worldwide deck too: she passes on all but him.
      for (const p of await her.call(routes.discover.deck, { query: { globalMatching: "true" } }))
        if (p.id !== himId) await her.call(routes.likes.like, { body: { toUserId: p.id, isLike: false, isSuperLike: false } });

      // He answered the first three questions of the card's first topic through the API: each its first
      // choice, accepting only that; the first one he lets others see (the analysis may then name it).
      const questions = (await her.call(routes.questions.list, { query: { lang } })).filter((q) => q.topic === "values").slice(0, 3);
      for (const [i, q] of questions.entries())
        await him.call(routes.questions.answer, { params: { id: q.id }, body: { choice: q.choices[0].id, accept: [q.choices[0].id], importance: "very", visible: i === 0 } });

      // 1. She answers the same three in the questions card, the same way.
      const page = await signedInPage(browser, her, { lang, viewport });
      await page.goto(`${server.url}/profile/edit`);
      const card = page.getByTestId("questions-card");
      for (const [i, q] of questions.entries()) {
        const question = card.getByRole("button", { name: q.text });
        await question.click();
        const form = card.getByTestId(`answer-${q.id}`);
        await form.getByRole("radio", { name: q.choices[0].text, exact: true }).check();
        await form.getByRole("checkbox", { name: q.choices[0].text, exact: true }).check();
        if (i === questions.length - 1) {
          await form.scrollIntoViewIfNeeded();
          await screenshot(page, "favourites-question", lang, viewport);
        }
        await form.getByRole("button", { name: Q.save }).click();
        await form.waitFor({ state: "detached" });
        await question.filter({ hasText: Q.answered }).waitFor();
      }
      expect((await her.call(routes.questions.myAnswers)).map((a) => a.questionId).sort()).toEqual(questions.map((q) => q.id).sort());

      // 2. Her Opening Move: one of the ideas, saved.
      const movesCard = page.getByTestId("opening-moves-card");
      const move = Q.openingMoves.ideas.perfectDay;
      await movesCard.getByRole("button", { name: move, exact: true }).click();
      await movesCard.getByRole("button", { name: Q.openingMoves.save }).click();
      await toast(page, Q.openingMoves.saved).waitFor();
      expect((await her.call(routes.users.me)).openingMoves).toEqual([{ text: move }]);

      // Her deck: him, with the match percentage (three questions in common, each answer accepted both
      // ways: 100% less the 1/3 margin of error of three questions, 67%).
      await page.goto(`${server.url}/home`);
      const swipe = page.getByTestId("swipe-card");
      await expect.poll(() => swipe.getAttribute("data-profile-id"), { timeout: 15_000 }).toBe(String(himId));
      await expect.poll(async () => bare(await swipe.getByTestId("match-percent").textContent())).toBe(fill(Q.percent, { percent: "67" }));
      await screenshot(page, "favourites-match-percent", lang, viewport);
      // The compatibility analysis explains it with the answer he shows, and says nothing of the two he keeps to himself.
      const D = strings(lang, "discover");
      await page.getByRole("button", { name: D.actions.details }).click();
      const detail = page.getByTestId("profile-detail");
      await detail.getByRole("button", { name: D.analysis.analyze }).click();
      const analysis = page.getByTestId("analysis-dialog");
      await analysis.getByRole("button", { name: D.analysis.analyze }).click();
      const result = analysis.getByTestId("analysis-result");
      await result.waitFor({ timeout: 15_000 });
      const [shown, ...kept] = questions;
      const agreed =
        lang === "ar" ? `أجبتما كلاكما عن «${shown.text}» بـ«${shown.choices[0].text}»` : `You both answered “${shown.text}” with “${shown.choices[0].text}”`;
      await expect.poll(() => result.textContent()).toContain(agreed);
      for (const q of kept) expect(await result.textContent()).not.toContain(q.text);
      // The card's percentage is one row of the analysis, and the score says how it weighs.
      expect(await result.textContent()).toContain(D.analysis.questions);
      expect(await result.textContent()).toContain(D.analysis.blend);
      await result.getByText(agreed).first().scrollIntoViewIfNeeded();
      await screenshot(page, "favourites-analysis", lang, viewport);
      await page.keyboard.press("Escape");
      await analysis.waitFor({ state: "detached" });
      if (await detail.isVisible()) await page.keyboard.press("Escape");

      // They match (likes through the API). He may not write first here, but he may answer her Opening Move.
      await him.call(routes.likes.like, { body: { toUserId: herId, isLike: true, isSuperLike: false } });
      const liked = await her.call(routes.likes.like, { body: { toUserId: himId, isLike: true, isSuperLike: false } });
      expect(liked.match).toBe(true);
      const matchId = liked.matchId;
      expect((await him.send(routes.chat.send, { params: { id: matchId }, body: { content: "Hello" } })).status).toBe(403);
      const pageHim = await signedInPage(browser, him, { lang, viewport });
      const chatHim = await openConversation(pageHim, server, lang, viewport, herName);
      const moves = chatHim.getByTestId("opening-moves");
      await moves.getByText(fill(Q.openingMoves.theirs, { name: herName })).waitFor();
      await moves.getByRole("button", { name: move }).click();
      await moves.getByRole("textbox", { name: Q.openingMoves.yourAnswer }).fill(answer);
      await moves.getByRole("button", { name: Q.openingMoves.send }).click();
      const sent = chatHim.getByTestId("chat-message");
      await sent.getByTestId("opening-move-question").filter({ hasText: fill(C.openingMove, { question: move }) }).waitFor();
      expect(await sent.textContent()).toContain(answer);
      await expect.poll(() => moves.count()).toBe(0);
      await screenshot(pageHim, "favourites-opening-move-answered", lang, viewport);
      await pageHim.context().close();

      // 3. She travels: the city from the server's own list, found by its first letters in her language.
      const [city] = await her.call(routes.travel.searchCities, { query: { q: "Istanbul" } });
      const cityName = lang === "ar" ? city.cityAr : city.city;
      await page.goto(`${server.url}/profile`);
      const travel = page.getByTestId("travel-card");
      await travel.getByLabel(Q.travel.city, { exact: true }).fill(cityName.slice(0, 3));
      await travel.getByRole("list", { name: Q.travel.results }).getByRole("button", { name: cityName, exact: true }).click();
      // Until a day ten days on, from the day list (in the context's UTC: the trip ends at its 23:59).
      const lastDay = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
      await travel.getByLabel(Q.travel.until, { exact: true }).selectOption(lastDay);
      await travel.getByRole("button", { name: Q.travel.start }).click();
      await toast(page, fill(Q.travel.started, { city: cityName })).waitFor();
      await travel.getByRole("button", { name: Q.travel.end }).waitFor();
      await expect.poll(() => travel.textContent()).toContain(cityName);
      // Dates in the app's digits (Western by default in both languages), as every other date.
      expect(await travel.textContent()).not.toMatch(/[\u0660-\u0669]/);
      expect(await her.call(routes.travel.current)).toMatchObject({ travelling: true, city: city.city, until: `${lastDay}T23:59:00.000Z` });
      await travel.scrollIntoViewIfNeeded();
      await screenshot(page, "favourites-travel", lang, viewport);
      // Someone else's deck shows her card as visiting that city.
      const viewer = await apiMember(server, { name: lang === "ar" ? "رنا" : "Rana Viewer", gender: "female" });
      await viewer.call(routes.discover.savePreferences, { body: { globalMatching: true } });
      for (const p of await viewer.call(routes.discover.deck, { query: { globalMatching: "true" } }))
        if (p.id !== herId) await viewer.call(routes.likes.like, { body: { toUserId: p.id, isLike: false, isSuperLike: false } });
      const pageViewer = await signedInPage(browser, viewer, { lang, viewport });
      await pageViewer.goto(`${server.url}/home`);
      const herCard = pageViewer.getByTestId("swipe-card");
      await expect.poll(() => herCard.getAttribute("data-profile-id"), { timeout: 15_000 }).toBe(String(herId));
      await expect.poll(() => herCard.getByTestId("visiting").textContent()).toBe(fill(Q.travel.visiting, { city: cityName }));
      await screenshot(pageViewer, "favourites-visiting", lang, viewport);
      await pageViewer.context().close();

      await travel.getByRole("button", { name: Q.travel.end }).click();
      await travel.getByRole("button", { name: Q.travel.start }).waitFor();
      expect((await her.call(routes.travel.current)).travelling).toBe(false);

      // 4. She reads his answer and shares the date with a check-in for a friend.
      const chat = await openConversation(page, server, lang, viewport, himName);
      await chat.getByTestId("opening-move-question").waitFor();
      await chat.getByRole("button", { name: P.chat.actions }).click();
      await page.getByRole("menuitem", { name: P.chat.shareDate }).click();
      const dialog = page.getByRole("dialog", { name: P.date.title });
      await dialog.getByLabel(P.date.where, { exact: true }).fill(place);
      // Three hours into the date.
      const when = await chosenDateTime(dialog, lang, P.date.when);
      const checkIn = new Date(when.getTime() + 3 * 3_600_000);
      await chooseDateTime(dialog, lang, (Q.checkIn as unknown as Record<string, string>).at, checkIn);
      await dialog.getByLabel(Q.checkIn.contact, { exact: true }).fill("friend@example.test");
      await screenshot(page, "favourites-date-check-in", lang, viewport);
      await dialog.getByRole("button", { name: P.date.create }).click();
      await dialog.getByTestId("date-share-link").waitFor();
      const { shares } = await her.call(routes.privacyLinks.dateShares);
      expect(shares).toHaveLength(1);
      expect(shares[0]).toMatchObject({ place, contactEmail: "friend@example.test", checkIn: "scheduled", checkInAt: checkIn.toISOString() });
      await page.context().close();
    });
  }
});
