import { SCORE_EXCELLENT, SCORE_FAIR, SCORE_GOOD } from "@ulfa/contracts/constants";

/** Score colours and labels. */
export const scoreColor = (score: number) => (score >= SCORE_EXCELLENT ? "text-emerald-600" : score >= SCORE_GOOD ? "text-amber-700" : "text-red-600");
export const scoreBar = (score: number) => (score >= SCORE_EXCELLENT ? "bg-emerald-500" : score >= SCORE_GOOD ? "bg-amber-400" : "bg-red-500");
export const scoreLabelKey = (score: number) =>
  score >= SCORE_EXCELLENT ? "score.excellent" : score >= SCORE_GOOD ? "score.good" : score >= SCORE_FAIR ? "score.fair" : "score.poor";
