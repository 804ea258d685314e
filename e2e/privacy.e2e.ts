import { readFileSync } from "node:fs";
import { routes } from "@ulfa/contracts";
import path from "node:path";
import { describe, expect, it } from "vitest";
import sharp from "sharp";
import { chatTestId, matchedPair } from "./conversation";
import { addPhoto, apiMember, idOf, newContext, screenshot, useJourney, type Lang, type ViewportName, signedInPage } from "./harness";

type Strings = Record<string, Record<string, unknown>>;
const strings = (lang: Lang, feature: string) =>
  JSON.parse(readFileSync(path.join(import.meta.dirname, `../apps/web/src/i18n/locales/${lang}/${feature}.json`), "utf8")) as Strings;
const fill = (text: string, values: Record<string, string>) => text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => values[k] ?? "");


async function photo(): Promise<string> {
  const jpeg = await sharp({ create: { width: 240, height: 300, channels: 3, background: "#b46e50" } }).jpeg().toBuffer();
  return `data:image/jpeg;base64,${jpeg.toString("base64")}`;
}

const CASES: { lang: Lang; viewport: ViewportName; names: [string, string]; hidden: [string, string] }[] = [
  { lang: "en", viewport: "desktop", names: ["Hana", "Tariq"], hidden: ["salary", "What is your s a l a r y?"] },
  { lang: "ar", viewport: "mobile", names: ["مريم", "خالد"], hidden: ["راتب", "ما هو الرّاتب؟"] },
];

/**
 * Private photos revealed and taken back, incognito, snooze, hidden words, a chaperone invited and
 * their page opened, a date shared then ended from the list: every new screen photographed and checked with axe.
 */
