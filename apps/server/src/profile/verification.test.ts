import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { anonymous, createMember, createTestApp, testDbKind, type TestApp, type TestMember } from "../../test/harness";

const ADMIN_EMAIL = "admin@ulfa.test";
const SECOND_ADMIN_EMAIL = "second-admin@ulfa.test";

describe(`selfie verification (${testDbKind})`, () => {
  let t: TestApp;
  let selfie: string;
  let admin: TestMember;
  beforeAll(async () => {
    t = await createTestApp({ env: { ADMIN_EMAILS: `${ADMIN_EMAIL},${SECOND_ADMIN_EMAIL}` } });
    admin = await createMember(t, { email: ADMIN_EMAIL });
    const bytes = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#d4a373" } })
      .jpeg({ quality: 80 })
      .withMetadata({ exif: { IFD0: { Make: "FrontCam" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "24/1 42/1 0/1" } } })
      .toBuffer();
    selfie = `data:image/jpeg;base64,${bytes.toString("base64")}`;
  });
  afterAll(() => t.close());

  const selfies = () => (existsSync(path.join(t.dataDir, "verifications")) ? readdirSync(path.join(t.dataDir, "verifications")) : []);

  it("queues the selfie for review and never answers success", async () => {
    const member = await createMember(t, { photos: ["/api/media/photos/0123456789abcdef0123456789abcdef.jpg"] });
    const res = await member.request("POST", "/api/verify-profile", { capturedImage: selfie, profilePhoto: "data:image/jpeg;base64,AAAA" });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({
      success: false,
      status: "pending",
      message: "Thanks! Your selfie is queued for review. We'll verify your profile shortly.",
      confidence: null,
    });
    const user = (await member.request("GET", "/api/user")).json();
    expect([user.verificationStatus, user.isVerified]).toEqual(["pending", false]);
    const status = (await member.request("GET", "/api/verify-profile/status")).json();
    expect(status).toEqual({ status: "pending", submittedAt: t.clock.now().toISOString(), note: null, humanReviewAvailable: false });
  });

  it("needs a profile photo and an image", async () => {
    const noPhoto = await createMember(t);
    const res = await noPhoto.request("POST", "/api/verify-profile", { capturedImage: selfie });
    expect(res.statusCode).toBe(400);
    expect((await noPhoto.request("GET", "/api/verify-profile/status")).json()).toEqual({ status: "none", submittedAt: null, note: null, humanReviewAvailable: false });

    const member = await createMember(t, { profilePhoto: "/api/media/photos/0123456789abcdef0123456789abcdef.jpg" });
    for (const capturedImage of ["", "hello", "data:text/plain;base64,aGk=", "data:image/jpeg;base64,bm90IGFuIGltYWdl"]) {
      expect((await member.request("POST", "/api/verify-profile", { capturedImage })).statusCode, capturedImage).toBe(400);
    }
    expect((await member.request("POST", "/api/verify-profile", {})).statusCode).toBe(400);
    expect((await member.request("GET", "/api/user")).json().verificationStatus).toBe("none");
  });

  it("lets admins review: list, see the selfie (stripped), approve or reject", async () => {
    const alice = await createMember(t, { photos: ["/api/media/photos/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.jpg"] });
    const bob = await createMember(t, { profilePhoto: "/api/media/photos/bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb.jpg" });
    await alice.request("POST", "/api/verify-profile", { capturedImage: selfie });
    // A second selfie replaces the first pending one (and its file).
    const before = selfies().length;
    await alice.request("POST", "/api/verify-profile", { capturedImage: selfie });
    await t.app.deps.jobs.runDue(); // file deletions are queued jobs (media/deletions.ts)
    expect(selfies().length).toBe(before);
    await bob.request("POST", "/api/verify-profile", { capturedImage: selfie });

    const list = await admin.request("GET", "/api/moderation/verifications");
    expect(list.statusCode).toBe(200);
    const items = list.json().verifications as Array<{ id: number; userId: number; selfieUrl: string; photos: string[]; profilePhoto: string | null }>;
    const aliceItem = items.find((i) => i.userId === alice.id)!;
    const bobItem = items.find((i) => i.userId === bob.id)!;
    expect(items.filter((i) => i.userId === alice.id)).toHaveLength(1);
    expect(aliceItem.photos).toEqual(["/api/media/photos/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.jpg"]);
    expect(bobItem.profilePhoto).toBe("/api/media/photos/bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb.jpg");
    expect(aliceItem.selfieUrl).toBe(`/api/moderation/verifications/${aliceItem.id}/selfie`);

    const image = await admin.request("GET", aliceItem.selfieUrl);
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toBe("image/jpeg");
    expect(image.headers["cache-control"]).toContain("no-store");
    expect((await sharp(image.rawPayload).metadata()).exif).toBeUndefined();

    const approve = await admin.request("POST", `/api/moderation/verifications/${aliceItem.id}`, { decision: "approve" });
    expect(approve.statusCode).toBe(200);
    expect(approve.json()).toMatchObject({ id: aliceItem.id, userId: alice.id, status: "approved", note: null });
    const aliceUser = (await alice.request("GET", "/api/user")).json();
    expect([aliceUser.verificationStatus, aliceUser.isVerified]).toEqual(["approved", true]);
    // The selfie is deleted once decided.
    expect((await admin.request("GET", aliceItem.selfieUrl)).statusCode).toBe(404);
    expect((await admin.request("POST", `/api/moderation/verifications/${aliceItem.id}`, { decision: "reject" })).statusCode).toBe(409);
    expect((await alice.request("POST", "/api/verify-profile", { capturedImage: selfie })).statusCode).toBe(409);

    const reject = await admin.request("POST", `/api/moderation/verifications/${bobItem.id}`, { decision: "reject", note: "Face not visible" });
    expect(reject.json()).toMatchObject({ status: "rejected", note: "Face not visible" });
    expect((await bob.request("GET", "/api/verify-profile/status")).json()).toMatchObject({ status: "rejected", note: "Face not visible" });
    expect((await bob.request("GET", "/api/user")).json().isVerified).toBe(false);

    const remaining = (await admin.request("GET", "/api/moderation/verifications")).json().verifications;
    expect(remaining.find((i: { userId: number }) => i.userId === alice.id || i.userId === bob.id)).toBeUndefined();

    expect((await admin.request("POST", `/api/moderation/verifications/${bobItem.id}`, { decision: "maybe" })).statusCode).toBe(400);
    expect((await admin.request("POST", "/api/moderation/verifications/999999", { decision: "approve" })).statusCode).toBe(404);
    expect((await admin.request("GET", "/api/moderation/verifications/abc/selfie")).statusCode).toBe(400);
  });

  it("keeps the review calls to admins and each member's status to themselves", async () => {
    const member = await createMember(t, { photos: ["/api/media/photos/cccccccccccccccccccccccccccccccc.jpg"] });
    await member.request("POST", "/api/verify-profile", { capturedImage: selfie });
    const item = (await admin.request("GET", "/api/moderation/verifications")).json().verifications.find((i: { userId: number }) => i.userId === member.id);

    const other = await createMember(t);
    expect((await other.request("GET", "/api/moderation/verifications")).statusCode).toBe(403);
    expect((await member.request("GET", item.selfieUrl)).statusCode).toBe(403);
    expect((await member.request("POST", `/api/moderation/verifications/${item.id}`, { decision: "approve" })).statusCode).toBe(403);
    expect((await member.request("GET", "/api/user")).json().verificationStatus).toBe("pending");
    expect((await other.request("GET", "/api/verify-profile/status")).json().status).toBe("none");

    expect((await anonymous(t, "GET", "/api/moderation/verifications")).statusCode).toBe(401);
    expect((await anonymous(t, "GET", item.selfieUrl)).statusCode).toBe(401);
    expect((await anonymous(t, "POST", `/api/moderation/verifications/${item.id}`, { decision: "approve" })).statusCode).toBe(401);
    expect((await anonymous(t, "POST", "/api/verify-profile", { capturedImage: selfie })).statusCode).toBe(401);
    expect((await anonymous(t, "GET", "/api/verify-profile/status")).statusCode).toBe(401);
    // Selfies are never under the public media path.
    expect((await anonymous(t, "GET", `/api/media/photos/${selfies()[0]}`)).statusCode).toBe(404);
  });

  it("never lets staff decide their own verification", async () => {
    const moderator = await createMember(t, { email: SECOND_ADMIN_EMAIL, photos: ["/api/media/photos/dddddddddddddddddddddddddddddddd.jpg"] });
    expect((await moderator.request("POST", "/api/verify-profile", { capturedImage: selfie })).statusCode).toBe(202);
    const item = (await moderator.request("GET", "/api/moderation/verifications")).json().verifications.find((i: { userId: number }) => i.userId === moderator.id);

    for (const decision of ["approve", "reject"]) {
      const own = await moderator.request("POST", `/api/moderation/verifications/${item.id}`, { decision });
      expect(own.statusCode).toBe(403);
      expect(own.json().code).toBe("OWN_VERIFICATION");
    }
    expect((await moderator.request("GET", "/api/user")).json().verificationStatus).toBe("pending");

    const byOther = await admin.request("POST", `/api/moderation/verifications/${item.id}`, { decision: "approve" });
    expect(byOther.statusCode).toBe(200);
    expect((await moderator.request("GET", "/api/user")).json().verificationStatus).toBe("approved");
  });
});
