import { displayDistanceKm, distanceBetween } from "../location";
import { DRINKING_LEVEL, SMOKING_LEVEL, asGoal, goalScore, habitCloseness } from "./tables";
import { asZodiacSign, zodiacRelation, zodiacScore } from "./zodiac";
import type { Fact, MatchScore } from "./score";
import { promptOverlap, type PromptFacts } from "./prompts";

/**
 * The explainable matching engine: a pure, deterministic scorer over two profiles. Every sub-score
 * is 0-100 and comes with the facts that produced it, so the reasons and challenges shown to members
 * are sentences built from those facts, never invented. Scores are symmetric (A with B equals B with A).
 */
export interface MatchProfile extends PromptFacts {
  name: string;
  /** null when unknown (hidden by the member's privacy switch). */
  age: number | null;
  interests: string[];
  coreValues: string[];
  relationshipGoals: string | null;
  smokingHabits: string | null;
  drinkingHabits: string | null;
  zodiacSign: string | null;
  latitude: number | null;
  longitude: number | null;
  maxDistance: number;
}

/** Weights of the overall score; zodiac's share is spread over the others when a sign is missing. */
export const WEIGHTS = { interests: 0.25, values: 0.2, goals: 0.15, lifestyle: 0.1, age: 0.1, distance: 0.1, zodiac: 0.1 } as const;
/** Each word both members used in their prompt answers adds this to the interests score. */
export const PROMPT_WORD_POINTS = 10;
/** Score used when a fact is unknown on either side: neither a plus nor a minus. */
export const UNKNOWN_SCORE = 50;

const norm = (list: string[]) => new Set(list.map((s) => s.trim().toLowerCase()).filter(Boolean));

/** Case-insensitive Jaccard overlap, plus the shared items as written by `a` (sorted, for determinism). */
export function overlap(a: string[], b: string[]): { score: number | null; shared: string[] } {
  const sa = norm(a);
  const sb = norm(b);
  if (sa.size === 0 || sb.size === 0) return { score: null, shared: [] };
  const sharedKeys = [...sa].filter((x) => sb.has(x));
  const union = new Set([...sa, ...sb]).size;
  const display = new Map<string, string>();
  for (const item of [...a, ...b]) {
    const key = item.trim().toLowerCase();
    const prev = display.get(key);
    if (prev === undefined || item.trim() < prev) display.set(key, item.trim());
  }
  return { score: Math.round((sharedKeys.length / union) * 100), shared: sharedKeys.map((k) => display.get(k)!).sort() };
}

/** Jaccard of small lists is harsh (2 of 6 shared is 33%); a gentle curve makes a few shared items count. */
const curve = (jaccard: number) => Math.round(Math.min(100, Math.sqrt(jaccard / 100) * 100));

/** 100 up to 3 years apart, then 8 points per further year, never below 0. */
export const ageFit = (a: number, b: number) => Math.max(0, Math.min(100, 100 - Math.max(0, Math.abs(a - b) - 3) * 8));

/** 100 within 5 km; falls linearly to 0 at four times the pair's average distance limit. */
export function distanceFit(km: number | null, maxDistanceA: number, maxDistanceB: number): number | null {
  if (km === null) return null;
  if (km <= 5) return 100;
  const reach = 2 * (maxDistanceA + maxDistanceB);
  return Math.max(0, Math.round(100 * (1 - km / reach)));
}

