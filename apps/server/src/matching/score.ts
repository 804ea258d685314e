import type { RelationshipGoal } from "./tables";
import type { ZodiacRelation, ZodiacSign } from "./zodiac";

// The engine's answer and its facts, apart from both: engine.ts computes them, text.ts turns the facts
// into sentences, so neither imports the other.

/** One fact the engine found; text.ts turns it into a sentence in the reader's language. */
export type Fact =
  | { kind: "shared_interests"; count: number; items: string[] }
  | { kind: "no_shared_interests" }
  | { kind: "shared_words"; items: string[] }
  | { kind: "shared_values"; items: string[] }
  | { kind: "different_values" }
  | { kind: "same_goal"; goal: RelationshipGoal }
  | { kind: "goals_fit"; a: RelationshipGoal; b: RelationshipGoal }
  | { kind: "goals_differ"; a: RelationshipGoal; b: RelationshipGoal }
  | { kind: "same_habit"; habit: "smoking" | "drinking"; value: string }
  | { kind: "habits_differ"; habit: "smoking" | "drinking"; a: string; b: string }
  | { kind: "age_gap"; years: number }
  | { kind: "nearby"; km: number }
  | { kind: "far"; km: number }
  | { kind: "zodiac"; relation: ZodiacRelation; a: ZodiacSign; b: ZodiacSign };

/** A pair's compatibility: the overall score, each part, and the facts behind it. */
export interface MatchScore {
  overall: number;
  interests: number;
  values: number;
  goals: number;
  lifestyle: number;
  age: number;
  distance: number;
  zodiac: number | null;
  personality: number;
  communication: number;
  /** Facts in favour and against, turned into sentences by text.ts in the reader's language. */
  reasons: Fact[];
  challenges: Fact[];
  /** Short tags (English keys; the web translates them). */
  strengths: string[];
}
