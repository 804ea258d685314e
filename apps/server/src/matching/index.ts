/** What other folders use of matching/: they import it from here, never an inner file (apps/web/src/app/boundaries.test.ts). */
export { type MatchProfile, scoreMatch } from "./engine";
export { phraseExplanation } from "./phrase";
export { type MatchScore } from "./score";
export { describeScore } from "./text";
