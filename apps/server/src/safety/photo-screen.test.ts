import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { desc, eq } from "drizzle-orm";
import { safetyDecisions } from "../db/schema";
import type { ChatMessage } from "@ulfa/contracts";
import { anonymous, createMember, createTestApp, testDbKind, type TestApp, type TestMember } from "../../test/harness";
import { multipartBody } from "../../test/chat-media";
import { makeMatch } from "../../test/matches";
import { classifyImage } from "./classifier";

// No explicit images ship with the model's package (nor may tests download any): the model is run for
// real on generated, neutral images, and the refusal path is driven by a threshold below their score.

/** A soft landscape-like gradient: sky over grass, the kind of picture a neutral photo is. */
async function neutralPhoto(): Promise<Buffer> {
  const width = 320;
  const height = 240;
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const sky = y < height / 2;
      pixels[i] = sky ? 120 + (y % 40) : 40 + (x % 30);
      pixels[i + 1] = sky ? 170 + (x % 50) : 140 + (y % 60);
      pixels[i + 2] = sky ? 230 : 50;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg().toBuffer();
}
const ADMIN = "safety-admin@example.test";
const dataUrl = (bytes: Buffer) => `data:image/jpeg;base64,${bytes.toString("base64")}`;

describe("classifyImage", () => {
  it("runs the bundled model in the worker and scores a generated neutral image as not explicit", async () => {
    const result = await classifyImage(await neutralPhoto());
    expect(result.predictions).toHaveLength(5);
    expect(result.predictions.reduce((sum, p) => sum + p.probability, 0)).toBeCloseTo(1, 2);
    expect(result.explicit).toBeLessThan(0.5);
    expect(["Neutral", "Drawing"]).toContain(result.label);
  }, 60_000);

  it("answers NOT_AN_IMAGE for bytes that are no image", async () => {
    await expect(classifyImage(Buffer.from("not an image"))).rejects.toMatchObject({ status: 400, code: "NOT_AN_IMAGE" });
  });
});

describe(`nudity shield on profile photos (${testDbKind})`, () => {
  let t: TestApp;
  let strict: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { SAFETY_NUDITY: "on" } });
    // Refuses anything the model gives the slightest explicit probability: the refusal path, with the real model.
    strict = await createTestApp({ env: { SAFETY_NUDITY: "on", SAFETY_NUDITY_THRESHOLD: "0.000001", ADMIN_EMAILS: ADMIN } });
  });
  afterAll(async () => {
    await t.close();
    await strict.close();
  });

  it("lets a neutral photo through and logs the decision for admins", async () => {
    const member = await createMember(t);
    const res = await member.request("POST", "/api/photos", { photo: dataUrl(await neutralPhoto()) });
    expect(res.statusCode).toBe(200);
    expect(res.json().photos).toHaveLength(1);
    const [row] = await t.app.deps.db.select().from(safetyDecisions).where(eq(safetyDecisions.userId, member.id));
    expect(row).toMatchObject({ kind: "profile_photo", decision: "allowed" });
    expect(row.score).toBeLessThan(0.5);
  }, 60_000);

  it("refuses a photo at or above the threshold with PHOTO_EXPLICIT, stores nothing, logs the refusal", async () => {
    const member = await createMember(strict);
    const res = await member.request("POST", "/api/photos", { photo: dataUrl(await neutralPhoto()) });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: "PHOTO_EXPLICIT" });
    expect((await member.request("GET", "/api/user")).json().photos).toEqual([]);
    const [row] = await strict.app.deps.db
      .select()
      .from(safetyDecisions)
      .where(eq(safetyDecisions.userId, member.id))
      .orderBy(desc(safetyDecisions.id));
    expect(row).toMatchObject({ kind: "profile_photo", decision: "refused" });
  }, 60_000);

  it("shows admins the latest decisions; members and anonymous callers get nothing", async () => {
    const member = await createMember(strict, { name: "Refused Rita" });
    await member.request("POST", "/api/photos", { photo: dataUrl(await neutralPhoto()) });
    const admin = await createMember(strict, { email: ADMIN });
    const res = await admin.request("GET", "/api/moderation/safety-decisions");
    expect(res.statusCode).toBe(200);
    const [latest] = res.json();
    expect(latest).toMatchObject({ kind: "profile_photo", decision: "refused", member: { id: member.id, name: "Refused Rita" } });
    expect(typeof latest.score).toBe("number");
    expect((await member.request("GET", "/api/moderation/safety-decisions")).statusCode).toBe(403);
    expect((await anonymous(strict, "GET", "/api/moderation/safety-decisions")).statusCode).toBe(401);
  }, 60_000);

  it("screens a profile photo set directly (PATCH /api/user) too", async () => {
    const member = await createMember(strict);
    const res = await member.request("PATCH", "/api/user", { profilePhoto: dataUrl(await neutralPhoto()) });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe("PHOTO_EXPLICIT");
  }, 60_000);
});

