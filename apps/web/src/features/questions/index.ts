/** What other features use of questions, Opening Moves and Your Turn. */
export { QuestionsCard, MatchPercentBadge, QuestionList } from "./QuestionsCard";
export { useMyAnswers, useQuestionBank } from "./queries";
export { YourTurnNotice, VisitingBadge } from "./YourTurnNotice";
export { OpeningMovesCard, OpeningMovesList } from "./OpeningMoves";
export { TheirAnswers } from "./TheirAnswers";
export { questionKeys, useCitySearch, useSetTravel, useTravel } from "./queries";
