import { describe, expect, it } from "vitest";
import { ageFit, distanceFit, overlap, scoreMatch, type MatchProfile } from "./engine";
import { ZODIAC_SIGNS, elementOf, zodiacRelation, zodiacScore } from "./zodiac";
import { RELATIONSHIP_GOALS, goalScore } from "./tables";
import { describeScore } from "./text";

const base: MatchProfile = {
  name: "Sam",
  age: 30,
  interests: [],
  coreValues: [],
  relationshipGoals: null,
  smokingHabits: null,
  drinkingHabits: null,
  zodiacSign: null,
  latitude: null,
  longitude: null,
  maxDistance: 50,
};
const p = (over: Partial<MatchProfile>): MatchProfile => ({ ...base, ...over });

describe("matching engine", () => {
  it("measures interest overlap case-insensitively (Jaccard)", () => {
    expect(overlap(["Travel", "music"], ["MUSIC", "travel"]).score).toBe(100);
    const o = overlap(["Travel", "Music", "Art"], ["music", "Cooking"]);
    expect(o.score).toBe(25);
    expect(o.shared).toEqual(["Music"]);
    expect(overlap([], ["x"]).score).toBeNull();
  });

  it("is deterministic and symmetric", () => {
    const a = p({ name: "A", age: 28, interests: ["Travel", "Music", "Art"], coreValues: ["Honesty", "Family"], relationshipGoals: "serious", smokingHabits: "never", drinkingHabits: "socially", zodiacSign: "leo", latitude: 51.505, longitude: -0.125 });
    const b = p({ name: "B", age: 33, interests: ["music", "cooking"], coreValues: ["family"], relationshipGoals: "marriage", smokingHabits: "regularly", drinkingHabits: "never", zodiacSign: "aquarius", latitude: 51.605, longitude: -0.225, maxDistance: 20 });
    const ab = scoreMatch(a, b);
    const ba = scoreMatch(b, a);
    expect(scoreMatch(a, b)).toEqual(ab);
    for (const key of ["overall", "interests", "values", "goals", "lifestyle", "age", "distance", "zodiac", "personality", "communication"] as const) {
      expect(ab[key]).toBe(ba[key]);
    }
    for (const v of [ab.overall, ab.interests, ab.values, ab.goals, ab.lifestyle, ab.age, ab.distance, ab.personality, ab.communication]) {
      expect(v).toBeGreaterThanOrEqual(0);
      expect(v).toBeLessThanOrEqual(100);
    }
  });

  it("explains itself with sentences built from the facts", () => {
    const a = p({ interests: ["Travel", "Music"], coreValues: ["Honesty"], relationshipGoals: "serious", zodiacSign: "aries", smokingHabits: "never" });
    const b = p({ name: "Lina", interests: ["travel"], coreValues: ["honesty"], relationshipGoals: "serious", zodiacSign: "leo", smokingHabits: "regularly" });
    const score = scoreMatch(a, b);
    const s = { ...describeScore(score, "Lina", "en"), strengths: score.strengths };
    expect(s.reasons).toContain("You share an interest: Travel.");
    expect(s.reasons).toContain("You both value Honesty.");
    expect(s.reasons).toContain("You are both looking for a serious relationship.");
    expect(s.reasons).toContain("Aries and Leo are both fire signs, a classic match.");
    expect(s.challenges).toContain("Different smoking habits: never and regularly.");
    expect(s.strengths).toEqual(expect.arrayContaining(["Shared interests", "Shared values", "Same relationship goals", "Zodiac harmony"]));
    expect(s.explanation).toMatch(/^You and Lina are an? \w+ match \(\d+%\)\./);
  });

  it("ranks a like-minded neighbour above a stranger far away", () => {
    const me = p({ interests: ["Travel", "Music", "Art"], coreValues: ["Family", "Kindness"], relationshipGoals: "serious", latitude: 30.045, longitude: 31.235 });
    const close = p({ interests: ["travel", "music"], coreValues: ["family"], relationshipGoals: "marriage", latitude: 30.055, longitude: 31.245 });
    const far = p({ age: 50, interests: ["Gaming"], coreValues: ["Success"], relationshipGoals: "casual", latitude: 40.0, longitude: -74.0 });
    expect(scoreMatch(me, close).overall).toBeGreaterThan(scoreMatch(me, far).overall);
    expect(scoreMatch(me, far).challenges.length).toBeGreaterThan(0);
  });

  it("speaks Arabic too, from the same facts", () => {
    const a = p({ interests: ["Travel"], relationshipGoals: "serious", zodiacSign: "aries" });
    const b = p({ interests: ["travel"], relationshipGoals: "serious", zodiacSign: "leo" });
    const text = describeScore(scoreMatch(a, b), "لينا", "ar");
    expect(text.reasons).toContain("كلاكما يبحث عن علاقة جادة.");
    expect(text.reasons).toContain("الحمل والأسد من أبراج النار، وهذا توافق كلاسيكي.");
    expect(text.explanation).toMatch(/^التوافق بينك وبين لينا/);
    // One percent sign, the one Intl writes for Arabic with Western digits (as the app shows the score).
    const overall = scoreMatch(a, b).overall;
    expect(text.explanation).toContain(`(${new Intl.NumberFormat("ar", { style: "percent", numberingSystem: "latn" }).format(overall / 100)})`);
    expect(text.explanation).not.toContain("٪");
    expect(describeScore(scoreMatch(a, b), "Lina", "en").reasons.length).toBe(text.reasons.length);
  });

  it("leaves zodiac out of the score when a sign is unknown", () => {
    const s = scoreMatch(p({ zodiacSign: "leo" }), p({ zodiacSign: null }));
    expect(s.zodiac).toBeNull();
  });

  it("fits ages and distances on clear curves", () => {
    expect(ageFit(30, 33)).toBe(100);
    expect(ageFit(30, 40)).toBe(44);
    expect(ageFit(20, 80)).toBe(0);
    expect(distanceFit(null, 50, 50)).toBeNull();
    expect(distanceFit(3, 50, 50)).toBe(100);
    expect(distanceFit(100, 50, 50)).toBe(50);
    expect(distanceFit(500, 50, 50)).toBe(0);
  });
});

