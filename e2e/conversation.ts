import type { Locator, Page } from "playwright-core";
import { apiMember, idOf, type ApiMember, type Lang, type TestServer, type ViewportName } from "./harness";

/** Two members, a woman and a man, who like each other through the real API become a match: [a, b, match id]. */
export async function matchedPair(server: TestServer, names: [string, string]): Promise<[ApiMember, ApiMember, number]> {
  const a = await apiMember(server, { name: names[0], gender: "female" });
  const b = await apiMember(server, { name: names[1], gender: "male" });
  const [aId, bId] = [await idOf(a), await idOf(b)];
  const first = await a.call("POST", "/api/likes", { toUserId: bId, isLike: true, isSuperLike: false });
  if (!first.ok) throw new Error(`like failed: ${first.status} ${await first.text()}`);
  const result = (await (await b.call("POST", "/api/likes", { toUserId: aId, isLike: true, isSuperLike: false })).json()) as { match: boolean; matchId: number };
  if (!result.match) throw new Error(`no match: ${JSON.stringify(result)}`);
  return [a, b, result.matchId];
}

const openChat = (lang: Lang, name: string) => (lang === "ar" ? `افتح المحادثة مع ${name}` : `Open chat with ${name}`);

/** Opens the conversation with `with_` from the Matches tab: the modal on desktop, full screen on phones. */
export async function openConversation(page: Page, server: TestServer, lang: Lang, viewport: ViewportName, with_: string): Promise<Locator> {
  await page.goto(`${server.url}/home?tab=matches`);
  const row = page.getByTestId("conversation-row");
  await row.first().waitFor();
  await row.getByRole("button", { name: openChat(lang, with_) }).click();
  const chat = page.getByTestId(viewport === "desktop" ? "chat-modal" : "chat-fullscreen");
  await chat.waitFor();
  return chat;
}
