import sharp, { type Sharp } from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { desc, eq } from "drizzle-orm";
import { SELFIE_CHALLENGE_TTL_MS } from "@ulfa/contracts";
import { verificationRequests } from "../db/schema";
import { anonymous, createMember, createTestApp, testDbKind, type TestApp, type TestMember } from "../../test/harness";
import { faceA, faceB, jpegDataUrl, tilted, twoFaces } from "../../test/face-images";

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
  beforeAll(async () => {
    t = await createTestApp({ env: { SAFETY_SELFIE: "on", ADMIN_EMAILS: ADMIN } });
    selfieOfA = await jpegDataUrl(await tilted(faceA(), TILT_DEGREES));
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

  it("without an answered challenge never decides: the admins' queue gets the score", async () => {
    const member = await memberWithPhoto(t, faceA);
    const res = await submit(member, selfieOfA);
    expect(res.json()).toMatchObject({ success: false, status: "pending" });
    expect(res.json().confidence).toBeGreaterThanOrEqual(0.65);
    const admin = await createMember(t, { email: ADMIN });
    const queue = (await admin.request("GET", "/api/moderation/verifications")).json();
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