export function scoreMatch(a: MatchProfile, b: MatchProfile): MatchScore {
  const reasons: Fact[] = [];
  const challenges: Fact[] = [];
  const strengths: string[] = [];

  const interests = overlap(a.interests, b.interests);
  // Words both used in prompt answers count as interests the lists did not name (issue 33).
  const said = promptOverlap(a, b);
  const interestsBase = interests.score === null ? UNKNOWN_SCORE : curve(interests.score);
  const interestsScore = Math.min(100, interestsBase + said.words.length * PROMPT_WORD_POINTS);
  if (said.words.length > 0) reasons.push({ kind: "shared_words", items: said.words });
  if (interests.shared.length > 0) {
    reasons.push({ kind: "shared_interests", count: interests.shared.length, items: interests.shared.slice(0, 4) });
    strengths.push("Shared interests");
  } else if (interests.score !== null) challenges.push({ kind: "no_shared_interests" });

  const values = overlap(a.coreValues, b.coreValues);
  const valuesScore = values.score === null ? UNKNOWN_SCORE : curve(values.score);
  if (values.shared.length > 0) {
    reasons.push({ kind: "shared_values", items: values.shared.slice(0, 3) });
    strengths.push("Shared values");
  } else if (values.score !== null) challenges.push({ kind: "different_values" });

  const ga = asGoal(a.relationshipGoals);
  const gb = asGoal(b.relationshipGoals);
  const goals = ga && gb ? goalScore(ga, gb) : UNKNOWN_SCORE;
  if (ga && gb) {
    if (ga === gb) {
      reasons.push({ kind: "same_goal", goal: ga });
      strengths.push("Same relationship goals");
    } else if (goals >= 60) reasons.push({ kind: "goals_fit", a: ga, b: gb });
    else challenges.push({ kind: "goals_differ", a: ga, b: gb });
  }

  const habitParts: number[] = [];
  for (const [label, levels, va, vb] of [
    ["smoking", SMOKING_LEVEL, a.smokingHabits, b.smokingHabits],
    ["drinking", DRINKING_LEVEL, a.drinkingHabits, b.drinkingHabits],
  ] as const) {
    const la = va ? levels[va] : undefined;
    const lb = vb ? levels[vb] : undefined;
    if (la === undefined || lb === undefined) continue;
    const closeness = habitCloseness(la, lb);
    habitParts.push(closeness);
    if (va === vb) reasons.push({ kind: "same_habit", habit: label, value: va! });
    else if (closeness < 60) challenges.push({ kind: "habits_differ", habit: label, a: va!, b: vb! });
  }
  const lifestyle = habitParts.length ? Math.round(habitParts.reduce((s, x) => s + x, 0) / habitParts.length) : UNKNOWN_SCORE;
  if (habitParts.length === 2 && lifestyle >= 85) strengths.push("Similar lifestyle");

  const ageGap = a.age !== null && b.age !== null ? Math.abs(a.age - b.age) : null;
  const age = a.age !== null && b.age !== null ? ageFit(a.age, b.age) : UNKNOWN_SCORE;
  if (ageGap !== null && ageGap <= 3) strengths.push("Similar age");
  if (ageGap !== null && ageGap >= 10) challenges.push({ kind: "age_gap", years: ageGap });

  const km = distanceBetween(a, b);
  const distanceRaw = distanceFit(km, a.maxDistance, b.maxDistance);
  const distance = distanceRaw ?? UNKNOWN_SCORE;
  if (km !== null) {
    const shown = displayDistanceKm(km);
    if (distanceRaw !== null && distanceRaw >= 80) {
      reasons.push({ kind: "nearby", km: shown });
      strengths.push("Lives nearby");
    } else if (distanceRaw !== null && distanceRaw < 40) challenges.push({ kind: "far", km: shown });
  }

  const za = asZodiacSign(a.zodiacSign);
  const zb = asZodiacSign(b.zodiacSign);
  let zodiac: number | null = null;
  if (za && zb) {
    zodiac = zodiacScore(za, zb);
    const relation = zodiacRelation(za, zb);
    const fact: Fact = { kind: "zodiac", relation, a: za, b: zb };
    if (relation === "challenging") challenges.push(fact);
    else reasons.push(fact);
    if (relation === "same_element") strengths.push("Zodiac harmony");
  }

  const parts: [number, number][] = [
    [interestsScore, WEIGHTS.interests],
    [valuesScore, WEIGHTS.values],
    [goals, WEIGHTS.goals],
    [lifestyle, WEIGHTS.lifestyle],
    [age, WEIGHTS.age],
    [distance, WEIGHTS.distance],
  ];
  if (zodiac !== null) parts.push([zodiac, WEIGHTS.zodiac]);
  const weight = parts.reduce((s, [, w]) => s + w, 0);
  const overall = Math.round(parts.reduce((s, [v, w]) => s + v * w, 0) / weight);

  // Personality blends what people want and what they hold dear (and their signs when known);
  // communication grows with conversation starters (shared interests) and a similar age.
  const personality = Math.round(zodiac === null ? 0.55 * goals + 0.45 * valuesScore : 0.4 * goals + 0.35 * valuesScore + 0.25 * zodiac);
  const starters = Math.min(100, 40 + (interests.shared.length + said.words.length) * 20 + said.samePrompts * 10);
  const communication = Math.round(0.6 * starters + 0.4 * age);

  return {
    overall,
    interests: interestsScore,
    values: valuesScore,
    goals,
    lifestyle,
    age,
    distance,
    zodiac,
    personality,
    communication,
    reasons,
    challenges,
    strengths,
  };
}
