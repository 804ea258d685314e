import sharp, { type Sharp } from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { desc, eq } from "drizzle-orm";
import { SELFIE_CHALLENGE_TTL_MS, SELFIE_HUMAN_REVIEW_AFTER_FAILURES } from "@ulfa/contracts";
import { verificationRequests } from "../db/schema";
import { anonymous, createMember, createTestApp, testDbKind, type TestApp, type TestMember } from "../../test/harness";
import { faceA, faceB, jpegDataUrl, newCaptureOf, tilted, twoFaces } from "../../test/face-images";

const ADMIN = "selfie-admin@example.test";
/** "Tilt your head": 25 degrees, well past the check's minimum. */
const TILT_DEGREES = 25;
const MODEL_TIMEOUT = 120_000;

type Challenge = { pose: "tilt" | "turn" | null; token: string | null; expiresAt: string | null };

/** A challenge asking for `pose` (the server picks at random, so ask until it does). */
async function challengeFor(member: TestMember, pose: "tilt" | "turn"): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const challenge = (await member.request("GET", "/api/verify-profile/challenge")).json() as Challenge;
    if (challenge.pose === pose) return challenge.token!;
  }
  throw new Error(`no ${pose} challenge in 50 tries`);
}

async function memberWithPhoto(t: TestApp, face: () => Sharp): Promise<TestMember> {
  const member = await createMember(t, { photos: [] });
  const res = await member.request("POST", "/api/photos", { photo: await jpegDataUrl(face()) });
  expect(res.statusCode).toBe(200);
  return member;
}

const submit = (member: TestMember, capturedImage: string, challengeToken?: string) =>
  member.request("POST", "/api/verify-profile", { capturedImage, ...(challengeToken ? { challengeToken } : {}) });

