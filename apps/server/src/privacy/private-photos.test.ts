import { afterAll, beforeAll, describe, expect, it } from "vitest";
import sharp from "sharp";
import { DEFAULT_PRIVACY } from "@ulfa/contracts";
import { anonymous, createMember, createTestApp, testDbKind, type TestApp, type TestMember } from "../../test/harness";
import { makeMatch } from "../../test/matches";

const photo = async () =>
  `data:image/jpeg;base64,${(await sharp({ create: { width: 64, height: 80, channels: 3, background: "#c86432" } }).jpeg().toBuffer()).toString("base64")}`;

type Entry = Record<string, unknown>;

/**
 * Private photos are enforced by the server: others get blurred URLs, and the originals answer 403
 * (in every size) to anyone the member has not revealed them to; a reveal ends on revoke, unmatch
 * and block.
 */
describe(`private photos (${testDbKind})`, () => {
  let t: TestApp;
  let owner: TestMember;
  let match: TestMember;
  let stranger: TestMember;
  let matchId: number;
  let original: string;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await createMember(t, { gender: "female", interestedIn: "male" });
    match = await createMember(t, { gender: "male", interestedIn: "female" });
    stranger = await createMember(t, { gender: "male", interestedIn: "female" });
    matchId = await makeMatch(t, owner, match);
    const added = await owner.request("POST", "/api/photos", { photo: await photo() });
    expect(added.statusCode).toBe(200);
    original = added.json().photos[0];
  });
  afterAll(() => t.close());

  const status = async (who: TestMember | null, url: string) => (who ? await who.request("GET", url) : await anonymous(t, "GET", url)).statusCode;
  const matchView = async (viewer: TestMember) => (await viewer.request("GET", "/api/matches")).json().find((m: Entry) => m.id === matchId);

  it("serves a public member's photo to anyone, cacheable as before", async () => {
    const res = await anonymous(t, "GET", original);
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("switching photosPrivate on blurs every payload and closes the originals to others", async () => {
    const res = await owner.request("PATCH", "/api/user", { privacy: { photosPrivate: true } });
    expect(res.statusCode).toBe(200);
    expect(res.json().privacy).toMatchObject({ ...DEFAULT_PRIVACY, photosPrivate: true });

    const other = (await matchView(match)).otherUser;
    expect(other.photosBlurred).toBe(true);
    expect(other.photos[0]).toMatch(/^\/api\/media\/blurred\/[a-f0-9]{32}\.jpg$/);
    expect(JSON.stringify(other)).not.toContain(original);
    // The blurred copy's name says nothing of the original's: the name alone opened it elsewhere.
    const stem = original.split("/").pop()!.replace(/\.\w+$/, "");
    expect(JSON.stringify(other)).not.toContain(stem);
    const deck = (await stranger.request("GET", "/api/discover?globalMatching=true")).json();
    const card = deck.find((c: Entry) => c.id === owner.id);
    expect(card.photosBlurred).toBe(true);
    expect(JSON.stringify(deck)).not.toContain(original);
    expect(JSON.stringify(deck)).not.toContain(stem);

    const blurred = await anonymous(t, "GET", other.photos[0]);
    expect(blurred.statusCode).toBe(200);
    expect(blurred.headers["content-type"]).toBe("image/jpeg");

    for (const url of [original, `${original}?w=320&f=avif`, `${original}?f=webp`]) {
      expect(await status(match, url), `match ${url}`).toBe(403);
      expect(await status(stranger, url), `stranger ${url}`).toBe(403);
      expect(await status(null, url), `anonymous ${url}`).toBe(403);
    }
    // The member still sees their own photos plainly.
    expect((await owner.request("GET", "/api/user")).json().photos).toEqual([original]);
    const own = await owner.request("GET", original);
    expect(own.statusCode).toBe(200);
    expect(own.headers["cache-control"]).toBe("private, no-store");
  });

  it("a photo added while private is private from the start", async () => {
    const added = await owner.request("POST", "/api/photos", { photo: await photo() });
    const second = added.json().photos[1];
    expect(await status(stranger, second)).toBe(403);
    await owner.request("DELETE", "/api/photos/1");
  });

  it("reveals to a match (200, never cached), not to a stranger, and takes it back", async () => {
    const reveal = await owner.request("POST", `/api/matches/${matchId}/photo-access`);
    expect(reveal.statusCode).toBe(200);
    expect(reveal.json()).toEqual({ revealed: true });
    expect((await matchView(owner)).photosRevealed).toBe(true);

    const res = await match.request("GET", original);
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("private, no-store");
    expect(await status(match, `${original}?w=320&f=webp`)).toBe(200);
    const other = (await matchView(match)).otherUser;
    expect(other.photosBlurred).toBe(false);
    expect(other.photos).toEqual([original]);
    expect(await status(stranger, original)).toBe(403);

    const revoke = await owner.request("DELETE", `/api/matches/${matchId}/photo-access`);
    expect(revoke.json()).toEqual({ revealed: false });
    expect(await status(match, original)).toBe(403);
    expect((await matchView(match)).otherUser.photosBlurred).toBe(true);
  });

  it("answers 404 for revealing to someone who is not a match, and 400 for a bad id", async () => {
    const strangerMatch = await makeMatch(t, match, stranger);
    expect((await owner.request("POST", `/api/matches/${strangerMatch}/photo-access`)).statusCode).toBe(404);
    expect((await owner.request("POST", "/api/matches/999999/photo-access")).statusCode).toBe(404);
    expect((await owner.request("POST", "/api/matches/abc/photo-access")).statusCode).toBe(400);
    expect((await anonymous(t, "POST", `/api/matches/${matchId}/photo-access`)).statusCode).toBe(401);
    expect((await owner.request("PATCH", "/api/user", { privacy: { photosPrivate: "yes" } })).statusCode).toBe(400);
  });

  it("a reveal ends by itself on unmatch and on block", async () => {
    await owner.request("POST", `/api/matches/${matchId}/photo-access`);
    expect(await status(match, original)).toBe(200);
    expect((await match.request("DELETE", `/api/matches/${matchId}`)).statusCode).toBe(200);
    expect(await status(match, original)).toBe(403);

    const again = await makeMatch(t, owner, stranger);
    await owner.request("POST", `/api/matches/${again}/photo-access`);
    expect(await status(stranger, original)).toBe(200);
    expect((await stranger.request("POST", "/api/blocks", { userId: owner.id })).statusCode).toBe(201);
    expect(await status(stranger, original)).toBe(403);
  });

  it("switching photosPrivate off opens the originals again", async () => {
    await owner.request("PATCH", "/api/user", { privacy: { photosPrivate: false } });
    expect(await status(null, original)).toBe(200);
  });
});
