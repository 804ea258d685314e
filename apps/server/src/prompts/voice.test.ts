import { existsSync, readdirSync } from "node:fs";
import { utimes } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { unzipSync } from "fflate";
import { MEDIA_SWEEP_GRACE_MS, VOICE_NOTE_MAX_BYTES, type CurrentUser, type OwnPrompt, type PublicProfile } from "@ulfa/contracts";
import { blocks } from "../db/schema";
import { anonymous, createMember, createTestApp, testDbKind, type TestApp, type TestMember } from "../../test/harness";
import { fakeOggOpus, fakeWebm, jpegWithGps, multipartBody } from "../../test/chat-media";
import { sweepOrphanMedia } from "../media/sweep";
import { mediaRefsOf } from "../backup/media-refs";

const WEEKEND = { promptId: "perfect_weekend", answer: "Coffee by the Nile" };
const FUN_FACT = { promptId: "fun_fact", answer: "I can juggle" };
const ADMIN = "voice-admin@example.test";

describe(`voice answers to prompts (${testDbKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { ADMIN_EMAILS: ADMIN } });
  });
  afterAll(() => t.close());

  const folder = () => path.join(t.dataDir, "prompt-voices");
  const stored = () => (existsSync(folder()) ? readdirSync(folder()) : []);
  const nameOf = (url: string) => url.split("/").pop()!;
  const member = (prompts = [WEEKEND, FUN_FACT]) => createMember(t, { gender: "female", interestedIn: "male", prompts });
  const viewer = () => createMember(t, { gender: "male", interestedIn: "female" });
  const upload = (m: TestMember, promptId: string, bytes: Buffer, file = { filename: "v.webm", mime: "audio/webm" }) => {
    const { body, headers } = multipartBody({}, { field: "voice", ...file, bytes });
    return m.request("PUT", `/api/user/prompts/${promptId}/voice`, body, headers);
  };
  const voiceOf = (prompts: OwnPrompt[], promptId: string) => prompts.find((p) => p.promptId === promptId)!;

  it("stores a voice answer, measures it, and shows it on the member's own prompts and on the card", async () => {
    const her = await member();
    const res = await upload(her, WEEKEND.promptId, fakeWebm(3000, 12_400));
    expect(res.statusCode).toBe(200);
    const mine = voiceOf(res.json().prompts, WEEKEND.promptId);
    expect(mine).toMatchObject({ answer: WEEKEND.answer, voiceSeconds: 12 });
    expect(mine.voiceUrl).toMatch(new RegExp(`^/api/media/prompt-voices/${her.id}/[a-f0-9]{32}\\.webm$`));
    expect(voiceOf(res.json().prompts, FUN_FACT.promptId)).toMatchObject({ voiceUrl: null, voiceSeconds: null });
    expect(stored()).toContain(nameOf(mine.voiceUrl!));
    const user: CurrentUser = (await her.request("GET", "/api/user")).json();
    expect(voiceOf(user.prompts, WEEKEND.promptId).voiceUrl).toBe(mine.voiceUrl);

    const him = await viewer();
    const card = ((await him.request("GET", "/api/discover?globalMatching=true")).json() as PublicProfile[]).find((p) => p.id === her.id)!;
    expect(card.prompts[0]).toMatchObject({ promptId: WEEKEND.promptId, answer: WEEKEND.answer, voiceUrl: mine.voiceUrl, voiceSeconds: 12 });

    const played = await him.request("GET", mine.voiceUrl!);
    expect(played.statusCode).toBe(200);
    expect(played.headers["content-type"]).toBe("audio/webm");
    expect(played.headers["cache-control"]).toBe("private, max-age=31536000, immutable");
    expect((await her.request("GET", mine.voiceUrl!)).statusCode).toBe(200);
    expect((await anonymous(t, "GET", mine.voiceUrl!)).statusCode).toBe(401);

    // Ogg Opus is accepted too; a new recording replaces the old file.
    const again = await upload(her, WEEKEND.promptId, fakeOggOpus(2000, 5_000), { filename: "v.ogg", mime: "audio/ogg" });
    expect(again.statusCode).toBe(200);
    const replaced = voiceOf(again.json().prompts, WEEKEND.promptId);
    expect(replaced.voiceUrl).toMatch(/\.ogg$/);
    await t.app.deps.jobs.runDue();
    expect(stored()).not.toContain(nameOf(mine.voiceUrl!));
    expect((await him.request("GET", mine.voiceUrl!)).statusCode).toBe(404);
  });

  it("refuses recordings over 30 seconds, non-audio, too large and unreadable files with a clear message", async () => {
    const her = await member();
    const before = stored().length;
    const long = await upload(her, WEEKEND.promptId, fakeWebm(3000, 32_000));
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ code: "NOT_A_VOICE_ANSWER", message: "Voice answers can be at most 30 seconds long" });
    const photo = await upload(her, WEEKEND.promptId, await jpegWithGps(40, 40), { filename: "p.jpg", mime: "image/jpeg" });
    expect(photo.statusCode).toBe(400);
    expect(photo.json()).toMatchObject({ code: "NOT_A_VOICE_ANSWER", message: "Voice answers must be Opus audio in WebM or Ogg" });
    const big = await upload(her, WEEKEND.promptId, fakeWebm(VOICE_NOTE_MAX_BYTES + 10, 3_000));
    expect(big.statusCode).toBe(413);
    const cut = fakeOggOpus(2000, 3_000).subarray(0, 60);
    expect((await upload(her, WEEKEND.promptId, cut, { filename: "v.ogg", mime: "audio/ogg" })).json().code).toBe("NOT_A_VOICE_ANSWER");
    const { body, headers } = multipartBody({}, { field: "photo", filename: "v.webm", mime: "audio/webm", bytes: fakeWebm() });
    expect((await her.request("PUT", `/api/user/prompts/${WEEKEND.promptId}/voice`, body, headers)).statusCode).toBe(400);
    expect((await her.request("PUT", `/api/user/prompts/${WEEKEND.promptId}/voice`, { voice: "x" })).statusCode).toBe(400);
    expect(stored().length).toBe(before);
  });

  it("refuses unknown and unanswered prompts, and strangers never reach another member's prompts", async () => {
    const her = await member([WEEKEND]);
    const unknown = await upload(her, "no_such_prompt", fakeWebm());
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/Unknown prompt id/);
    const unanswered = await upload(her, FUN_FACT.promptId, fakeWebm());
    expect(unanswered.statusCode).toBe(404);
    expect(unanswered.json().message).toMatch(/Answer this prompt in writing/);
    expect((await her.request("DELETE", `/api/user/prompts/${FUN_FACT.promptId}/voice`)).statusCode).toBe(404);
    expect((await anonymous(t, "PUT", `/api/user/prompts/${WEEKEND.promptId}/voice`)).statusCode).toBe(401);

    // The routes only ever act on the signed-in member: another member's upload and removal touch their own prompts.
    const url = voiceOf((await upload(her, WEEKEND.promptId, fakeWebm())).json().prompts, WEEKEND.promptId).voiceUrl!;
    const him = await createMember(t, { gender: "male", interestedIn: "female" });
    expect((await upload(him, WEEKEND.promptId, fakeWebm())).statusCode).toBe(404);
    expect((await him.request("DELETE", `/api/user/prompts/${WEEKEND.promptId}/voice`)).statusCode).toBe(404);
    expect((await him.request("GET", url)).statusCode).toBe(200);
    // A name that is hers cannot be read through another owner's id, nor a made-up one.
    expect((await him.request("GET", url.replace(`/${her.id}/`, `/${him.id}/`))).statusCode).toBe(404);
    expect((await him.request("GET", `/api/media/prompt-voices/${her.id}/${"a".repeat(32)}.webm`)).statusCode).toBe(404);
    expect((await him.request("GET", `/api/media/prompt-voices/${her.id}/..%2Fphotos`)).statusCode).toBe(404);
  });

  it("hides a voice answer from blocked members either way, and from members who may not see the profile", async () => {
    const her = await member([WEEKEND]);
    const url = voiceOf((await upload(her, WEEKEND.promptId, fakeWebm())).json().prompts, WEEKEND.promptId).voiceUrl!;
    const blocker = await viewer();
    const blocked = await viewer();
    await t.app.deps.db.insert(blocks).values([
      { blockerId: blocker.id, blockedId: her.id, createdAt: t.clock.now() },
      { blockerId: her.id, blockedId: blocked.id, createdAt: t.clock.now() },
    ]);
    expect((await blocker.request("GET", url)).statusCode).toBe(404);
    expect((await blocked.request("GET", url)).statusCode).toBe(404);
    // Genders that do not fit: she would never be in his deck.
    const stranger = await createMember(t, { gender: "female", interestedIn: "female" });
    expect((await stranger.request("GET", url)).statusCode).toBe(404);
    // Moderators and admins hear it whoever they are (a report is about what a profile says).
    const admin = await createMember(t, { email: ADMIN, gender: "female", interestedIn: "female" });
    expect((await admin.request("GET", url)).statusCode).toBe(200);
  });

  it("keeps the voice of prompts that stay when prompts are saved again, and deletes the voice of removed ones", async () => {
    const her = await member();
    const weekend = voiceOf((await upload(her, WEEKEND.promptId, fakeWebm())).json().prompts, WEEKEND.promptId).voiceUrl!;
    const fact = voiceOf((await upload(her, FUN_FACT.promptId, fakeWebm())).json().prompts, FUN_FACT.promptId).voiceUrl!;
    // The weekend answer is edited and stays; the fun fact slot now holds another prompt.
    const res = await her.request("PATCH", "/api/user", { prompts: [{ ...WEEKEND, answer: "Tea by the sea" }, { promptId: "green_flag", answer: "Kindness" }] });
    expect(res.statusCode).toBe(200);
    const prompts: OwnPrompt[] = res.json().prompts;
    expect(voiceOf(prompts, WEEKEND.promptId)).toMatchObject({ answer: "Tea by the sea", voiceUrl: weekend });
    expect(voiceOf(prompts, "green_flag").voiceUrl).toBeNull();
    // Gone for everyone at once, the file with the durable deletion job.
    expect((await (await viewer()).request("GET", fact)).statusCode).toBe(404);
    await t.app.deps.jobs.runDue();
    expect(stored()).not.toContain(nameOf(fact));
    expect(stored()).toContain(nameOf(weekend));

    // Removing only the voice keeps the written answer.
    const removed = await her.request("DELETE", `/api/user/prompts/${WEEKEND.promptId}/voice`);
    expect(removed.statusCode).toBe(200);
    expect(voiceOf(removed.json().prompts, WEEKEND.promptId)).toMatchObject({ answer: "Tea by the sea", voiceUrl: null });
    await t.app.deps.jobs.runDue();
    expect(stored()).not.toContain(nameOf(weekend));
    // Removing again is not an error.
    expect((await her.request("DELETE", `/api/user/prompts/${WEEKEND.promptId}/voice`)).statusCode).toBe(200);
  });

  it("the orphan sweep keeps voice answers still referred to; backups and the data export include them", async () => {
    const her = await member();
    const kept = nameOf(voiceOf((await upload(her, WEEKEND.promptId, fakeWebm())).json().prompts, WEEKEND.promptId).voiceUrl!);
    const orphan = await t.app.deps.storage.save("prompt-voices", fakeWebm(), "webm");
    const old = new Date(t.clock.now().getTime() - MEDIA_SWEEP_GRACE_MS - 60_000);
    for (const name of stored()) await utimes(path.join(folder(), name), old, old);
    await sweepOrphanMedia(t.app.deps);
    expect(stored()).toContain(kept);
    expect(stored()).not.toContain(orphan);

    const row = (await t.app.deps.db.query.users.findFirst({ where: (u, { eq }) => eq(u.id, her.id) }))!;
    expect(mediaRefsOf("users", { prompts: row.prompts, photos: [] })).toEqual([{ kind: "prompt-voices", name: kept }]);

    const exported = await her.request("GET", "/api/account/export");
    expect(exported.statusCode).toBe(200);
    const files = unzipSync(new Uint8Array(exported.rawPayload));
    expect(Object.keys(files)).toContain(`prompts/${kept}`);
  });
});