describe(`automatic selfie verification (${testDbKind})`, () => {
  let t: TestApp;
  let selfieOfA: string;
  let adminMember: TestMember | undefined;
  const admin = async () => (adminMember ??= await createMember(t, { email: ADMIN }));
  beforeAll(async () => {
    t = await createTestApp({ env: { SAFETY_SELFIE: "on", ADMIN_EMAILS: ADMIN } });
    // A new capture of A's face, not A's photo again (that one is refused, below).
    selfieOfA = await jpegDataUrl(await newCaptureOf(faceA(), TILT_DEGREES));
  });
  afterAll(() => t.close());

  it("issues a random pose challenge to signed-in members only", async () => {
    const member = await createMember(t);
    const challenge = (await member.request("GET", "/api/verify-profile/challenge")).json() as Challenge;
    expect(["tilt", "turn"]).toContain(challenge.pose);
    expect(challenge.token).toMatch(new RegExp(`^${member.id}\\.`));
    expect(new Date(challenge.expiresAt!).getTime() - t.clock.now().getTime()).toBe(SELFIE_CHALLENGE_TTL_MS);
    expect((await anonymous(t, "GET", "/api/verify-profile/challenge")).statusCode).toBe(401);
  });

  it("verifies at once a selfie of the same face that shows the asked pose, storing the score", async () => {
    const member = await memberWithPhoto(t, faceA);
    const res = await submit(member, selfieOfA, await challengeFor(member, "tilt"));
    expect(res.statusCode).toBe(202);
    expect(res.json()).toMatchObject({ success: true, status: "approved" });
    expect(res.json().confidence).toBeGreaterThanOrEqual(0.65);
    expect((await member.request("GET", "/api/user")).json()).toMatchObject({ verificationStatus: "approved", isVerified: true });
    const [row] = await t.app.deps.db.select().from(verificationRequests).where(eq(verificationRequests.userId, member.id));
    expect(row).toMatchObject({ status: "approved", confidence: res.json().confidence });
  }, MODEL_TIMEOUT);

  it("rejects with a reason a selfie whose face is someone else's", async () => {
    const member = await memberWithPhoto(t, faceB);
    const res = await submit(member, selfieOfA, await challengeFor(member, "tilt"));
    expect(res.json()).toMatchObject({ success: false, status: "rejected", message: "The face in your selfie doesn't match your profile photos." });
    expect(res.json().confidence).toBeLessThan(0.35);
    expect((await member.request("GET", "/api/verify-profile/status")).json()).toMatchObject({ status: "rejected", note: expect.stringContaining("doesn't match") });
  }, MODEL_TIMEOUT);

  it("asks for a retake when the pose is not the asked one, there is no face, or several", async () => {
    const member = await memberWithPhoto(t, faceA);
    const frontal = await jpegDataUrl(faceA());
    const wrongPose = await submit(member, frontal, await challengeFor(member, "turn"));
    expect([wrongPose.statusCode, wrongPose.json().code]).toEqual([422, "SELFIE_POSE_MISMATCH"]);
    const blank = await jpegDataUrl(sharp({ create: { width: 320, height: 240, channels: 3, background: "#d4a373" } }));
    const noFace = await submit(member, blank, await challengeFor(member, "tilt"));
    expect([noFace.statusCode, noFace.json().code]).toEqual([422, "SELFIE_NO_FACE"]);
    const crowd = await submit(member, await jpegDataUrl(twoFaces()), await challengeFor(member, "tilt"));
    expect([crowd.statusCode, crowd.json().code]).toEqual([422, "SELFIE_MANY_FACES"]);
    // Nothing was stored: the member is not even pending.
    expect((await member.request("GET", "/api/user")).json().verificationStatus).toBe("none");
  }, MODEL_TIMEOUT);

  it("refuses a forged, foreign or expired challenge", async () => {
    const member = await memberWithPhoto(t, faceA);
    const other = await createMember(t);
    const token = await challengeFor(member, "tilt");
    const forged = token.replace(/\.tilt\./, ".turn.");
    for (const bad of [forged, await challengeFor(other, "tilt"), "nonsense"]) {
      const res = await submit(member, selfieOfA, bad);
      expect([res.statusCode, res.json().code]).toEqual([400, "SELFIE_CHALLENGE_INVALID"]);
    }
    t.clock.advance(SELFIE_CHALLENGE_TTL_MS + 1000);
    const expired = await submit(member, selfieOfA, token);
    expect([expired.statusCode, expired.json().code]).toEqual([400, "SELFIE_CHALLENGE_INVALID"]);
  }, MODEL_TIMEOUT);

  it("uses a challenge once: a second attempt with the same token is refused, whatever the first one's outcome", async () => {
    const member = await memberWithPhoto(t, faceA);
    const token = await challengeFor(member, "turn");
    const first = await submit(member, await jpegDataUrl(faceA().flop()), token);
    expect([first.statusCode, first.json().code]).toEqual([422, "SELFIE_POSE_MISMATCH"]);
    const again = await submit(member, selfieOfA, token);
    expect([again.statusCode, again.json().code]).toEqual([409, "SELFIE_CHALLENGE_USED"]);
    const approved = await submit(member, selfieOfA, await challengeFor(member, "tilt"));
    expect(approved.json().status).toBe("approved");
  }, MODEL_TIMEOUT);

  it("refuses one of the member's own photos sent as the selfie, even turned to show the asked pose", async () => {
    const member = await memberWithPhoto(t, faceA);
    const samePhotoTilted = await submit(member, await jpegDataUrl(await tilted(faceA(), TILT_DEGREES)), await challengeFor(member, "tilt"));
    expect(samePhotoTilted.statusCode).toBe(202);
    expect(samePhotoTilted.json()).toMatchObject({ success: false, status: "rejected", reason: "notNewCapture" });
    expect(samePhotoTilted.json().confidence).toBeGreaterThanOrEqual(0.95);
    // Without a challenge too: the same picture never waits for an admin as if it were a selfie.
    const samePhoto = await submit(member, await jpegDataUrl(faceA()));
    expect(samePhoto.json()).toMatchObject({ status: "rejected", reason: "notNewCapture" });
    expect((await member.request("GET", "/api/user")).json()).toMatchObject({ verificationStatus: "rejected", isVerified: false });
  }, MODEL_TIMEOUT);

  it("turns the badge off when the photos stop showing the verified face, and on again when they do", async () => {
    const member = await memberWithPhoto(t, faceA);
    expect((await submit(member, selfieOfA, await challengeFor(member, "tilt"))).json().status).toBe("approved");
    const badge = async () => (await member.request("GET", "/api/user")).json().isVerified as boolean;
    // Someone else's face added to the gallery: the badge goes, with a reason.
    expect((await member.request("POST", "/api/photos", { photo: await jpegDataUrl(faceB()) })).statusCode).toBe(200);
    expect(await badge()).toBe(false);
    expect((await member.request("GET", "/api/verify-profile/status")).json()).toMatchObject({ status: "rejected", note: expect.stringContaining("no longer show") });
    // That photo removed again: the photos show the verified face, the badge is back.
    const photos = (await member.request("GET", "/api/user")).json().photos as string[];
    expect((await member.request("DELETE", `/api/photos/${photos.length - 1}`)).statusCode).toBe(200);
    expect(await badge()).toBe(true);
    // Every photo replaced by another person's: off until they match or a new selfie is approved.
    expect((await member.request("POST", "/api/photos", { photo: await jpegDataUrl(faceB()) })).statusCode).toBe(200);
    expect((await member.request("DELETE", "/api/photos/0")).statusCode).toBe(200);
    expect(await badge()).toBe(false);
  }, MODEL_TIMEOUT);

  it("offers a human review after repeated automatic refusals, and queues the last selfie for the moderators", async () => {
    const member = await memberWithPhoto(t, faceB);
    const status = async () => (await member.request("GET", "/api/verify-profile/status")).json();
    expect((await member.request("POST", "/api/verify-profile/human-review", {})).statusCode).toBe(409);
    for (let i = 0; i < SELFIE_HUMAN_REVIEW_AFTER_FAILURES; i++) {
      expect((await status()).humanReviewAvailable).toBe(false);
      expect((await submit(member, selfieOfA, await challengeFor(member, "tilt"))).json().status).toBe("rejected");
    }
    expect(await status()).toMatchObject({ status: "rejected", humanReviewAvailable: true });
    expect((await anonymous(t, "POST", "/api/verify-profile/human-review", {})).statusCode).toBe(401);
    const asked = await member.request("POST", "/api/verify-profile/human-review", {});
    expect([asked.statusCode, asked.json().status]).toEqual([202, "pending"]);
    expect(await status()).toMatchObject({ status: "pending", humanReviewAvailable: false });
    expect((await member.request("POST", "/api/verify-profile/human-review", {})).json().code).toBe("HUMAN_REVIEW_UNAVAILABLE");
    const moderator = await admin();
    const queue = (await moderator.request("GET", "/api/moderation/verifications")).json();
    const item = queue.verifications.find((v: { userId: number }) => v.userId === member.id);
    expect(item).toBeTruthy();
    expect((await moderator.request("GET", item.selfieUrl)).statusCode).toBe(200);
    expect((await moderator.request("POST", `/api/moderation/verifications/${item.id}`, { decision: "approve" })).statusCode).toBe(200);
    expect((await member.request("GET", "/api/user")).json().isVerified).toBe(true);
  }, MODEL_TIMEOUT);

  it("without an answered challenge never decides: the admins' queue gets the score", async () => {
    const member = await memberWithPhoto(t, faceA);
    const res = await submit(member, selfieOfA);
    expect(res.json()).toMatchObject({ success: false, status: "pending" });
    expect(res.json().confidence).toBeGreaterThanOrEqual(0.65);
    const queue = (await (await admin()).request("GET", "/api/moderation/verifications")).json();
    const item = queue.verifications.find((v: { userId: number }) => v.userId === member.id);
    expect(item.confidence).toBeCloseTo(res.json().confidence, 5);
  }, MODEL_TIMEOUT);
});

