import { existsSync } from "node:fs";
import { utimes } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MEDIA_SWEEP_GRACE_MS } from "@ulfa/contracts";
import { eq, sql } from "drizzle-orm";
import { messages, siteSettings, users, verificationRequests } from "../db/schema";
import { siteImageUrl } from "../site/images";
import { createMember, createTestApp, testDbKind, type TestApp } from "../../test/harness";
import { makeMatch } from "../../test/matches";
import { blurredVariantName, variantName } from "../platform/storage";
import { sweepOrphanMedia } from "./sweep";

const HOUR_MS = 60 * 60 * 1000;

describe(`orphan media sweep (${testDbKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("deletes stored files nothing refers to once past the grace period, and keeps the rest", async () => {
    const storage = t.app.deps.storage;
    const fileOf = (kind: string, name: string) => path.join(t.dataDir, kind, name);
    const variantFile = (name: string) => path.join(t.dataDir, "photos", "variants", name);
    const age = (file: string, ms: number) => utimes(file, new Date(t.clock.now().getTime() - ms), new Date(t.clock.now().getTime() - ms));
    const old = MEDIA_SWEEP_GRACE_MS + HOUR_MS;

    // Referred to: a gallery photo (with its card copies), a profile photo, a chat file, a selfie, the site's logo.
    const jpeg = await sharp({ create: { width: 16, height: 16, channels: 3, background: "#345" } }).jpeg().toBuffer();
    const member = await createMember(t);
    const [galleryUrl] = (await member.request("POST", "/api/photos", { photo: `data:image/jpeg;base64,${jpeg.toString("base64")}` })).json().photos as string[];
    await t.app.deps.imageJobs.runDue();
    const gallery = galleryUrl.split("/").pop()!;
    const profile = await storage.save("photos", jpeg, "jpg");
    await t.app.deps.db.update(users).set({ profilePhoto: `/api/media/photos/${profile}` }).where(eq(users.id, member.id));
    const other = await createMember(t);
    const matchId = await makeMatch(t, member, other);
    const chat = await storage.save("chat", Buffer.from("voice"), "webm");
    await t.app.deps.db.insert(messages).values({ matchId, senderId: member.id, kind: "voice", content: "", mediaName: chat, createdAt: t.clock.now() });
    const selfie = await storage.save("verifications", jpeg, "jpg");
    await t.app.deps.db.insert(verificationRequests).values({ userId: member.id, selfiePath: selfie, status: "pending", createdAt: t.clock.now() });
    // The operator's logo as an install from before the "site" kind stored it (with the photos), and
    // an icon in its own kind: only the site settings refer to them.
    const logo = await storage.save("photos", jpeg, "webp");
    const icon = await storage.save("site", jpeg, "webp");
    const logoSetting = { logoUrl: siteImageUrl(logo), iconUrl: siteImageUrl(icon) };
    await t.app.deps.db
      .insert(siteSettings)
      .values({ id: 1, data: logoSetting, version: 1 })
      .onConflictDoUpdate({ target: siteSettings.id, set: { data: sql`${siteSettings.data} || ${JSON.stringify(logoSetting)}::jsonb` } });

    // Referred to by nothing: old ones go, a young one (an upload a moment before its row) stays.
    const orphanPhoto = await storage.save("photos", jpeg, "jpg");
    await storage.writeVariant(variantName(orphanPhoto, 320, "avif"), Buffer.from("copy"));
    const orphanChat = await storage.save("chat", Buffer.from("gone"), "ogg");
    const orphanSelfie = await storage.save("verifications", jpeg, "jpg");
    const replacedIcon = await storage.save("site", jpeg, "webp");
    const youngOrphan = await storage.save("photos", jpeg, "jpg");
    // A copy whose photo is already gone (made while the photo was being deleted).
    const strayCopy = variantName(`${"c".repeat(32)}.jpg`, 640, "webp");
    await storage.writeVariant(strayCopy, Buffer.from("stray"));

    const referenced = [fileOf("photos", gallery), fileOf("photos", profile), fileOf("chat", chat), fileOf("verifications", selfie), fileOf("photos", logo), fileOf("site", icon)];
    const orphans = [fileOf("photos", orphanPhoto), variantFile(variantName(orphanPhoto, 320, "avif")), fileOf("chat", orphanChat), fileOf("verifications", orphanSelfie), fileOf("site", replacedIcon), variantFile(strayCopy)];
    // A private photo's blurred copy (privacy/blurred-photos.ts) is a copy like the card sizes.
    await storage.writeVariant(blurredVariantName(gallery), Buffer.from("blurred"));
    const galleryCopies = [variantFile(variantName(gallery, 320, "avif")), variantFile(blurredVariantName(gallery))];
    for (const file of [...referenced, ...orphans, ...galleryCopies]) await age(file, old);
    await age(fileOf("photos", youngOrphan), HOUR_MS);

    expect(await sweepOrphanMedia(t.app.deps)).toBe(5);
    expect(orphans.filter((f) => existsSync(f))).toEqual([]);
    expect([...referenced, ...galleryCopies, fileOf("photos", youngOrphan)].filter((f) => !existsSync(f))).toEqual([]);
    // Once past its grace period the young one goes too; a second run finds nothing else.
    t.clock.advance(MEDIA_SWEEP_GRACE_MS);
    expect(await sweepOrphanMedia(t.app.deps)).toBe(1);
    expect(existsSync(fileOf("photos", youngOrphan))).toBe(false);
    expect(await sweepOrphanMedia(t.app.deps)).toBe(0);
  });

  it("looks names up in batches: of 250 old gallery photos of one member, it keeps every one and deletes the strangers", async () => {
    const storage = t.app.deps.storage;
    const jpeg = Buffer.from("not really a jpeg; the sweep never opens files");
    const names = await Promise.all(Array.from({ length: 250 }, () => storage.save("photos", jpeg, "jpg")));
    const strangers = await Promise.all(Array.from({ length: 30 }, () => storage.save("photos", jpeg, "jpg")));
    await createMember(t, { photos: names.map((n) => `/api/media/photos/${n}`), profilePhoto: `/api/media/photos/${names[249]}` });
    const when = new Date(t.clock.now().getTime() - MEDIA_SWEEP_GRACE_MS - HOUR_MS);
    for (const name of [...names, ...strangers]) await utimes(path.join(t.dataDir, "photos", name), when, when);
    expect(await sweepOrphanMedia(t.app.deps)).toBe(30);
    expect(names.filter((n) => !existsSync(path.join(t.dataDir, "photos", n)))).toEqual([]);
    expect(strangers.filter((n) => existsSync(path.join(t.dataDir, "photos", n)))).toEqual([]);
  });
});
