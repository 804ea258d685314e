/** What other features use of questions, Opening Moves and Your Turn. */
export { QuestionsCard, MatchPercentBadge } from "./QuestionsCard";
export { YourTurnNotice, VisitingBadge } from "./YourTurnNotice";
export { OpeningMovesCard, OpeningMovesList } from "./OpeningMoves";
export { TheirAnswers } from "./TheirAnswers";
export { useCitySearch, useSetTravel, useTravel } from "./queries";