describe(`automatic selfie verification, between the thresholds (${testDbKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { SAFETY_SELFIE: "on", SAFETY_SELFIE_APPROVE: "0.99", SAFETY_SELFIE_REJECT: "0.01" } });
  });
  afterAll(() => t.close());

  it("leaves a selfie between the thresholds to the admins, with its score", async () => {
    const member = await memberWithPhoto(t, faceB);
    const res = await submit(member, await jpegDataUrl(await tilted(faceA(), TILT_DEGREES)), await challengeFor(member, "tilt"));
    expect(res.json()).toMatchObject({ status: "pending" });
    const [row] = await t.app.deps.db
      .select()
      .from(verificationRequests)
      .where(eq(verificationRequests.userId, member.id))
      .orderBy(desc(verificationRequests.id));
    expect(row.status).toBe("pending");
    expect(row.confidence).toBeGreaterThan(0.01);
    expect(row.confidence).toBeLessThan(0.99);
  }, MODEL_TIMEOUT);
});

describe(`automatic selfie verification off (${testDbKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { SAFETY_SELFIE: "off" } });
  });
  afterAll(() => t.close());

  it("gives no challenge and queues every selfie without a score", async () => {
    const member = await memberWithPhoto(t, faceA);
    expect((await member.request("GET", "/api/verify-profile/challenge")).json()).toEqual({ pose: null, token: null, expiresAt: null });
    const res = await submit(member, await jpegDataUrl(await tilted(faceA(), TILT_DEGREES)));
    expect(res.json()).toMatchObject({ status: "pending", confidence: null });
  });
});