describe("zodiac table", () => {
  it("assigns the classical elements", () => {
    expect(["aries", "leo", "sagittarius"].map((s) => elementOf(s as never))).toEqual(["fire", "fire", "fire"]);
    expect(["taurus", "virgo", "capricorn"].map((s) => elementOf(s as never))).toEqual(["earth", "earth", "earth"]);
    expect(["gemini", "libra", "aquarius"].map((s) => elementOf(s as never))).toEqual(["air", "air", "air"]);
    expect(["cancer", "scorpio", "pisces"].map((s) => elementOf(s as never))).toEqual(["water", "water", "water"]);
  });

  it("knows the classical pairs", () => {
    expect(zodiacRelation("aries", "libra")).toBe("opposite");
    expect(zodiacRelation("taurus", "scorpio")).toBe("opposite");
    expect(zodiacRelation("leo", "sagittarius")).toBe("same_element");
    expect(zodiacRelation("gemini", "leo")).toBe("complementary");
    expect(zodiacRelation("cancer", "virgo")).toBe("complementary");
    expect(zodiacRelation("aries", "cancer")).toBe("challenging");
    expect(zodiacRelation("virgo", "virgo")).toBe("same_sign");
    expect(zodiacScore("leo", "sagittarius")).toBeGreaterThan(zodiacScore("aries", "cancer"));
  });

  it("is symmetric for every pair of signs and goals", () => {
    for (const a of ZODIAC_SIGNS) for (const b of ZODIAC_SIGNS) expect(zodiacScore(a, b)).toBe(zodiacScore(b, a));
    for (const a of RELATIONSHIP_GOALS) for (const b of RELATIONSHIP_GOALS) expect(goalScore(a, b)).toBe(goalScore(b, a));
  });

  it("counts words both members used in their prompt answers, in English and Arabic", () => {
    const a = p({ prompts: [{ promptId: "perfect_weekend", answer: "Hiking in the mountains, then coffee with my family" }] });
    const b = p({ prompts: [{ promptId: "perfect_weekend", answer: "Coffee and a long hike in the MOUNTAINS" }] });
    const plain = scoreMatch(p({}), p({}));
    const score = scoreMatch(a, b);
    expect(score.interests).toBeGreaterThan(plain.interests);
    expect(score.communication).toBeGreaterThan(plain.communication);
    expect(score.reasons).toContainEqual({ kind: "shared_words", items: ["coffee", "mountains"] });
    expect(scoreMatch(b, a).overall).toBe(score.overall);
    const arA = p({ prompts: [{ promptId: "family_means", answer: "العائلةُ هي كلّ شيء" }] });
    const arB = p({ prompts: [{ promptId: "future_home", answer: "بيت تملؤه العائلة" }] });
    expect(scoreMatch(arA, arB).reasons).toContainEqual({ kind: "shared_words", items: ["العائلة"] });
    expect(describeScore(scoreMatch(arA, arB), "Lina", "ar").reasons.join(" ")).toContain("«العائلة»");
  });
});
