/** What other features use of questions that match (docs/questions.md). */
export { matchPercents, sideOf } from "./service";
export { questionMatch } from "./percent";
export { questionFacts } from "./explain";
export { mandatoryFilterSql, mandatoryParam } from "./deck-filter";
export { pageVectors } from "./repo";
