import { afterAll, beforeAll, describe, expect, it } from "vitest";
import sharp from "sharp";
import { DATE_SHARE_GRACE_HOURS } from "@ulfa/contracts";
import { anonymous, createMember, createTestApp, testDbKind, type TestApp, type TestMember } from "../../test/harness";
import { makeMatch } from "../../test/matches";

const HOUR = 3_600_000;
const photo = async () =>
  `data:image/jpeg;base64,${(await sharp({ create: { width: 40, height: 50, channels: 3, background: "#3264c8" } }).jpeg().toBuffer()).toString("base64")}`;

/** Share my date: a plan for a trusted contact through an expiring, revocable link, no account. */
describe(`share my date (${testDbKind})`, () => {
  let t: TestApp;
  let member: TestMember;
  let date: TestMember;
  let matchId: number;

  beforeAll(async () => {
    t = await createTestApp();
    member = await createMember(t, { name: "Sara Nasser" });
    date = await createMember(t, { name: "Youssef Amin", gender: "male", location: "Amman" });
    matchId = await makeMatch(t, member, date);
    await date.request("POST", "/api/photos", { photo: await photo() });
  });
  afterAll(() => t.close());

  const at = () => new Date(t.clock.now().getTime() + 48 * HOUR).toISOString();
  const tokenOf = (link: string) => link.slice(link.lastIndexOf("/") + 1);

  it("shares the match's first name, one photo, time and place; the link expires after the date", async () => {
    const res = await member.request("POST", `/api/matches/${matchId}/date-share`, { at: at(), place: "Café Rumi, Jabal Amman" });
    expect(res.statusCode).toBe(201);
    const { share, link } = res.json();
    expect(share).toMatchObject({ matchId, place: "Café Rumi, Jabal Amman" });
    expect(link).toMatch(/\/date\/[A-Za-z0-9_-]{43}$/);
    const page = await anonymous(t, "GET", `/api/date-share/${tokenOf(link)}`);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ memberName: "Sara", memberGender: "female", matchName: "Youssef", place: "Café Rumi, Jabal Amman" });
    expect(page.body).not.toContain(date.email);
    expect(page.body).not.toContain(member.email);
    const photoRes = await anonymous(t, "GET", page.json().matchPhoto);
    expect(photoRes.statusCode).toBe(200);
    expect(photoRes.headers["cache-control"]).toBe("private, no-store");
    // The match is told nothing: no message, no notice.
    expect((await date.request("GET", `/api/matches/${matchId}/messages`)).json()).toEqual([]);

    t.clock.advance((48 + DATE_SHARE_GRACE_HOURS) * HOUR + 1000);
    expect((await anonymous(t, "GET", `/api/date-share/${tokenOf(link)}`)).statusCode).toBe(404);
  });

  it("shows a private match's photo blurred unless they revealed it to the member", async () => {
    await date.request("PATCH", "/api/user", { privacy: { photosPrivate: true } });
    const { link } = (await member.request("POST", `/api/matches/${matchId}/date-share`, { at: at(), place: "Downtown" })).json();
    const page = (await anonymous(t, "GET", `/api/date-share/${tokenOf(link)}`)).json();
    expect(page.matchPhoto).toMatch(/^\/api\/media\/blurred\//);
    expect((await anonymous(t, "GET", `/api/date-share/${tokenOf(link)}/photo`)).statusCode).toBe(403);
    await date.request("POST", `/api/matches/${matchId}/photo-access`);
    expect((await anonymous(t, "GET", `/api/date-share/${tokenOf(link)}/photo`)).statusCode).toBe(200);
    await date.request("PATCH", "/api/user", { privacy: { photosPrivate: false } });
  });

  it("is revocable by the member only, at once", async () => {
    const { share, link } = (await member.request("POST", `/api/matches/${matchId}/date-share`, { at: at(), place: "Downtown" })).json();
    expect((await member.request("GET", "/api/date-shares")).json().shares.map((s: { id: number }) => s.id)).toContain(share.id);
    expect((await date.request("DELETE", `/api/date-shares/${share.id}`)).statusCode).toBe(404);
    expect((await member.request("DELETE", `/api/date-shares/${share.id}`)).statusCode).toBe(200);
    expect((await anonymous(t, "GET", `/api/date-share/${tokenOf(link)}`)).statusCode).toBe(404);
  });

  it("refuses a past or far date, an empty place, a stranger's match and anonymous callers", async () => {
    const stranger = await createMember(t);
    const cases: [unknown, number][] = [
      [{ at: new Date(t.clock.now().getTime() - HOUR).toISOString(), place: "x" }, 400],
      [{ at: new Date(t.clock.now().getTime() + 90 * 24 * HOUR).toISOString(), place: "x" }, 400],
      [{ at: "tomorrow", place: "x" }, 400],
      [{ at: at(), place: "" }, 400],
      [{ at: at() }, 400],
    ];
    for (const [body, status] of cases) expect((await member.request("POST", `/api/matches/${matchId}/date-share`, body)).statusCode, JSON.stringify(body)).toBe(status);
    expect((await stranger.request("POST", `/api/matches/${matchId}/date-share`, { at: at(), place: "x" })).statusCode).toBe(404);
    expect((await anonymous(t, "POST", `/api/matches/${matchId}/date-share`, { at: at(), place: "x" })).statusCode).toBe(401);
  });
});
