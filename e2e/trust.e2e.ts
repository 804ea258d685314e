import { readFileSync } from "node:fs";
import { routes } from "@ulfa/contracts";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import sharp from "sharp";
import { apiClient, apiMember, idOf, screenshot, signedInPage, useJourney, type ApiMember, type Lang, type TestServer, type ViewportName } from "./harness";

/** The interface strings of a feature, nested as in its locale file. */
type Strings = { [key: string]: string & Strings };
const strings = (lang: Lang, feature: string) => JSON.parse(readFileSync(path.join(import.meta.dirname, `../apps/web/src/i18n/locales/${lang}/${feature}.json`), "utf8")) as Strings;
const toast = (page: Page, text: string) => page.getByTestId("toast").filter({ hasText: text });

/** The scripted scammer's lines: money asked of two women holds him (MONEY_REQUEST, rules.holdAfterMoneySignals). */
const CASES: { lang: Lang; viewport: ViewportName; scammer: string; women: [string, string, string]; ask: (name: string) => string; hello: string }[] = [
  { lang: "en", viewport: "desktop", scammer: "Victor Gold", women: ["Sara", "Lina", "Maya"], ask: (n) => `Dear ${n}, I make 5k a week with USDT on an investment platform, let me show you`, hello: "Hi Maya, how is your week going?" },
  { lang: "ar", viewport: "mobile", scammer: "فيكتور", women: ["سارة", "لينا", "مريم"], ask: (n) => `${n} حبيبتي محتاجة مبلغ ضروري، ممكن تحولي لي USDT؟`, hello: "مرحبا مريم، كيف كان أسبوعك؟" },
];

/** She likes him, he likes her back: a match (before he is held: a held member's likes wait too). */
async function match(her: ApiMember, him: ApiMember): Promise<number> {
  const [herId, himId] = [await idOf(her), await idOf(him)];
  await her.call(routes.likes.like, { body: { toUserId: himId, isLike: true, isSuperLike: false } });
  const result = await him.call(routes.likes.like, { body: { toUserId: herId, isLike: true, isSuperLike: false } });
  if (!result.match || result.matchId === undefined) throw new Error(`no match: ${JSON.stringify(result)}`);
  return result.matchId;
}

/** A photo message through the real multipart upload; its status. */
async function sendPhoto(server: TestServer, from: ApiMember, matchId: number): Promise<number> {
  const jpeg = await sharp({ create: { width: 480, height: 360, channels: 3, background: { r: 40, g: 120, b: 200 } } }).jpeg().toBuffer();
  const form = new FormData();
  form.append("photo", new Blob([new Uint8Array(jpeg)], { type: "image/jpeg" }), "beach.jpg");
  const res = await apiClient(server.url, `ulfa_session=${from.cookie.value}`).send(routes.chatMedia.sendPhoto, { params: { id: matchId }, body: form });
  return res.status;
}

describe("scam containment: held, under review, appeal, cleared from the merged queue", () => {
  const journey = useJourney({ admin: "Site Admin" });

  for (const { lang, viewport, scammer: scammerName, women: names, ask, hello } of CASES) {
    it(`holds a scripted scammer, who appeals; a moderator clears and what was kept is delivered (${lang}, ${viewport})`, async () => {
      const { server, browser } = journey;
      const C = strings(lang, "common");
      const M = strings(lang, "moderation");
      const scammer = await apiMember(server, { name: scammerName, gender: "male" });
      const women = await Promise.all(names.map((name) => apiMember(server, { name, gender: "female" })));
      const matchIds: number[] = [];
      for (const her of women) matchIds.push(await match(her, scammer));

      // Money asked of two women: the second signal holds him. His first words to the third wait (202), a photo too.
      for (const i of [0, 1]) expect((await scammer.send(routes.chat.send, { params: { id: matchIds[i] }, body: { content: ask(names[i]) } })).status).toBe(201);
      expect((await scammer.call(routes.users.me)).moderation).toBe("held");
      expect((await scammer.send(routes.chat.send, { params: { id: matchIds[2] }, body: { content: hello } })).status).toBe(202);
      expect(await sendPhoto(server, scammer, matchIds[2])).toBe(202);
      expect(await women[2].call(routes.chat.messages, { params: { id: matchIds[2] } })).toEqual([]);

      // He is told, and appeals.
      const page = await signedInPage(browser, scammer, { lang, viewport });
      await page.goto(`${server.url}/home`);
      const banner = page.getByTestId("under-review");
      await banner.getByText(C.underReview.heldTitle).waitFor();
      await screenshot(page, "trust-under-review", lang, viewport);
      await banner.getByRole("button", { name: C.underReview.appeal }).click();
      await toast(page, C.underReview.appealSent).waitFor();
      await banner.getByText(C.underReview.appealed).waitFor();
      await screenshot(page, "trust-appealed", lang, viewport);

      // The moderator finds him in the merged queue (the signals filter), evidence and all, and clears him by key.
      const staff = await signedInPage(browser, journey.admin, { lang, viewport });
      await staff.goto(`${server.url}/analytics?section=moderation`);
      const queue = staff.getByRole("region", { name: M.queue.title });
      await queue.getByRole("button", { name: new RegExp(`^${M.queue.kinds.signal}`) }).click();
      const item = queue.locator("li[data-queue-item]").filter({ hasText: scammerName });
      await item.getByText(M.signals.codes.MONEY_REQUEST).waitFor();
      await item.getByText(M.signals.state.held).waitFor();
      await item.scrollIntoViewIfNeeded();
      await screenshot(staff, "trust-queue", lang, viewport);
      await item.focus();
      await staff.keyboard.press("c");
      await toast(staff, M.signals.done.clear).waitFor();
      await expect.poll(() => item.count()).toBe(0);
      await screenshot(staff, "trust-queue-cleared", lang, viewport);

      // What was kept back reaches her now, and his banner is gone.
      const delivered = await women[2].call(routes.chat.messages, { params: { id: matchIds[2] } });
      expect(delivered.map((m) => m.kind)).toEqual(["text", "photo"]);
      expect(delivered[0].content).toBe(hello);
      await page.reload();
      await page.getByRole("navigation").first().waitFor();
      await expect.poll(() => page.getByTestId("under-review").count()).toBe(0);
      await Promise.all([page.context().close(), staff.context().close()]);
    });
  }
});
