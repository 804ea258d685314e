import type { Locator, Page } from "playwright-core";
import { routes } from "@ulfa/contracts";
import { apiMember, idOf, signedInPage, type ApiMember, type Journey, type Lang, type TestServer, type ViewportName } from "./harness";

/** Two members, a woman and a man, who like each other through the real API become a match: [a, b, match id]. */
export async function matchedPair(server: TestServer, names: [string, string]): Promise<[ApiMember, ApiMember, number]> {
  const a = await apiMember(server, { name: names[0], gender: "female" });
  const b = await apiMember(server, { name: names[1], gender: "male" });
  const [aId, bId] = [await idOf(a), await idOf(b)];
  await a.call(routes.likes.like, { body: { toUserId: bId, isLike: true, isSuperLike: false } });
  const result = await b.call(routes.likes.like, { body: { toUserId: aId, isLike: true, isSuperLike: false } });
  if (!result.match || result.matchId === undefined) throw new Error(`no match: ${JSON.stringify(result)}`);
  return [a, b, result.matchId];
}

const openChat = (lang: Lang, name: string) => (lang === "ar" ? `افتح المحادثة مع ${name}` : `Open chat with ${name}`);

/** Opens the conversation with `with_` from the Matches tab: the pane beside the list on desktop, full screen on phones. */
export async function openConversation(page: Page, server: TestServer, lang: Lang, viewport: ViewportName, with_: string): Promise<Locator> {
  await page.goto(`${server.url}/home?tab=matches`);
  const row = page.getByTestId("conversation-row");
  await row.first().waitFor();
  await row.getByRole("button", { name: openChat(lang, with_) }).click();
  const chat = page.getByTestId(chatTestId(viewport));
  await chat.waitFor();
  return chat;
}

/** Where the Matches tab opens a conversation: the thread pane from 1024 px (desktop), full screen below. */
export const chatTestId = (viewport: ViewportName) => (viewport === "desktop" ? "chat-pane" : "chat-fullscreen");

/**
 * A matched pair (matchedPair), A and B each signed in on a page of their own, both in their
 * conversation (B's opened first): the start of every journey about what two members do in a chat.
 */
export async function pairInConversation(journey: Journey, names: [string, string], opts: { lang: Lang; viewport: ViewportName }) {
  const [a, b, matchId] = await matchedPair(journey.server, names);
  const [pageA, pageB] = await Promise.all([a, b].map((m) => signedInPage(journey.browser, m, opts)));
  const chatB = await openConversation(pageB, journey.server, opts.lang, opts.viewport, a.name);
  const chatA = await openConversation(pageA, journey.server, opts.lang, opts.viewport, b.name);
  return { a, b, matchId, pageA, pageB, chatA, chatB };
}
