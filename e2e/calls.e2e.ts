import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { pairInConversation } from "./conversation";
import { EN_DESKTOP_AR_MOBILE, screenshot, useJourney } from "./harness";

const connection = (page: Page) => page.getByTestId("call-screen").getAttribute("data-connection-state");
const mediaReceived = async (page: Page) => Number(await page.getByTestId("call-screen").getAttribute("data-media-received"));

describe("voice and video calls", () => {
  const journey = useJourney();

  for (const { lang, viewport } of EN_DESKTOP_AR_MOBILE) {
    it(`A video calls B, B accepts, media flows both ways, A hangs up and both see the call in the chat (${lang}, ${viewport})`, async () => {
      const { a, pageA, pageB, chatA, chatB } = await pairInConversation(journey, lang === "ar" ? ["ليلى", "سامي"] : ["Alice", "Bob"], { lang, viewport });

      // A calls from the chat header; B's page rings.
      const callButton = chatA.getByTestId("call-start-video");
      await callButton.click();
      await pageA.getByTestId("call-screen").waitFor();
      // A is a woman (matchedPair): in Arabic the verb follows her gender.
      const incoming = pageB.getByRole("dialog", { name: lang === "ar" ? `${a.name} تتصل بك بالفيديو` : `${a.name} is video calling you` });
      await incoming.waitFor();
      await screenshot(pageB, "call-incoming", lang, viewport);
      await incoming.getByTestId("call-accept").click();

      // Both peers connect, and video frames arrive on both sides (decoded, so the media really flows).
      for (const page of [pageA, pageB]) {
        await page.getByTestId("call-screen").waitFor();
        await expect.poll(() => connection(page), { timeout: 20_000 }).toBe("connected");
        await expect.poll(() => mediaReceived(page), { timeout: 20_000 }).toBeGreaterThan(0);
      }
      await expect.poll(() => pageA.getByTestId("call-status").textContent()).toMatch(/^\d+:\d\d$/);
      await screenshot(pageA, "call-screen", lang, viewport);

      // Mute and camera are toggle buttons.
      const mute = pageA.getByRole("button", { name: lang === "ar" ? "كتم الميكروفون" : "Mute microphone" });
      await mute.click();
      expect(await mute.getAttribute("aria-pressed")).toBe("true");

      // A hangs up: both screens close, focus goes back to A's call button, and the call is in both chats.
      await pageA.getByTestId("call-hang-up").click();
      for (const page of [pageA, pageB]) await page.getByTestId("call-screen").waitFor({ state: "detached" });
      await expect.poll(() => pageA.evaluate(() => document.activeElement?.getAttribute("data-testid"))).toBe("call-start-video");
      for (const chat of [chatA, chatB]) {
        const entry = chat.getByTestId("call-entry");
        await entry.waitFor();
        expect(await entry.getAttribute("data-outcome")).toBe("completed");
        expect(await entry.textContent()).toMatch(lang === "ar" ? /^مكالمة فيديو · \d+:\d\d$/ : /^Video call · \d+:\d\d$/);
      }
      await screenshot(pageB, "call-entry", lang, viewport);

      // B declines a voice call from A: A is told, both see "Declined voice call".
      await chatA.getByTestId("call-start-voice").click();
      const ringing = pageB.getByTestId("incoming-call");
      await ringing.waitFor();
      await ringing.getByTestId("call-decline").click();
      await pageA.getByTestId("call-screen").waitFor({ state: "detached" });
      for (const chat of [chatA, chatB]) {
        await chat.locator('[data-testid="call-entry"][data-outcome="declined"]').waitFor();
      }
      expect(await chatB.locator('[data-testid="call-entry"][data-outcome="declined"]').textContent()).toBe(
        lang === "ar" ? "مكالمة صوتية مرفوضة" : "Declined voice call",
      );
      await Promise.all([pageA, pageB].map((p) => p.context().close()));
    });
  }
});
