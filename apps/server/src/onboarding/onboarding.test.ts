import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { users } from "../db/schema";
import { anonymous, createMember, createTestApp, testDbKind, type TestApp } from "../../test/harness";
import { newRegistration } from "../../test/auth";

/** Onboarding (docs/onboarding.md): progress on GET /api/user, the date of birth on PATCH /api/user, sign-up without username or age. */
describe(`onboarding (${testDbKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { rateLimitMax: 10_000 } });
  });
  afterAll(() => t.close());

  const rowOf = async (id: number) => (await t.app.deps.db.select().from(users).where(eq(users.id, id)))[0];
  // The test clock stands at 2026-06-01.
  const prompts = [
    { promptId: "perfect_weekend", answer: "Long walks" },
    { promptId: "family_means", answer: "Everything" },
    { promptId: "green_flag", answer: "Kindness" },
  ];

  it("signs up with a name, e-mail and password only: the username comes from the name, the age waits for the date of birth", async () => {
    const { username: _u, age: _a, gender: _g, ...input } = newRegistration({ name: "Layla Ahmed" });
    const res = await anonymous(t, "POST", "/api/auth/register", input);
    expect(res.statusCode).toBe(201);
    const [row] = await t.app.deps.db.select().from(users).where(eq(users.email, input.email));
    expect(row.username).toMatch(/^layla\.ahmed\.\d+$/);
    expect(row).toMatchObject({ age: 0, birthDate: null, gender: "other", ageMin: null });
  });

  it("derives an Arabic name's username in its own script, and two equal names get two usernames", async () => {
    const one = newRegistration({ name: "ليلى", username: undefined });
    const two = newRegistration({ name: "ليلى", username: undefined });
    expect((await anonymous(t, "POST", "/api/auth/register", one)).statusCode).toBe(201);
    expect((await anonymous(t, "POST", "/api/auth/register", two)).statusCode).toBe(201);
    const names = await Promise.all([one, two].map(async (r) => (await t.app.deps.db.select().from(users).where(eq(users.email, r.email)))[0].username));
    expect(names[0]).toMatch(/^ليلى\.\d+$/);
    expect(names[0]).not.toBe(names[1]);
  });

  it("never sends an account with a typed age to onboarding, even once it adds a date of birth", async () => {
    const member = await createMember(t, { age: 41, gender: "female", photos: [] });
    expect((await member.request("GET", "/api/user")).json().onboarding.nextStep).toBeNull();
    const born = await member.request("PATCH", "/api/user", { birthDate: "1990-03-04" });
    expect(born.statusCode).toBe(200);
    expect(born.json()).toMatchObject({ birthDate: "1990-03-04", onboarding: { nextStep: null } });
  });

  it("walks the steps in order, computed from the profile, until the first deck", async () => {
    const member = await createMember(t, { age: 0, gender: "other", name: "Sara" });
    const next = async () => (await member.request("GET", "/api/user")).json().onboarding;
    expect(await next()).toEqual({ nextStep: "about", done: ["name"] });

    const about = await member.request("PATCH", "/api/user", { gender: "female", interestedIn: "male" });
    expect(about.statusCode).toBe(200);
    expect(about.json().onboarding.nextStep).toBe("about");
    const born = await member.request("PATCH", "/api/user", { birthDate: "1996-06-02" });
    expect(born.statusCode).toBe(200);
    // A day before the 30th birthday: 29, worked out on the server.
    expect(born.json()).toMatchObject({ age: 29, birthDate: "1996-06-02", onboarding: { nextStep: "location" } });
    expect(await rowOf(member.id)).toMatchObject({ age: 29, ageMin: 24, ageMax: 39 });

    expect((await member.request("POST", "/api/location", { latitude: 30.0444, longitude: 31.2357, city: "Cairo", country: "Egypt" })).statusCode).toBe(200);
    expect((await next()).nextStep).toBe("photos");
    await t.app.deps.db.update(users).set({ photos: ["/api/media/photos/a.jpg"] }).where(eq(users.id, member.id));
    expect((await next()).nextStep).toBe("photos");
    await t.app.deps.db.update(users).set({ photos: ["/api/media/photos/a.jpg", "/api/media/photos/b.jpg"] }).where(eq(users.id, member.id));
    expect((await next()).nextStep).toBe("prompts");
    expect((await member.request("PATCH", "/api/user", { prompts: prompts.slice(0, 2) })).json().onboarding.nextStep).toBe("prompts");
    expect((await member.request("PATCH", "/api/user", { prompts })).json().onboarding.nextStep).toBe("intent");
    expect((await member.request("POST", "/api/profile", { relationshipGoals: "marriage" })).statusCode).toBe(200);
    expect(await next()).toEqual({ nextStep: null, done: ["name", "about", "location", "photos", "prompts", "intent"] });
  });

  it("never sends an account from before onboarding (a typed age, no date of birth) back to it", async () => {
    const member = await createMember(t, { age: 41 });
    const { onboarding, age, birthDate } = (await member.request("GET", "/api/user")).json();
    expect({ onboarding, age, birthDate }).toEqual({ onboarding: { nextStep: null, done: ["name"] }, age: 41, birthDate: null });
  });

  it("refuses a date of birth under the site's minimum age with a clear 400, and stores nothing", async () => {
    const member = await createMember(t, { age: 0 });
    const res = await member.request("PATCH", "/api/user", { birthDate: "2008-06-02" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: "birthDate: you must be at least 18 to join this site", code: "BELOW_MINIMUM_AGE" });
    // Eighteen today is old enough.
    expect((await member.request("PATCH", "/api/user", { birthDate: "2008-06-01" })).json().age).toBe(18);
    expect((await member.request("PATCH", "/api/user", { birthDate: "2030-01-01" })).statusCode).toBe(400);
    expect((await rowOf(member.id)).birthDate).toBe("2008-06-01");
  });

  it.each([
    ["not a date", "soon", /birthDate must be a date such as 1995-04-23/],
    ["an impossible date", "1995-02-30", /birthDate is not a real date/],
    ["a control character", "1995-04-2\u0000", /control characters/],
    ["a number", 19950423, /birthDate/],
    ["more than a century ago", "1901-01-01", /birthDate: must be under 100/],
  ])("refuses %s as a date of birth with a 400", async (_what, birthDate, message) => {
    const member = await createMember(t, { age: 0 });
    const res = await member.request("PATCH", "/api/user", { birthDate });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(message);
    expect((await rowOf(member.id)).birthDate).toBeNull();
  });

  it("drops the date of birth when the member types another age (the typed age stays)", async () => {
    const member = await createMember(t, { age: 0 });
    await member.request("PATCH", "/api/user", { birthDate: "1990-01-01" });
    expect((await member.request("PATCH", "/api/user", { age: 40 })).json()).toMatchObject({ age: 40, birthDate: null });
  });

  it("keeps a new member out of every deck until the date of birth gives an age", async () => {
    const viewer = await createMember(t, { age: 30 });
    const newcomer = await createMember(t, { age: 0, name: "Newcomer" });
    const deckIds = async () => ((await viewer.request("GET", "/api/discover?globalMatching=true")).json() as { id: number }[]).map((p) => p.id);
    expect(await deckIds()).not.toContain(newcomer.id);
    expect((await newcomer.request("PATCH", "/api/user", { birthDate: "1994-01-01" })).statusCode).toBe(200);
    expect(await deckIds()).toContain(newcomer.id);
  });

  it("answers 401 signed out and only ever changes the signed-in member's own date of birth", async () => {
    expect((await anonymous(t, "PATCH", "/api/user", { birthDate: "1990-01-01" })).statusCode).toBe(401);
    const me = await createMember(t, { age: 0 });
    const other = await createMember(t, { age: 0 });
    // No id in the call: an id in the body is refused, never applied to anyone.
    expect((await me.request("PATCH", "/api/user", { id: other.id, birthDate: "1990-01-01" })).statusCode).toBe(400);
    expect((await me.request("PATCH", "/api/user", { birthDate: "1990-01-01" })).statusCode).toBe(200);
    expect((await rowOf(other.id)).birthDate).toBeNull();
    expect((await other.request("GET", "/api/user")).json().onboarding.nextStep).toBe("about");
  });
});