describe(`nudity shield on chat photos (${testDbKind})`, () => {
  let t: TestApp;
  let strict: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { SAFETY_NUDITY: "on" } });
    strict = await createTestApp({ env: { SAFETY_NUDITY: "on", SAFETY_NUDITY_THRESHOLD: "0.000001" } });
  });
  afterAll(async () => {
    await t.close();
    await strict.close();
  });

  const sendPhoto = async (app: TestApp, from: TestMember, matchId: number) => {
    const { body, headers } = multipartBody({}, { field: "photo", filename: "p.jpg", mime: "image/jpeg", bytes: await neutralPhoto() });
    return from.request("POST", `/api/matches/${matchId}/messages/photo`, body, headers);
  };
  /** A conversation in which the receiver has already written, so the sender is trusted. */
  const trustedPair = async (app: TestApp) => {
    const a = await createMember(app);
    const b = await createMember(app);
    const matchId = await makeMatch(app, a, b);
    expect((await b.request("POST", `/api/matches/${matchId}/messages`, { content: "Hi!" })).statusCode).toBe(201);
    return { a, b, matchId };
  };

  it("delivers an explicit chat photo flagged and blurred even from a trusted sender, and logs it", async () => {
    const { a, b, matchId } = await trustedPair(strict);
    const res = await sendPhoto(strict, a, matchId);
    expect(res.statusCode).toBe(201);
    const [received] = ((await b.request("GET", `/api/matches/${matchId}/messages`)).json() as ChatMessage[]).filter((m) => m.kind === "photo");
    expect(received).toMatchObject({ flagged: true, media: { blurred: true } });
    expect((await b.request("GET", received.media!.url)).statusCode).toBe(403);
    const [row] = await strict.app.deps.db.select().from(safetyDecisions).where(eq(safetyDecisions.userId, a.id));
    expect(row).toMatchObject({ kind: "chat_photo", decision: "blurred" });
  }, 60_000);

  it("lets a neutral chat photo from a trusted sender through unblurred", async () => {
    const { a, b, matchId } = await trustedPair(t);
    expect((await sendPhoto(t, a, matchId)).statusCode).toBe(201);
    const [received] = ((await b.request("GET", `/api/matches/${matchId}/messages`)).json() as ChatMessage[]).filter((m) => m.kind === "photo");
    expect(received).toMatchObject({ flagged: false, media: { blurred: false } });
    const [row] = await t.app.deps.db.select().from(safetyDecisions).where(eq(safetyDecisions.userId, a.id));
    expect(row).toMatchObject({ kind: "chat_photo", decision: "allowed" });
  }, 60_000);
});

describe(`nudity shield off (${testDbKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { SAFETY_NUDITY: "off", SAFETY_NUDITY_THRESHOLD: "0.000001" } });
  });
  afterAll(() => t.close());

  it("stores photos unchecked and logs nothing when SAFETY_NUDITY=off", async () => {
    const member = await createMember(t);
    const res = await member.request("POST", "/api/photos", { photo: dataUrl(await neutralPhoto()) });
    expect(res.statusCode).toBe(200);
    expect(await t.app.deps.db.select().from(safetyDecisions).where(eq(safetyDecisions.userId, member.id))).toHaveLength(0);
  });
});
