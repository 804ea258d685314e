import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { routes } from "@ulfa/contracts";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import sharp from "sharp";
import { matchedPair, openConversation } from "./conversation";
import { sendPhoto, apiMember, screenshot, signedInPage, useJourney, type Lang, type ViewportName } from "./harness";

const strings = (lang: Lang, feature: string) =>
  JSON.parse(readFileSync(path.join(import.meta.dirname, `../apps/web/src/i18n/locales/${lang}/${feature}.json`), "utf8")) as Record<string, Record<string, string>>;

/** A generated, neutral photo (sky over grass): the nudity model lets it through. */
async function neutralPhoto(): Promise<string> {
  const [width, height] = [320, 240];
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < width * height; i++) {
    const sky = i < (width * height) / 2;
    pixels.set(sky ? [130, 180, 230] : [50, 150, 60], i * 3);
  }
  const jpeg = await sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg().toBuffer();
  return `data:image/jpeg;base64,${jpeg.toString("base64")}`;
}

const CASES: { lang: Lang; viewport: ViewportName; names: [string, string]; insult: string }[] = [
  { lang: "en", viewport: "desktop", names: ["Alice", "Bob"], insult: "You are an IDIOT" },
  { lang: "ar", viewport: "mobile", names: ["ليلى", "سامي"], insult: "أنت غَبـــيّ" },
];

describe("message nudges", () => {
  const journey = useJourney({ admin: "Site Admin" });

  for (const { lang, viewport, names, insult } of CASES) {
    it(`asks the sender, then offers the receiver a one-tap report (${lang}, ${viewport})`, async () => {
      const [a, b] = await matchedPair(journey.server, names);
      const [pageA, pageB] = await Promise.all([a, b].map((m) => signedInPage(journey.browser, m, { lang, viewport })));

      const chatA = await openConversation(pageA, journey.server, lang, viewport, b.name);
      const input = chatA.getByRole("textbox");
      await input.fill(insult);
      await input.press("Enter");
      const nudge = pageA.getByRole("dialog", { name: lang === "ar" ? "هل أنت متأكد؟" : "Are you sure?" });
      await nudge.waitFor();
      await screenshot(pageA, "chat-nudge", lang, viewport);

      // "Edit" keeps the text, closes the question and gives the composer its focus back.
      await nudge.getByRole("button", { name: lang === "ar" ? "تعديل الرسالة" : "Edit message" }).click();
      await nudge.waitFor({ state: "detached" });
      expect(await input.inputValue()).toBe(insult);
      await expect.poll(() => input.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(await chatA.getByTestId("chat-message").count()).toBe(0);

      await input.press("Enter");
      await nudge.waitFor();
      await nudge.getByRole("button", { name: lang === "ar" ? "إرسال على أي حال" : "Send anyway" }).click();
      await expect.poll(() => chatA.getByTestId("chat-message").count()).toBe(1);
      expect(await input.inputValue()).toBe("");
      // The sender is not shown the receiver's question.
      expect(await chatA.getByTestId("flagged-notice").count()).toBe(0);

      const chatB = await openConversation(pageB, journey.server, lang, viewport, a.name);
      const notice = chatB.getByTestId("flagged-notice");
      await notice.waitFor();
      expect(await notice.textContent()).toContain(lang === "ar" ? "هل تزعجك هذه الرسالة؟" : "Does this bother you?");
      await screenshot(pageB, "chat-flagged", lang, viewport);
      await notice.getByRole("button", { name: lang === "ar" ? "إبلاغ" : "Report" }).click();
      await notice.waitFor({ state: "detached" });

      // The report went through the ordinary flow: admins find it in the queue with the message quoted.
      const reports = await journey.admin.call(routes.reports.list);
      const mine = reports.find((r) => r.reported.name === a.name);
      expect(mine).toMatchObject({ reason: "harassment" });
      expect(mine!.details).toContain(insult);
      await Promise.all([pageA, pageB].map((p) => p.context().close()));
    });
  }
});

describe("nudity shield: admins see the automatic photo decisions", () => {
  const journey = useJourney({ admin: "Site Admin" });

  for (const { lang, viewport } of CASES) {
    it(`a checked profile photo is listed for admins (${lang}, ${viewport})`, async () => {
      const name = lang === "ar" ? "نور" : "Nora";
      const member = await apiMember(journey.server, { name });
      // The built server classifies it in its worker thread (the model from the nsfwjs package).
      const upload = await sendPhoto(member, await neutralPhoto());
      expect(upload.status).toBe(200);

      const page = await signedInPage(journey.browser, journey.admin, { lang, viewport });
      await page.goto(`${journey.server.url}/analytics`);
      await page.getByRole("tab", { name: strings(lang, "analytics").tabs.moderation }).click();
      const M = strings(lang, "moderation").safety;
      // The refused and blurred checks show first; allowed ones when asked for.
      const checks = page.getByRole("region", { name: M.title });
      await checks.getByRole("button", { name: (M.filters as unknown as Record<string, string>).allowed }).click();
      const row = checks.getByTestId("safety-decision").filter({ hasText: name }).first();
      await row.waitFor();
      expect(await row.textContent()).toContain(M.allowed);
      await row.scrollIntoViewIfNeeded();
      await screenshot(page, "moderation-safety", lang, viewport);
      await page.context().close();
    });
  }
});

/** The face the selfie journey shows: a portrait the @vladmandic/human package ships in its assets. */
const humanAssets = path.join(path.dirname(path.dirname(createRequire(import.meta.url).resolve("@vladmandic/human"))), "assets");
const portrait = () => sharp(path.join(humanAssets, "screenshot-faceid.jpg")).extract({ left: 0, top: 120, width: 220, height: 200 });

/**
 * An MJPEG file for the fake camera: the same person, head tilted, on a dark 640x480 frame. Mirrored,
 * as a new capture would differ from the profile photo: the photo itself sent again (only tilted) is
 * refused as "not a new capture".
 */
async function tiltedFaceVideo(): Promise<string> {
  const face = await portrait().flop().resize(300).rotate(25, { background: "#202020" }).jpeg().toBuffer();
  const frame = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#202020" } })
    .composite([{ input: face, gravity: "center" }])
    .jpeg({ quality: 90 })
    .toBuffer();
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), "ulfa-camera-")), "selfie.mjpeg");
  writeFileSync(file, Buffer.concat(Array.from({ length: 30 }, () => frame)));
  return file;
}