describe("privacy and modesty", () => {
  const journey = useJourney();

  for (const { lang, viewport, names, hidden } of CASES) {
    it(`a member keeps control of who sees what (${lang}, ${viewport})`, { timeout: 240_000 }, async () => {
      const P = strings(lang, "privacy");
      const profile = strings(lang, "profile");
      const chatL = P.chat as Record<string, string>;
      const [member, match, matchId] = await matchedPair(journey.server, names);
      const stranger = await apiMember(journey.server, { gender: "male" });
      const original = (await addPhoto(member, await photo())).photos[0];

      const page = await signedInPage(journey.browser, member, { lang, viewport });
      await page.goto(`${journey.server.url}/home?tab=profile`);
      await page.getByRole("button", { name: (profile.menu as Record<string, string>).privacySafety }).click();
      const dialog = page.getByRole("dialog", { name: (profile.safety as Record<string, string>).title });
      await dialog.waitFor();

      // Private photos and incognito are switches saved on the server.
      const privacyL = profile.privacy as Record<string, string>;
      await dialog.getByRole("switch", { name: privacyL.photosPrivate }).click();
      await expect.poll(async () => (await member.call(routes.users.me)).privacy.photosPrivate).toBe(true);
      expect((await match.get(original)).status).toBe(403);
      await dialog.getByRole("switch", { name: privacyL.incognito }).click();
      const memberId = await idOf(member);
      await expect
        .poll(async () => (await stranger.call(routes.discover.deck, { query: { globalMatching: "true" } })).some((c) => c.id === memberId))
        .toBe(false);
      await screenshot(page, "privacy-settings", lang, viewport);

      // Snooze for a day, then wake.
      const snoozeL = P.snooze as Record<string, string>;
      await dialog.getByRole("button", { name: snoozeL.start, exact: true }).click();
      await dialog.getByTestId("snooze-state").filter({ hasNotText: snoozeL.awake }).waitFor();
      expect((await member.call(routes.privacy.snooze)).snoozed).toBe(true);
      await screenshot(page, "privacy-snoozed", lang, viewport);
      await dialog.getByRole("button", { name: snoozeL.wake }).click();
      await dialog.getByTestId("snooze-state").filter({ hasText: snoozeL.awake }).waitFor();

      // Hidden words.
      await dialog.getByLabel((P.hiddenWords as Record<string, string>).label).fill(hidden[0]);
      await dialog.getByRole("button", { name: (P.hiddenWords as Record<string, string>).save }).click();
      await expect.poll(async () => (await member.call(routes.privacy.hiddenWords)).words).toEqual([hidden[0]]);

      // A chaperone for the conversation with the match.
      const chapL = P.chaperone as Record<string, string>;
      await dialog.getByLabel(chapL.email).fill("wali@example.test");
      await dialog.getByRole("checkbox", { name: names[1] }).check();
      await dialog.getByRole("button", { name: chapL.invite }).click();
      const chaperoneLink = (await dialog.getByTestId("chaperone-link").textContent())!.trim();
      expect(chaperoneLink).toContain("/chaperone/");
      await screenshot(page, "privacy-chaperone-invited", lang, viewport);

      // The match sees the notice and the badge; the member reveals their photos, then takes them back.
      await page.goto(`${journey.server.url}/home?tab=matches`);
      const openChat = fill((strings(lang, "matches") as unknown as Record<string, string>).openChat, { name: names[1] });
      await page.getByRole("button", { name: openChat }).click();
      const chat = page.getByTestId(chatTestId(viewport));
      await chat.waitFor();
      await chat.getByTestId("chat-notice").filter({ hasText: (chatL.notice as unknown as Record<string, string>).chaperone_on }).waitFor();
      await chat.getByTestId("chat-chaperoned").waitFor();
      await chat.getByRole("button", { name: chatL.actions }).click();
      await page.getByRole("menuitem", { name: fill(chatL.reveal, { name: names[1] }) }).click();
      await expect.poll(async () => (await match.get(original)).status).toBe(200);
      await chat.getByRole("button", { name: chatL.actions }).click();
      await page.getByRole("menuitem", { name: chatL.hide }).click();
      await expect.poll(async () => (await match.get(original)).status).toBe(403);

      // A message with a hidden word arrives folded, and one tap shows it.
      await match.call(routes.chat.send, { params: { id: matchId }, body: { content: hidden[1] } });
      const fold = chat.getByTestId("chat-hidden");
      await fold.waitFor();
      await screenshot(page, "privacy-chat-hidden", lang, viewport);
      await fold.getByRole("button", { name: chatL.showHidden }).click();
      await chat.getByText(hidden[1]).waitFor();

      // Share my date.
      const dateL = P.date as Record<string, string>;
      await chat.getByRole("button", { name: chatL.actions }).click();
      await page.getByRole("menuitem", { name: chatL.shareDate }).click();
      const dateDialog = page.getByRole("dialog", { name: dateL.title });
      await dateDialog.getByLabel(dateL.where).fill(lang === "ar" ? "مقهى الروضة، عمّان" : "Rumi Café, Amman");
      await screenshot(page, "privacy-share-date", lang, viewport);
      await dateDialog.getByRole("button", { name: dateL.create }).click();
      const dateLink = (await dateDialog.getByTestId("date-share-link").textContent())!.trim();
      expect(dateLink).toContain("/date/");

      // The chaperone and the trusted contact open their pages without an account.
      const guest = await newContext(journey.browser, { lang, viewport });
      const guestPage = await guest.newPage();
      await guestPage.goto(chaperoneLink.replace(/^https?:\/\/[^/]+/, journey.server.url));
      await guestPage.getByTestId("chaperone-conversation").waitFor();
      expect(await guestPage.getByTestId("chaperone-conversation").textContent()).toContain(hidden[1]);
      expect(await guestPage.content()).not.toContain(member.email);
      expect(await guestPage.getByRole("textbox").count()).toBe(0);
      await screenshot(guestPage, "privacy-chaperone-page", lang, viewport);
      await guestPage.goto(dateLink.replace(/^https?:\/\/[^/]+/, journey.server.url));
      await guestPage.getByTestId("date-plan").waitFor();
      await screenshot(guestPage, "privacy-date-page", lang, viewport);

      // The member sees when the chaperone looked, and ends it: the link dies at once.
      await page.goto(`${journey.server.url}/home?tab=profile`);
      await page.getByRole("button", { name: (profile.menu as Record<string, string>).privacySafety }).click();
      await dialog.waitFor();
      await dialog.getByText(chapL.log).click();
      await dialog.getByTestId("chaperone-views").locator("li").first().waitFor();
      await dialog.getByRole("button", { name: `${chapL.end} ${fill(chapL.endLabel, { email: "wali@example.test" })}` }).click();
      await expect.poll(async () => (await member.call(routes.privacyLinks.chaperones)).chaperones.length).toBe(0);
      await guestPage.goto(chaperoneLink.replace(/^https?:\/\/[^/]+/, journey.server.url));
      await guestPage.getByTestId("link-gone").waitFor();
      await screenshot(guestPage, "privacy-link-gone", lang, viewport);

      // The shared date plan is listed (with whom, where) and ended after a confirmation: its link dies too.
      const place = lang === "ar" ? "مقهى الروضة، عمّان" : "Rumi Café, Amman";
      const shareItem = dialog.getByTestId("date-share-item");
      await shareItem.filter({ hasText: place }).filter({ hasText: fill(dateL.meeting, { name: names[1] }) }).waitFor();
      await shareItem.getByRole("button", { name: `${dateL.revoke} ${fill(dateL.endLabel, { name: names[1] })}` }).click();
      const confirm = page.getByRole("dialog", { name: dateL.confirmTitle });
      await confirm.waitFor();
      await screenshot(page, "privacy-date-share-end", lang, viewport);
      await confirm.getByRole("button", { name: dateL.revoke, exact: true }).click();
      await dialog.getByText(dateL.none).waitFor();
      expect((await member.call(routes.privacyLinks.dateShares)).shares).toEqual([]);
      await guestPage.goto(dateLink.replace(/^https?:\/\/[^/]+/, journey.server.url));
      await guestPage.getByTestId("link-gone").waitFor();
      await guest.close();
      await page.context().close();
    });
  }

  const EDIT_CASES: { lang: Lang; viewport: ViewportName; names: [string, string, string] }[] = [
    { lang: "en", viewport: "desktop", names: ["Salma", "Yusuf", "Adam"] },
    { lang: "ar", viewport: "phone", names: ["سلمى", "يوسف", "آدم"] },
  ];

  for (const { lang, viewport, names } of EDIT_CASES) {
    it(`a member changes which conversations their chaperone reads, same link (${lang}, ${viewport})`, { timeout: 180_000 }, async () => {
      const touch = viewport === "phone";
      const P = strings(lang, "privacy");
      const E = strings(lang, "chaperoneEdit") as unknown as Record<string, string>;
      const profile = strings(lang, "profile");
      const [member, kept, keptMatch] = await matchedPair(journey.server, [names[0], names[1]]);
      const added = await apiMember(journey.server, { name: names[2], gender: "male" });
      const [memberId, addedId] = [await idOf(member), await idOf(added)];
      await member.call(routes.likes.like, { body: { toUserId: addedId, isLike: true, isSuperLike: false } });
      const addedMatch = (await added.call(routes.likes.like, { body: { toUserId: memberId, isLike: true, isSuperLike: false } })).matchId;
      const invited = await member.call(routes.privacyLinks.addChaperone, { body: { email: "wali@example.test", matchIds: [keptMatch] } });
      await kept.call(routes.chat.send, { params: { id: keptMatch }, body: { content: lang === "ar" ? "مساء الخير" : "Good evening" } });

      const page = await signedInPage(journey.browser, member, { lang, viewport });
      await page.goto(`${journey.server.url}/home?tab=profile`);
      const menu = page.getByRole("button", { name: (profile.menu as Record<string, string>).privacySafety });
      await (touch ? menu.tap() : menu.click());
      const dialog = page.getByRole("dialog", { name: (profile.safety as Record<string, string>).title });
      await dialog.waitFor();

      // The same picker as the invite, in a dialog: add the second match, take the first away.
      const opener = dialog.getByRole("button", { name: `${E.edit} ${fill(E.editLabel, { email: "wali@example.test" })}` });
      await opener.scrollIntoViewIfNeeded();
      if (touch) await opener.tap();
      else {
        await opener.focus();
        await page.keyboard.press("Enter");
      }
      const edit = page.getByRole("dialog", { name: E.title });
      await edit.waitFor();
      const box = (name: string) => edit.getByRole("checkbox", { name });
      expect(await box(names[1]).isChecked()).toBe(true);
      expect(await box(names[2]).isChecked()).toBe(false);
      for (const name of [names[2], names[1]]) {
        if (touch) await box(name).tap();
        else {
          await box(name).focus();
          await page.keyboard.press("Space");
        }
      }
      expect(await box(names[2]).isChecked()).toBe(true);
      expect(await box(names[1]).isChecked()).toBe(false);
      await screenshot(page, "privacy-chaperone-edit", lang, viewport);
      const save = edit.getByRole("button", { name: E.save });
      if (touch) await save.tap();
      else {
        await save.focus();
        await page.keyboard.press("Enter");
      }

      // It says what changed.
      const result = edit.getByTestId("chaperone-edit-result");
      await result.filter({ hasText: `${E.added} ${names[2]}` }).waitFor();
      expect(await result.textContent()).toContain(`${E.removed} ${names[1]}`);
      await screenshot(page, "privacy-chaperone-edited", lang, viewport);

      // Closing gives focus back to the button that opened it.
      if (touch) await edit.getByRole("button", { name: E.done }).tap();
      else await page.keyboard.press("Escape");
      await edit.waitFor({ state: "hidden" });
      await expect.poll(() => opener.evaluate((el) => el === document.activeElement)).toBe(true);
      await dialog.getByText(fill((P.chaperone as Record<string, string>).sharedCount, { count: "1" })).waitFor();
      await screenshot(page, "privacy-chaperone-list", lang, viewport);

      // Same link: it now reads only the added conversation, whose match was told first.
      const list = await member.call(routes.privacyLinks.chaperones);
      expect(list.chaperones).toEqual([expect.objectContaining({ id: invited.chaperone.id, matchIds: [addedMatch] })]);
      const told = await added.call(routes.chat.messages, { params: { id: addedMatch } });
      expect(told.at(-1)).toMatchObject({ kind: "notice", content: "chaperone_on" });
      const guest = await newContext(journey.browser, { lang, viewport });
      const guestPage = await guest.newPage();
      await guestPage.goto(invited.link.replace(/^https?:\/\/[^/]+/, journey.server.url));
      await guestPage.getByTestId("chaperone-conversation").waitFor();
      expect(await guestPage.getByTestId("chaperone-conversation").count()).toBe(1);
      const shown = await guestPage.getByTestId("chaperone-conversation").textContent();
      expect(shown).toContain(names[2]);
      expect(shown).not.toContain(lang === "ar" ? "مساء الخير" : "Good evening");
      await guest.close();
      await page.context().close();
    });
  }
});
