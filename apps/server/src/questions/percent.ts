import { QUESTION_IMPORTANCE_WEIGHTS, QUESTION_MATCH_MIN_COMMON } from "@ulfa/contracts";
import type { StoredAnswer } from "../db/schema";
import { isFaithQuestion, QUESTION_BY_ID } from "./bank";

/** One member's answers as matching reads them: faith answers count only while the member shows their faith. */
export interface AnswerSide {
  answers: Record<string, StoredAnswer>;
  showFaith: boolean;
}

export interface QuestionMatch {
  /** 0-100, or null below QUESTION_MATCH_MIN_COMMON questions in common. */
  percent: number | null;
  /** Questions both answered (and may be matched on), in bank order. */
  common: string[];
  /** A mandatory answer of either side is outside what the other accepts. */
  mandatoryMiss: boolean;
}

/** The answers a side may be matched on: known questions, faith ones only when shown (docs/privacy.md). */
function usable(side: AnswerSide, id: string): StoredAnswer | undefined {
  if (!QUESTION_BY_ID.has(id)) return undefined;
  if (!side.showFaith && isFaithQuestion(id)) return undefined;
  return side.answers[id];
}

/**
 * How well `other`'s answers satisfy `judge` (0-1): the importance weights of the common questions
 * where other's answer is one judge accepts, over the weights of all common questions. Nothing that
 * matters to judge (every common question irrelevant) is no dissatisfaction: 1.
 */
export function satisfaction(judge: AnswerSide, other: AnswerSide, common: string[]): number {
  let earned = 0;
  let possible = 0;
  for (const id of common) {
    const mine = judge.answers[id];
    const weight = QUESTION_IMPORTANCE_WEIGHTS[mine.i];
    possible += weight;
    if (mine.a.includes(other.answers[id].c)) earned += weight;
  }
  return possible === 0 ? 1 : earned / possible;
}

const missesMandatory = (judge: AnswerSide, other: AnswerSide, common: string[]) =>
  common.some((id) => judge.answers[id].i === "mandatory" && !judge.answers[id].a.includes(other.answers[id].c));

/**
 * OkCupid's published match percentage: the geometric mean of both sides' satisfaction, less a
 * margin of error of 1/n for n questions in common (few questions cannot prove a high match), never
 * below 0. A mandatory answer outside what the other accepts makes it 0: that member is a dealbreaker.
 */
/** Each bank question's place in the bank, to put a side's answers in bank order. */
const BANK_ORDER = new Map([...QUESTION_BY_ID.keys()].map((id, i) => [id, i]));

export function questionMatch(a: AnswerSide, b: AnswerSide): QuestionMatch {
  // From a's own answers (a few), not the whole bank: a deck page asks this for every card.
  const common = Object.keys(a.answers)
    .filter((id) => usable(a, id) && usable(b, id))
    .sort((x, y) => BANK_ORDER.get(x)! - BANK_ORDER.get(y)!);
  const mandatoryMiss = missesMandatory(a, b, common) || missesMandatory(b, a, common);
  if (common.length < QUESTION_MATCH_MIN_COMMON) return { percent: null, common, mandatoryMiss };
  if (mandatoryMiss) return { percent: 0, common, mandatoryMiss };
  const mean = Math.sqrt(satisfaction(a, b, common) * satisfaction(b, a, common));
  const percent = Math.round(Math.max(0, mean - 1 / common.length) * 100);
  return { percent, common, mandatoryMiss };
}
