import { describe, expect, it } from "vitest";
import { routes } from "@ulfa/contracts";
import type { Page } from "playwright-core";
import { pairInConversation } from "./conversation";
import { EN_DESKTOP_AR_MOBILE, globOf, screenshot, useJourney, type ApiMember } from "./harness";

const matchIdOf = async (m: ApiMember) => (await m.call(routes.matches.list))[0].id;

/** A photo drawn in the page (a JPEG from a canvas), as a camera or gallery would hand it over. */
async function drawnPhoto(page: Page): Promise<Buffer> {
  const b64 = await page.evaluate(() => {
    const canvas = document.createElement("canvas");
    canvas.width = 1200;
    canvas.height = 800;
    const g = canvas.getContext("2d")!;
    const gradient = g.createLinearGradient(0, 0, 1200, 800);
    gradient.addColorStop(0, "#f97316");
    gradient.addColorStop(1, "#0ea5e9");
    g.fillStyle = gradient;
    g.fillRect(0, 0, 1200, 800);
    return canvas.toDataURL("image/jpeg", 0.9).split(",")[1];
  });
  return Buffer.from(b64, "base64");
}

describe("chat photos, voice notes, reactions and unsend", () => {
  const journey = useJourney();

  for (const { lang, viewport } of EN_DESKTOP_AR_MOBILE) {
    it(`A sends a photo and a voice note; B gets both live, the photo blurred until tapped (${lang}, ${viewport})`, async () => {
      const { a, b, pageA, pageB, chatA, chatB } = await pairInConversation(journey, lang === "ar" ? ["ليلى", "سامي"] : ["Alice", "Bob"], { lang, viewport });

      // A sends a photo from the composer's file input. The first upload's connection drops: the
      // photo waits in the thread as "Not sent", from the phone's own file, and goes on Send again.
      let uploads = 0;
      await pageA.route(globOf(routes.chatMedia.sendPhoto), (route) => (uploads++ === 0 ? route.abort("internetdisconnected") : route.continue()));
      await chatA.getByTestId("chat-photo-input").setInputFiles({ name: "sunset.jpg", mimeType: "image/jpeg", buffer: await drawnPhoto(pageA) });
      const unsent = chatA.locator('[data-testid="chat-outbox-message"][data-state="failed"]');
      await unsent.waitFor();
      await expect.poll(() => unsent.getByTestId("chat-outbox-photo").evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1200);
      await screenshot(pageA, "chat-photo-not-sent", lang, viewport);
      await unsent.getByRole("button", { name: lang === "ar" ? "أرسِل مجددًا" : "Send again" }).click();
      const sentPhoto = chatA.locator('[data-testid="chat-message"][data-kind="photo"] [data-testid="chat-photo"]');
      await sentPhoto.waitFor();
      await expect.poll(() => sentPhoto.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1200);
      expect(uploads).toBe(2);
      expect(await chatA.getByTestId("chat-outbox-message").count()).toBe(0);

      // B receives it live, blurred (A is not trusted yet: B never wrote), with "Tap to view".
      const blurred = chatB.getByTestId("chat-photo-blurred");
      await blurred.waitFor();
      expect(await blurred.textContent()).toContain(lang === "ar" ? "اضغط للعرض" : "Tap to view");
      expect(await chatB.getByTestId("chat-photo").count()).toBe(0);
      await screenshot(pageB, "chat-photo-blurred", lang, viewport);
      await blurred.click();
      const revealed = chatB.getByTestId("chat-photo");
      await revealed.waitFor();
      await expect.poll(() => revealed.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1200);

      // A records a voice note with the (fake) microphone and sends it.
      await chatA.getByTestId("chat-voice-button").click();
      await chatA.getByTestId("chat-recording").waitFor();
      await pageA.waitForTimeout(1500);
      await screenshot(pageA, "chat-recording", lang, viewport);
      // Stopped, it can be heard before it is sent (issue 31).
      await chatA.getByTestId("chat-voice-review").click();
      const preview = chatA.getByTestId("chat-voice-preview");
      await preview.waitFor();
      await expect.poll(() => preview.evaluate((audio: HTMLAudioElement) => audio.readyState >= 1 && audio.src.startsWith("blob:"))).toBe(true);
      expect(await chatA.locator('[data-testid="chat-message"][data-kind="voice"]').count()).toBe(0);
      await screenshot(pageA, "chat-voice-draft", lang, viewport);
      await chatA.getByTestId("chat-voice-draft-send").click();
      await chatA.locator('[data-testid="chat-message"][data-kind="voice"]').waitFor();

      // B receives it live and plays it: the position moves.
      const voice = chatB.locator('[data-testid="chat-message"][data-kind="voice"]');
      await voice.waitFor();
      const seek = voice.getByTestId("chat-voice-seek");
      const max = Number(await seek.getAttribute("max"));
      // The waveform the browser measured from the fake microphone (a beep every second) came along.
      const notes = await b.call(routes.chat.messages, { params: { id: await matchIdOf(b) } });
      const waveform = notes.find((m) => m.kind === "voice")?.media?.waveform ?? [];
      expect(waveform.length).toBeGreaterThan(0);
      expect(waveform.length).toBeLessThanOrEqual(64);
      expect(waveform.some((level) => level > 0)).toBe(true);
      expect(max).toBeGreaterThan(1000);
      expect(max).toBeLessThan(10_000);
      // Media controls are not mirrored in Arabic: the play triangle and the track run left to right.
      const playIcon = voice.getByRole("button", { name: lang === "ar" ? "تشغيل الرسالة الصوتية" : "Play voice note" }).locator("svg");
      expect(await playIcon.evaluate((el) => [getComputedStyle(el).transform, getComputedStyle(el).scale])).toEqual(["none", "none"]);
      expect(await seek.evaluate((el) => getComputedStyle(el).direction)).toBe("ltr");
      await voice.getByRole("button", { name: lang === "ar" ? "تشغيل الرسالة الصوتية" : "Play voice note" }).click();
      await expect.poll(() => seek.inputValue().then(Number), { timeout: 10_000 }).toBeGreaterThan(0);
      await screenshot(pageB, "chat-media", lang, viewport);

      // B reacts to the photo; A sees it live.
      await chatB.locator('[data-testid="chat-message"][data-kind="photo"]').getByTestId("chat-message-menu").click();
      const menu = pageB.getByRole("menu");
      await menu.waitFor();
      await screenshot(pageB, "chat-message-menu", lang, viewport);
      await menu.getByRole("menuitem", { name: lang === "ar" ? "تفاعل بـ ❤️" : "React with ❤️" }).click();
      await expect.poll(() => chatA.locator('[data-kind="photo"] [data-testid="chat-reactions"]').textContent()).toContain("❤️");

      // B replies to the voice note: the reply quotes it.
      await voice.getByTestId("chat-message-menu").click();
      await pageB.getByRole("menuitem", { name: lang === "ar" ? "رد" : "Reply" }).click();
      await chatB.getByTestId("chat-replying").waitFor();
      await chatB.getByRole("textbox").fill(lang === "ar" ? "صوت جميل" : "Lovely voice");
      await chatB.getByRole("textbox").press("Enter");
      const reply = chatA.locator('[data-testid="chat-message"][data-own="false"][data-kind="text"]');
      await reply.waitFor();
      expect(await reply.getByTestId("chat-quote").textContent()).toContain(lang === "ar" ? "رسالة صوتية" : "Voice note");

      // A unsends the photo: both see "Message removed".
      await chatA.locator('[data-testid="chat-message"][data-kind="photo"]').getByTestId("chat-message-menu").click();
      await pageA.getByRole("menuitem", { name: lang === "ar" ? "إلغاء الإرسال للجميع" : "Unsend for everyone" }).click();
      // It asks first (issue 31): nothing is removed until confirmed.
      const confirm = pageA.getByRole("dialog", { name: lang === "ar" ? "إلغاء الإرسال للجميع؟" : "Unsend for everyone?" });
      await confirm.waitFor();
      await screenshot(pageA, "chat-unsend-confirm", lang, viewport);
      expect(await chatA.getByTestId("chat-message-removed").count()).toBe(0);
      await confirm.getByTestId("unsend-confirm-confirm").click();
      await chatB.getByTestId("chat-message-removed").waitFor();
      await chatA.getByTestId("chat-message-removed").waitFor();
      expect(await chatB.getByTestId("chat-photo").count()).toBe(0);
      await screenshot(pageA, "chat-removed", lang, viewport);
      await Promise.all([pageA, pageB].map((p) => p.context().close()));
    });
  }
});
