import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { users } from "../db/schema";
import { anonymous, createMember, createTestApp, testDbKind, type TestApp } from "../../test/harness";

describe(`GET/PATCH /api/user (${testDbKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const rowOf = async (id: number) => (await t.app.deps.db.select().from(users).where(eq(users.id, id)))[0];

  describe("GET /api/user", () => {
    it("answers 401 NOT_AUTHENTICATED when signed out", async () => {
      const res = await anonymous(t, "GET", "/api/user");
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: expect.any(String), code: "NOT_AUTHENTICATED" });
    });

    it("returns the member's own account, never the password hash", async () => {
      const member = await createMember(t, { bio: "Hello", interests: ["Music"] });
      const res = await member.request("GET", "/api/user");
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        id: member.id,
        email: member.email,
        name: member.row.name,
        username: member.row.username,
        age: 30,
        gender: "female",
        bio: "Hello",
        interests: ["Music"],
        isPremium: false,
        isAdmin: false,
        hasPassword: true,
      });
      expect(res.body).not.toMatch(/passwordHash|password_hash|argon2|oidcSubject/);
    });

    it("answers 401 for a deactivated or suspended member's session", async () => {
      const deactivated = await createMember(t, { deactivatedAt: t.clock.now() });
      const suspended = await createMember(t, { suspendedAt: t.clock.now() });
      expect((await deactivated.request("GET", "/api/user")).statusCode).toBe(401);
      expect((await suspended.request("GET", "/api/user")).statusCode).toBe(401);
    });
  });

  describe("GET /api/session", () => {
    it("answers 200 with a null user when signed out, so the browser logs no failed request", async () => {
      const res = await anonymous(t, "GET", "/api/session");
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ user: null });
    });

    it("returns the same account as GET /api/user when signed in", async () => {
      const member = await createMember(t);
      const session = await member.request("GET", "/api/session");
      expect(session.statusCode).toBe(200);
      expect(session.json().user).toEqual((await member.request("GET", "/api/user")).json());
    });

    it("answers a null user for a deactivated or suspended member's session", async () => {
      const deactivated = await createMember(t, { deactivatedAt: t.clock.now() });
      const suspended = await createMember(t, { suspendedAt: t.clock.now() });
      expect((await deactivated.request("GET", "/api/session")).json()).toEqual({ user: null });
      expect((await suspended.request("GET", "/api/session")).json()).toEqual({ user: null });
    });
  });

  describe("PATCH /api/user", () => {
    it("updates the editable fields and returns the new account", async () => {
      const member = await createMember(t);
      const res = await member.request("PATCH", "/api/user", {
        name: "  Layla  ",
        age: 31,
        bio: "Coffee and hikes",
        location: "Leeds",
        interests: [" Travel", "travel", "Music "],
        maxDistance: 20,
        showDistance: false,
        interestedIn: "male",
        language: "ar",
        privacy: { showAge: false },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        name: "Layla",
        age: 31,
        bio: "Coffee and hikes",
        location: "Leeds",
        interests: ["Travel", "Music"],
        maxDistance: 20,
        showDistance: false,
        interestedIn: "male",
        language: "ar",
        privacy: { showAge: false, showDistance: true },
      });
      expect(res.body).not.toMatch(/passwordHash|argon2/);
      const again = (await member.request("GET", "/api/user")).json();
      expect(again).toMatchObject({ name: "Layla", age: 31, interests: ["Travel", "Music"] });
    });

    it("lets a Google sign-in account replace its placeholder age and gender", async () => {
      const member = await createMember(t, { passwordHash: null, oidcSubject: `google-${Date.now()}`, age: 18, gender: "other" });
      expect((await member.request("GET", "/api/user")).json()).toMatchObject({ hasPassword: false, age: 18, gender: "other" });
      const res = await member.request("PATCH", "/api/user", { age: 27, gender: "male" });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ age: 27, gender: "male" });
      expect(await rowOf(member.id)).toMatchObject({ age: 27, gender: "male" });
      // Gender alone, and back to "other": every value of the contract is accepted.
      for (const gender of ["female", "other"] as const) {
        expect((await member.request("PATCH", "/api/user", { gender })).json().gender).toBe(gender);
      }
    });

    it("refuses a gender outside male, female, other", async () => {
      const member = await createMember(t);
      for (const gender of ["robot", "", null, "MALE"]) {
        const res = await member.request("PATCH", "/api/user", { gender });
        expect(res.statusCode, JSON.stringify(gender)).toBe(400);
      }
      expect((await rowOf(member.id)).gender).toBe("female");
    });

    it.each([
      [{ age: 17 }, "age: Must be at least 18"],
      [{ age: 101 }, "age: Must be under 100"],
      [{ name: "" }, "Name is required"],
      [{ name: "   " }, "Name is required"],
    ])("refuses %j with 400 %s", async (body, message) => {
      const member = await createMember(t);
      const res = await member.request("PATCH", "/api/user", body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message, code: "VALIDATION_FAILED" });
      expect((await rowOf(member.id)).age).toBe(30);
    });

    it("refuses wrong types, out-of-range distances and unknown fields with 400", async () => {
      const member = await createMember(t);
      for (const body of [{ age: "thirty" }, { maxDistance: 0 }, { maxDistance: 101 }, { interestedIn: "robots" }, { favouriteColour: "blue" }]) {
        const res = await member.request("PATCH", "/api/user", body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(res.json().message).toBeTruthy();
      }
    });

    it("never lets a member set id, email, premium or balances", async () => {
      const member = await createMember(t);
      const other = await createMember(t);
      for (const body of [
        { id: other.id },
        { email: "new@example.test" },
        { isPremium: true },
        { premiumUntil: "2099-01-01T00:00:00.000Z" },
        { superLikes: 999 },
        { boosts: 999 },
        { isAdmin: true },
        { emailVerifiedAt: null },
        { name: "Sneaky", superLikes: 999 },
      ]) {
        const res = await member.request("PATCH", "/api/user", body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
      }
      const row = await rowOf(member.id);
      expect(row).toMatchObject({ id: member.id, email: member.email, name: member.row.name, superLikes: 0, boosts: 0, premiumUntil: null });
      expect(row.emailVerifiedAt).not.toBeNull();
    });

    it("changes only the signed-in member", async () => {
      const a = await createMember(t);
      const b = await createMember(t);
      const res = await a.request("PATCH", "/api/user", { bio: "A's bio" });
      expect(res.statusCode).toBe(200);
      expect(res.json().id).toBe(a.id);
      expect((await rowOf(a.id)).bio).toBe("A's bio");
      expect((await rowOf(b.id)).bio).toBeNull();
      expect((await b.request("GET", "/api/user")).json()).toMatchObject({ id: b.id, email: b.email, bio: null });
    });

    it("requires a session and our origin", async () => {
      const anon = await anonymous(t, "PATCH", "/api/user", { bio: "x" });
      expect(anon.statusCode).toBe(401);
      const member = await createMember(t);
      const crossSite = await member.request("PATCH", "/api/user", { bio: "x" }, { origin: "https://evil.example" });
      expect(crossSite.statusCode).toBe(403);
      expect((await rowOf(member.id)).bio).toBeNull();
    });
  });
});
