import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { strFromU8, unzipSync } from "fflate";
import { anonymous, createMember, createTestApp, testDbKind, type TestApp, type TestMember } from "../../test/harness";
import { eq } from "drizzle-orm";
import { blocks, matches, messages, payments, reports, safetyDecisions, swipes, users, verificationRequests } from "../db/schema";

const name = (n: number) => `${String(n).repeat(32).slice(0, 32)}.jpg`;
const photoUrl = (file: string) => `/api/media/photos/${file}`;

async function download(member: TestMember, query = "") {
  const res = await member.request("GET", `/api/account/export${query}`);
  return { res, files: res.statusCode === 200 ? unzipSync(new Uint8Array(res.rawPayload)) : {} };
}
const json = (files: Record<string, Uint8Array>, file: string) => JSON.parse(strFromU8(files[file]));

describe(`data export (${testDbKind})`, () => {
  let t: TestApp;
  let a: TestMember;
  let b: TestMember;
  let daveId: number;

  beforeAll(async () => {
    t = await createTestApp();
    const photos = path.join(t.dataDir, "photos");
    await mkdir(photos, { recursive: true });
    await writeFile(path.join(photos, name(1)), Buffer.from("photo-of-a"));
    await writeFile(path.join(photos, name(2)), Buffer.from("photo-of-b"));
    await writeFile(path.join(photos, name(5)), Buffer.from("photo-of-dave"));
    a = await createMember(t, {
      username: "alice_export",
      name: "Alice",
      latitude: 51.51,
      longitude: -0.13,
      occupation: "Engineer",
      zodiacSign: "leo",
      privacy: { showAge: false },
      profilePhoto: photoUrl(name(1)),
      // The second file was never written: skipped, not an error.
      photos: [photoUrl(name(1)), photoUrl(name(3)), "https://images.example/external.jpg"],
    });
    b = await createMember(t, {
      name: "Bob",
      email: "bob-secret@example.test",
      latitude: 24.71,
      longitude: 46.68,
      profilePhoto: photoUrl(name(2)),
      photos: [photoUrl(name(2))],
    });
    const c = await createMember(t, { name: "Carol" });
    const dave = await createMember(t, {
      name: "Dave",
      email: "dave-secret@example.test",
      latitude: 30.04,
      longitude: 31.24,
      profilePhoto: photoUrl(name(5)),
      photos: [photoUrl(name(5))],
    });
    daveId = dave.id;
    const db = t.app.deps.db;
    const at = t.clock.now();
    await db.update(users).set({ emailDigest: true }).where(eq(users.id, a.id));
    // A blocked and reported Dave; Bob blocked and reported A (Bob's doings are not A's data).
    await db.insert(blocks).values([
      { blockerId: a.id, blockedId: dave.id, createdAt: at },
      { blockerId: b.id, blockedId: a.id, createdAt: at },
    ]);
    await db.insert(reports).values([
      { reporterId: a.id, reportedId: dave.id, reason: "spam", details: "Sends links", createdAt: at },
      { reporterId: b.id, reportedId: a.id, reason: "fake-profile-by-bob", details: "bob-report-details", createdAt: at },
    ]);
    await db.insert(swipes).values([
      { fromUserId: a.id, toUserId: b.id, isLike: true, createdAt: at },
      { fromUserId: a.id, toUserId: c.id, isLike: false, createdAt: at },
      { fromUserId: b.id, toUserId: a.id, isLike: true, isSuperLike: true, createdAt: at },
    ]);
    const [match] = await db
      .insert(matches)
      .values({ userAId: Math.min(a.id, b.id), userBId: Math.max(a.id, b.id), createdAt: at })
      .returning();
    await db.insert(messages).values([
      { matchId: match.id, senderId: a.id, content: "Hi Bob", createdAt: at },
      { matchId: match.id, senderId: b.id, content: "Hello Alice", createdAt: new Date(at.getTime() + 1000), flagged: true },
    ]);
    await db.insert(payments).values([
      { id: "pi_a", userId: a.id, provider: "test", itemType: "super_likes", itemCount: 5, amountCents: 499, status: "succeeded", clientSecret: "secret_a" },
      { id: "pi_b", userId: b.id, provider: "test", itemType: "boosts", itemCount: 1, amountCents: 399, status: "succeeded", clientSecret: "secret_b" },
    ]);
    await mkdir(path.join(t.dataDir, "verifications"), { recursive: true });
    await writeFile(path.join(t.dataDir, "verifications", name(4)), Buffer.from("selfie-of-a"));
    await db.insert(verificationRequests).values([
      { userId: a.id, selfiePath: "missing.jpg", status: "rejected", note: "Too dark", createdAt: at },
      { userId: a.id, selfiePath: name(4), status: "pending", createdAt: new Date(at.getTime() + 1000) },
    ]);
    await db.insert(safetyDecisions).values([
      { userId: a.id, kind: "profile_photo", decision: "refused", score: 0.92, label: "Porn", createdAt: at },
      { userId: b.id, kind: "profile_photo", decision: "allowed", score: 0.01, label: "Neutral", createdAt: at },
    ]);
  });
  afterAll(() => t.close());

  it("answers 401 to anonymous callers", async () => {
    expect((await anonymous(t, "GET", "/api/account/export")).statusCode).toBe(401);
  });

  it("downloads a ZIP named after the member and the date", async () => {
    const { res } = await download(a);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/zip");
    expect(res.headers["content-disposition"]).toBe(`attachment; filename="ulfa-export-alice_export-${t.clock.now().toISOString().slice(0, 10)}.zip"`);
    expect(res.headers["cache-control"]).toBe("no-store");
  });

  it("contains the profile, photos, likes, matches, messages, verification, payments, blocks, reports, notification settings and a README", async () => {
    const { files } = await download(a);
    expect(Object.keys(files).sort()).toEqual(
      [
        "README.txt",
        "blocks.json",
        "notification-settings.json",
        "reports.json",
        "likes-given.json",
        "matches.json",
        "messages.json",
        "payments.json",
        "photo-checks.json",
        `photos/${name(1)}`,
        "privacy.json",
        "profile.json",
        "verification.json",
        `verification/${name(4)}`,
      ].sort(),
    );
    const profile = json(files, "profile.json");
    expect(profile).toMatchObject({ id: a.id, email: a.email, name: "Alice", occupation: "Engineer", zodiacSign: "leo", latitude: 51.51 });
    expect(profile.privacy).toEqual({
      showAge: false,
      showDistance: true,
      showOnlineStatus: true,
      allowMessages: true,
      showLastSeen: true,
      readReceipts: true,
      photosPrivate: false,
      incognito: false,
    });
    expect(profile).toMatchObject({ maxDistance: expect.any(Number), interestedIn: expect.any(String), showOnMap: expect.any(Boolean) });
    expect(profile).not.toHaveProperty("passwordHash");
    expect(profile).not.toHaveProperty("oidcSubject");
    expect(json(files, "privacy.json")).toEqual({ snooze: { snoozed: false, until: null }, hiddenWords: [], chaperones: [], sharedDates: [] });
    expect(profile).not.toHaveProperty("oidcIssuer");
    expect(strFromU8(files[`photos/${name(1)}`])).toBe("photo-of-a");

    expect(json(files, "likes-given.json")).toEqual([
      { targetId: b.id, name: "Bob", action: "liked", date: expect.any(String) },
      { targetId: expect.any(Number), name: "Carol", action: "passed", date: expect.any(String) },
    ]);
    expect(json(files, "matches.json")).toEqual([{ matchId: expect.any(Number), otherUser: { id: b.id, name: "Bob" }, matchedAt: expect.any(String) }]);
    const [conversation] = json(files, "messages.json");
    expect(conversation.with).toBe("Bob");
    expect(conversation.messages.map((m: { sender: string; content: string }) => [m.sender, m.content])).toEqual([
      ["me", "Hi Bob"],
      ["them", "Hello Alice"],
    ]);
    expect(conversation.messages.map((m: { flagged: boolean }) => m.flagged)).toEqual([false, true]);
    expect(json(files, "photo-checks.json")).toEqual([
      { kind: "profile_photo", decision: "refused", explicitScore: expect.closeTo(0.92, 5), modelLabel: "Porn", checkedAt: expect.any(String) },
    ]);
    expect(json(files, "verification.json")).toEqual([
      expect.objectContaining({ status: "rejected", note: "Too dark", selfie: null }),
      expect.objectContaining({ status: "pending", selfie: `verification/${name(4)}` }),
    ]);
    expect(strFromU8(files[`verification/${name(4)}`])).toBe("selfie-of-a");
    expect(json(files, "payments.json")).toEqual([
      { id: "pi_a", provider: "test", item: "super_likes", count: 5, amount: 4.99, currency: "usd", status: "succeeded", date: expect.any(String) },
    ]);
    expect(json(files, "blocks.json")).toEqual([{ id: daveId, name: "Dave", blockedAt: expect.any(String) }]);
    expect(json(files, "reports.json")).toEqual([
      {
        id: expect.any(Number),
        reportedMember: { id: daveId, name: "Dave" },
        reason: "spam",
        details: "Sends links",
        status: "open",
        reportedAt: expect.any(String),
      },
    ]);
    expect(json(files, "notification-settings.json")).toMatchObject({ emailDigest: true, pushMessage: true, pushDevices: [] });
    const readme = strFromU8(files["README.txt"]);
    for (const file of Object.keys(files).filter((f) => f.endsWith(".json"))) expect(readme).toContain(file);
  });

  it("holds nothing of other members beyond what the member saw", async () => {
    const { files } = await download(a);
    const everything = Object.values(files).map((bytes) => strFromU8(bytes)).join("\n");
    expect(everything).not.toContain("bob-secret@example.test");
    expect(everything).not.toContain("24.71");
    expect(everything).not.toContain("46.68");
    expect(everything).not.toContain("photo-of-b");
    expect(everything).not.toContain(name(2));
    expect(everything).not.toContain("secret_b");
    expect(everything).not.toContain("pi_b");
    // Blocked and reported members: only id and name.
    expect(everything).not.toContain("dave-secret@example.test");
    expect(everything).not.toContain("30.04");
    expect(everything).not.toContain("31.24");
    expect(everything).not.toContain("photo-of-dave");
    expect(everything).not.toContain(name(5));
    // What others did to the member (Bob's block and report) is not in the member's export.
    expect(everything).not.toContain("fake-profile-by-bob");
    expect(everything).not.toContain("bob-report-details");
  });

  it("only ever exports the caller's own data", async () => {
    const { files } = await download(a, `?userId=${b.id}`);
    expect(json(files, "profile.json").id).toBe(a.id);
    const own = await download(b);
    expect(json(own.files, "profile.json")).toMatchObject({ id: b.id, email: "bob-secret@example.test" });
    expect(json(own.files, "messages.json")[0].messages.map((m: { sender: string }) => m.sender)).toEqual(["them", "me"]);
    expect(json(own.files, "likes-given.json")).toEqual([{ targetId: a.id, name: "Alice", action: "super", date: expect.any(String) }]);
    expect(json(own.files, "blocks.json")).toEqual([{ id: a.id, name: "Alice", blockedAt: expect.any(String) }]);
    expect(json(own.files, "reports.json")).toEqual([expect.objectContaining({ reportedMember: { id: a.id, name: "Alice" }, reason: "fake-profile-by-bob" })]);
    expect(json(own.files, "notification-settings.json")).toMatchObject({ emailDigest: false, pushDevices: [] });
  });

  it("writes the README in the member's language, listing the same files", async () => {
    const arabic = await createMember(t, { name: "Huda", language: "ar" });
    const readme = strFromU8((await download(arabic)).files["README.txt"]);
    expect(readme).toContain("بياناتك في أُلفة");
    expect(readme).not.toContain("Your Ulfa data");
    const english = strFromU8((await download(a)).files["README.txt"]);
    expect(english).toContain("Your Ulfa data");
    const filesNamed = (text: string) => [...text.matchAll(/^[\w./-]+(?=\s)/gm)].map((m) => m[0]).filter((f) => /\.json$|\/$/.test(f));
    expect(filesNamed(readme)).toEqual(filesNamed(english));
    expect(filesNamed(readme).length).toBeGreaterThan(10);
  });

  it("is rate-limited", async () => {
    let last = 200;
    for (let i = 0; i < 15 && last !== 429; i++) last = (await a.request("GET", "/api/account/export")).statusCode;
    expect(last).toBe(429);
    expect((await a.request("GET", "/api/account/export")).json()).toMatchObject({ code: "RATE_LIMITED" });
  });
});
