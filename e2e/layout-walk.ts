import { expect } from "vitest";
import { routes } from "@ulfa/contracts";
import type { Page } from "playwright-core";
import { expectAccessible } from "./axe";
import { sendPhoto, apiMember, screenshot, type ApiMember, type Lang, type TestServer, type ViewportName } from "./harness";
import { layoutProblems } from "./layout";
import { matchedPair } from "./conversation";
import { png } from "./png";

/**
 * What the layout walks (small-phone.e2e.ts, desktop-layout.e2e.ts) show: a member matched with a
 * Latin-named member, both with a photo, a conversation ending in long Latin text (what an Arabic row
 * truncates and wraps worst), and one more member in the member's worldwide deck.
 */
export async function seedLayoutWalk(server: TestServer, opts: { reply: string; deckName: string }): Promise<[ApiMember, ApiMember]> {
  const [member, other] = await matchedPair(server, ["ريم", "Karim Al-Hashimi Longname"]);
  const photo = `data:image/png;base64,${png(300, 400, [200, 30, 80]).toString("base64")}`;
  for (const m of [member, other]) expect((await sendPhoto(m, photo)).ok).toBe(true);
  const matchId = (await member.call(routes.matches.list))[0].id;
  for (const [who, content] of [
    [other, "مرحبا! كيف حالك اليوم؟"],
    [member, opts.reply],
  ] as const) {
    expect((await who.send(routes.chat.send, { params: { id: matchId }, body: { content } })).ok).toBe(true);
  }
  const shown = await apiMember(server, { gender: "male", name: opts.deckName });
  expect((await sendPhoto(shown, photo)).ok).toBe(true);
  expect((await member.send(routes.discover.savePreferences, { body: { globalMatching: true } })).ok).toBe(true);
  return [member, other];
}

/**
 * `check(name)`: the page as it is now has no layout problem (e2e/layout.ts), no axe finding, and no
 * script has failed since the walk began; saves a screenshot `<prefix>-<name>`. `visit` goes to a URL,
 * waits for `ready`, then checks. In `lang`, in `viewport`.
 */
export function layoutWalk(page: Page, server: TestServer, lang: Lang, viewport: ViewportName, prefix: string) {
  const errors: string[] = [];
  page.on("pageerror", (err) => errors.push(err.message));
  const check = async (name: string) => {
    const problems = await layoutProblems(page);
    expect({ screen: name, ...problems }).toEqual({ screen: name, overflow: 0, outside: [], small: [] });
    await expectAccessible(page, `${name} (${lang} ${viewport})`);
    await screenshot(page, `${prefix}-${name}`, lang, viewport, { audit: false });
    expect(errors).toEqual([]);
  };
  const visit = async (url: string, name: string, ready: (page: Page) => Promise<unknown>) => {
    await page.goto(`${server.url}${url}`);
    await ready(page);
    await check(name);
  };
  return { check, visit };
}
