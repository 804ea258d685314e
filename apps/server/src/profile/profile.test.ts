import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MEMBER_FIELD_NAMES, memberFieldStorage, SUGGESTED_CORE_VALUES, SUGGESTED_INTERESTS, ZODIAC_SIGNS } from "@ulfa/contracts";
import { matches, swipes } from "../db/schema";
import { anonymous, createMember, createTestApp, testDbKind, type TestApp } from "../../test/harness";

/**
 * Every member field not given: null, [] for a list, false for a switch (contracts member-fields.ts;
 * a field added to the registry is expected here as it comes).
 */
const NOTHING_GIVEN = { list: [], boolean: false, integer: null, text: null } as const;
const EMPTY_PROFILE = Object.fromEntries(MEMBER_FIELD_NAMES.map((name) => [name, NOTHING_GIVEN[memberFieldStorage(name)]]));

describe(`enhanced profile and stats (${testDbKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("answers an empty profile with nulls and empty lists", async () => {
    const member = await createMember(t);
    const res = await member.request("GET", "/api/profile");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      occupation: null,
      zodiacSign: null,
      relationshipGoals: null,
      smokingHabits: null,
      drinkingHabits: null,
      interests: [],
      coreValues: [],
      ...EMPTY_PROFILE,
    });
  });

  it("saves every field, trims and de-duplicates the lists case-insensitively", async () => {
    const member = await createMember(t);
    const res = await member.request("POST", "/api/profile", {
      occupation: "  Architect ",
      educationLevel: "masters",
      zodiacSign: "Leo",
      heightCm: 175,
      relationshipGoals: "marriage",
      smokingHabits: "never",
      drinkingHabits: "occasionally",
      interests: [" Travel", "travel", "Cooking ", "", "COOKING", "Calligraphy"],
      coreValues: ["Honesty", "honesty ", "Family"],
    });
    expect(res.statusCode).toBe(200);
    const expected = {
      ...EMPTY_PROFILE,
      occupation: "Architect",
      zodiacSign: "leo",
      relationshipGoals: "marriage",
      smokingHabits: "never",
      drinkingHabits: "occasionally",
      interests: ["Travel", "Cooking", "Calligraphy"],
      coreValues: ["Honesty", "Family"],
      educationLevel: "masters",
      heightCm: 175,
    };
    expect(res.json()).toEqual(expected);
    expect((await member.request("GET", "/api/profile")).json()).toEqual(expected);
    expect((await member.request("GET", "/api/user")).json().interests).toEqual(expected.interests);

    // Partial update: only what is sent changes; null and "" clear.
    const partial = await member.request("POST", "/api/profile", { occupation: "", zodiacSign: null, coreValues: [] });
    expect(partial.json()).toEqual({ ...expected, occupation: null, zodiacSign: null, coreValues: [] });
  });

  it("rejects values outside the enums and over-long text", async () => {
    const member = await createMember(t);
    const bad = [
      { zodiacSign: "ophiuchus" },
      { relationshipGoals: "situationship" },
      { smokingHabits: "sometimes" },
      { drinkingHabits: "always" },
      { occupation: "x".repeat(101) },
      { heightCm: 300 },
      // The free-text height and education were retired (migration 0032): their structured fields replace them.
      { height: "180 cm" },
      { education: "Bachelor's" },
      { interests: ["x".repeat(41)] },
      { interests: "Travel" },
      { coreValues: Array.from({ length: 13 }, (_, i) => `Value ${i}`) },
    ];
    for (const body of bad) {
      const res = await member.request("POST", "/api/profile", body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
    expect((await member.request("GET", "/api/profile")).json().zodiacSign).toBeNull();
  });

  it("PATCH saves a subset of the fields across sections at once, in one spelling", async () => {
    const member = await createMember(t);
    const res = await member.request("PATCH", "/api/profile", {
      occupation: "Nurse",
      heightCm: 168,
      educationLevel: "bachelors",
      relationshipGoals: "marriage",
      marriageTimeline: "within_a_year",
      religion: "islam",
      sect: "sunni",
      showFaith: true,
      hasChildren: "no",
      languages: ["ar", "en"],
      nationality: "eg",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ occupation: "Nurse", heightCm: 168, educationLevel: "bachelors", marriageTimeline: "within_a_year", sect: "sunni", nationality: "EG" });
    const again = await member.request("PATCH", "/api/profile", { occupation: null, heightCm: null });
    expect(again.json()).toMatchObject({ occupation: null, heightCm: null, educationLevel: "bachelors", sect: "sunni" });
    expect((await member.request("GET", "/api/profile")).json()).toEqual(again.json());
  });

  it("PATCH answers 400 naming the field it refuses, and saves nothing of that request", async () => {
    const member = await createMember(t, { occupation: "Pilot" });
    for (const [body, field] of [
      [{ occupation: "Baker", heightCm: 90 }, "height"],
      [{ occupation: "Baker", educationLevel: "kindergarten" }, "education level"],
      [{ occupation: "Baker", languages: ["ar", "ar"] }, "language"],
      [{ occupation: "Baker", height: "180 cm" }, "height"],
    ] as const) {
      const res = await member.request("PATCH", "/api/profile", body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      // The message names the field in words a member reads ("Height must be at least 120 cm").
      expect(res.json().message.toLowerCase(), JSON.stringify(body)).toContain(field);
    }
    const sect = await member.request("PATCH", "/api/profile", { religion: "christianity", sect: "sunni" });
    expect(sect.statusCode).toBe(400);
    expect(sect.json().message).toContain("sect");
    expect((await member.request("GET", "/api/profile")).json()).toMatchObject({ occupation: "Pilot", heightCm: null, religion: null });
    expect((await anonymous(t, "PATCH", "/api/profile", { occupation: "x" })).statusCode).toBe(401);
  });

  it("exports the 12 signs and the suggested lists", () => {
    expect(ZODIAC_SIGNS).toHaveLength(12);
    expect(SUGGESTED_INTERESTS).toContain("Photography");
    expect(SUGGESTED_CORE_VALUES).toContain("Kindness");
  });

  it("is private: anonymous 401, and a member only ever reads and writes their own", async () => {
    expect((await anonymous(t, "GET", "/api/profile")).statusCode).toBe(401);
    expect((await anonymous(t, "POST", "/api/profile", { occupation: "x" })).statusCode).toBe(401);
    expect((await anonymous(t, "GET", "/api/profile-stats")).statusCode).toBe(401);
    const a = await createMember(t, { occupation: "Pilot" });
    const b = await createMember(t, { occupation: "Chef" });
    // There is no way to name another member: a body that tries is refused, and nothing changes.
    const aimed = await a.request("PATCH", "/api/profile", { occupation: "Doctor", userId: b.id });
    expect(aimed.statusCode).toBe(400);
    expect(aimed.json().message).toContain("userId");
    await a.request("PATCH", "/api/profile", { occupation: "Doctor" });
    expect((await b.request("GET", "/api/profile")).json().occupation).toBe("Chef");
    expect((await a.request("GET", "/api/profile")).json().occupation).toBe("Doctor");
  });

  it("counts likes, super likes and matches received", async () => {
    const me = await createMember(t);
    const [x, y, z] = [await createMember(t), await createMember(t), await createMember(t)];
    const db = t.app.deps.db;
    await db.insert(swipes).values([
      { fromUserId: x.id, toUserId: me.id, isLike: true, isSuperLike: false },
      { fromUserId: y.id, toUserId: me.id, isLike: true, isSuperLike: true },
      { fromUserId: z.id, toUserId: me.id, isLike: false, isSuperLike: false },
      { fromUserId: me.id, toUserId: x.id, isLike: true, isSuperLike: false },
      { fromUserId: x.id, toUserId: y.id, isLike: true, isSuperLike: true },
    ]);
    await db.insert(matches).values({ userAId: Math.min(me.id, x.id), userBId: Math.max(me.id, x.id) });
    const res = await me.request("GET", "/api/profile-stats");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ likesReceived: 2, totalMatches: 1, superLikesReceived: 1 });
    expect((await z.request("GET", "/api/profile-stats")).json()).toEqual({ likesReceived: 0, totalMatches: 0, superLikesReceived: 0 });
  });
});
