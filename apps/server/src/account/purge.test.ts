import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { eq, inArray } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEACTIVATION_GRACE_MS } from "@ulfa/contracts";
import { matches, messages, payments, sessions, swipes, users, verificationRequests } from "../db/schema";
import { periodicJobs as jobs } from "../app";
import { createMember, createTestApp, testDbKind, type TestApp, type TestMember } from "../../test/harness";
import { fakeWebm, multipartBody } from "../../test/chat-media";
import { purgeExpiredAccounts } from "./purge";

describe(`purge of expired deactivated accounts (${testDbKind})`, () => {
  let t: TestApp;
  let jpeg: string;
  beforeAll(async () => {
    t = await createTestApp();
    const bytes = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#336699" } }).jpeg().toBuffer();
    jpeg = `data:image/jpeg;base64,${bytes.toString("base64")}`;
  });
  afterAll(() => t.close());

  const fileOf = (kind: string, name: string) => path.join(t.dataDir, kind, name.split("/").pop()!);

  async function withMedia(member: TestMember) {
    const photos: string[] = (await member.request("POST", "/api/photos", { photo: jpeg })).json().photos;
    const profilePhoto: string = (await member.request("PATCH", "/api/user", { profilePhoto: jpeg })).json().profilePhoto;
    expect((await member.request("POST", "/api/verify-profile", { capturedImage: jpeg })).statusCode).toBe(202);
    const [request] = await t.app.deps.db.select().from(verificationRequests).where(eq(verificationRequests.userId, member.id));
    expect((await member.request("PATCH", "/api/user", { prompts: [{ promptId: "fun_fact", answer: "I juggle" }] })).statusCode).toBe(200);
    const voice = multipartBody({}, { field: "voice", filename: "v.webm", mime: "audio/webm", bytes: fakeWebm() });
    const [prompt] = (await member.request("PUT", "/api/user/prompts/fun_fact/voice", voice.body, voice.headers)).json().prompts;
    return {
      files: [fileOf("photos", photos[0]), fileOf("photos", profilePhoto), fileOf("verifications", request.selfiePath), fileOf("prompt-voices", prompt.voiceUrl)],
    };
  }

  it("is registered as an hourly scheduler job", () => {
    const job = jobs.find((j) => j.name === "purge-expired-accounts");
    expect(job?.everyMs).toBe(60 * 60 * 1000);
  });

  it("deletes rows and files only after 30 days, leaving other members untouched", async () => {
    const leaving = await createMember(t);
    const stayer = await createMember(t);
    const friend = await createMember(t);
    const leavingMedia = await withMedia(leaving);
    const stayerMedia = await withMedia(stayer);
    const db = t.app.deps.db;
    await db.insert(swipes).values([
      { fromUserId: leaving.id, toUserId: friend.id, isLike: true },
      { fromUserId: friend.id, toUserId: leaving.id, isLike: true },
      { fromUserId: friend.id, toUserId: stayer.id, isLike: true },
    ]);
    const [match] = await db.insert(matches).values({ userAId: Math.min(leaving.id, friend.id), userBId: Math.max(leaving.id, friend.id) }).returning();
    await db.insert(messages).values({ matchId: match.id, senderId: friend.id, content: "hi" });
    await db.insert(payments).values({ id: `pi_purge_${leaving.id}`, userId: leaving.id, provider: "test", itemType: "boosts", amountCents: 399, status: "succeeded", clientSecret: "pi_x_secret_y" });

    expect((await leaving.request("POST", "/api/account/deactivate", { confirmation: "delete my account" })).statusCode).toBe(200);
    // Outbox copies of mail (no SMTP_URL) are personal data too.
    const outbox = path.join(t.dataDir, "outbox");
    mkdirSync(outbox, { recursive: true });
    const leavingMail = path.join(outbox, `2026-06-01T12-00-00-000Z-abc123-${leaving.email}.eml`);
    const stayerMail = path.join(outbox, `2026-06-01T12-00-00-000Z-def456-${stayer.email}.eml`);
    writeFileSync(leavingMail, "To: leaving");
    writeFileSync(stayerMail, "To: stayer");
    const lookalikeMail = path.join(outbox, `2026-06-01T12-00-00-000Z-ghi789-x-${leaving.email}.eml`);
    writeFileSync(lookalikeMail, "To: x-leaving");

    t.clock.advance(DEACTIVATION_GRACE_MS - 60_000);
    expect(await purgeExpiredAccounts(t.app.deps)).toBe(0);
    expect(leavingMedia.files.every((f) => existsSync(f))).toBe(true);
    expect((await db.select().from(users).where(eq(users.id, leaving.id))).length).toBe(1);

    t.clock.advance(2 * 60_000);
    expect(await purgeExpiredAccounts(t.app.deps)).toBe(1);
    await t.app.deps.jobs.runDue(); // file deletions are queued jobs (media/deletions.ts)
    expect(leavingMedia.files.map((f) => existsSync(f))).toEqual([false, false, false, false]);
    expect([existsSync(leavingMail), existsSync(stayerMail), existsSync(lookalikeMail)]).toEqual([false, true, true]);
    expect(await db.select().from(users).where(eq(users.id, leaving.id))).toEqual([]);
    expect(await db.select().from(sessions).where(eq(sessions.userId, leaving.id))).toEqual([]);
    expect(await db.select().from(swipes).where(inArray(swipes.fromUserId, [leaving.id]))).toEqual([]);
    expect(await db.select().from(swipes).where(eq(swipes.toUserId, leaving.id))).toEqual([]);
    expect(await db.select().from(matches).where(eq(matches.id, match.id))).toEqual([]);
    expect(await db.select().from(messages).where(eq(messages.matchId, match.id))).toEqual([]);
    expect(await db.select().from(verificationRequests).where(eq(verificationRequests.userId, leaving.id))).toEqual([]);
    const [payment] = await db.select().from(payments).where(eq(payments.id, `pi_purge_${leaving.id}`));
    expect(payment.userId).toBeNull();

    // Everyone else keeps their rows, files, swipes and sessions.
    expect(stayerMedia.files.every((f) => existsSync(f))).toBe(true);
    // (Their 30-day sessions have expired by now, so look at the rows.)
    expect((await db.select().from(users).where(inArray(users.id, [stayer.id, friend.id]))).length).toBe(2);
    expect((await db.select().from(sessions).where(eq(sessions.userId, stayer.id))).length).toBe(1);
    expect((await db.select().from(swipes).where(eq(swipes.toUserId, stayer.id))).length).toBe(1);

    // Running again (another instance, next hour) is a no-op.
    expect(await purgeExpiredAccounts(t.app.deps)).toBe(0);
  });

  it("does not purge a member who reactivated in time", async () => {
    const member = await createMember(t);
    await member.request("POST", "/api/account/deactivate", { confirmation: "delete my account" });
    t.clock.advance(DEACTIVATION_GRACE_MS / 2);
    const res = await t.app.inject({ method: "POST", url: "/api/account/reactivate", payload: { email: member.email, password: member.password } });
    expect(res.statusCode).toBe(200);
    t.clock.advance(DEACTIVATION_GRACE_MS);
    await purgeExpiredAccounts(t.app.deps);
    expect((await t.app.deps.db.select().from(users).where(eq(users.id, member.id))).length).toBe(1);
  });
});
