/** Lookup tables of the matching engine. Every table is symmetric: score(a, b) === score(b, a). */

export const RELATIONSHIP_GOALS = ["casual", "serious", "marriage", "friendship", "figuring_out"] as const;
export type RelationshipGoal = (typeof RELATIONSHIP_GOALS)[number];

const GOAL_PAIRS: Record<string, number> = {
  "serious:marriage": 85,
  "casual:figuring_out": 75,
  "friendship:figuring_out": 65,
  "serious:figuring_out": 60,
  "casual:friendship": 60,
  "marriage:figuring_out": 45,
  "friendship:serious": 40,
  "casual:serious": 35,
  "friendship:marriage": 30,
  "casual:marriage": 20,
};

export const GOAL_LABELS: Record<RelationshipGoal, string> = {
  casual: "something casual",
  serious: "a serious relationship",
  marriage: "marriage",
  friendship: "friendship",
  figuring_out: "still figuring it out",
};

export const asGoal = (v: string | null | undefined): RelationshipGoal | null =>
  v && (RELATIONSHIP_GOALS as readonly string[]).includes(v) ? (v as RelationshipGoal) : null;

export function goalScore(a: RelationshipGoal, b: RelationshipGoal): number {
  if (a === b) return 100;
  return GOAL_PAIRS[`${a}:${b}`] ?? GOAL_PAIRS[`${b}:${a}`] ?? 50;
}

/** How much someone smokes or drinks, on one scale, so habits can be compared by closeness. */
export const SMOKING_LEVEL: Record<string, number> = { never: 0, trying_to_quit: 1, socially: 1.5, regularly: 3 };
export const DRINKING_LEVEL: Record<string, number> = { never: 0, occasionally: 1, socially: 1.5, regularly: 3 };
export const HABIT_LABELS: Record<string, string> = {
  never: "never",
  trying_to_quit: "trying to quit",
  socially: "socially",
  occasionally: "occasionally",
  regularly: "regularly",
};

/** 100 for the same habit, down to 10 for never vs regularly. */
export const habitCloseness = (a: number, b: number): number => Math.max(10, Math.round(100 - Math.abs(a - b) * 30));