describe("automatic selfie verification with a pose challenge", () => {
  // Only the tilt pose, so the journey's camera (a tilted head) can answer every challenge.
  const journey = useJourney({ env: { SAFETY_SELFIE: "on", SAFETY_SELFIE_POSES: "tilt" }, browser: { fakeVideo: tiltedFaceVideo } });

  for (const { lang, viewport } of CASES) {
    it(`verifies a matching selfie at once (${lang}, ${viewport})`, async () => {
      const P = strings(lang, "profile").verify as unknown as Record<string, string> & { pose: Record<string, string> };
      const header = strings(lang, "profile").header;
      const member = await apiMember(journey.server);
      const photo = `data:image/jpeg;base64,${(await portrait().jpeg().toBuffer()).toString("base64")}`;
      expect((await sendPhoto(member, photo)).status).toBe(200);

      const page = await signedInPage(journey.browser, member, { lang, viewport });
      await page.goto(`${journey.server.url}/home?tab=profile`);
      await page.getByRole("button", { name: header.verify }).click();
      const verify = page.getByRole("dialog", { name: P.title });
      await verify.getByRole("button", { name: P.startCamera }).click();
      await verify.getByTestId("selfie-pose").getByText(P.pose.tilt).waitFor();
      await verify.getByRole("button", { name: P.capture }).click();
      await verify.getByTestId("captured-selfie").waitFor();
      await screenshot(page, "selfie-pose", lang, viewport);
      await verify.getByRole("button", { name: P.submit }).click();
      await page.getByTestId("toast").filter({ hasText: P.successTitle }).waitFor();
      const user = await member.call(routes.users.me);
      expect(user).toMatchObject({ isVerified: true, verificationStatus: "approved" });
      await page.context().close();
    });
  }
});
