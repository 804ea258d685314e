import { healthRoutes } from "./health";
import { openingMovesRoutes } from "./opening-moves";
import { premiumRoutes } from "./premium";
import { promptsRoutes, promptVoiceRoutes } from "./prompts";
import { questionsRoutes } from "./questions";
import { safetyRoutes } from "./safety";
import { yourTurnRoutes } from "./your-turn";

export * from "./route";

/**
 * Every HTTP operation of the API, by feature (one file each in this folder). The server mounts
 * them all (apps/server/src/openapi/route-table.test.ts fails on a route missing from either side).
 */
export const routes = {
  health: healthRoutes,
  openingMoves: openingMovesRoutes,
  premium: premiumRoutes,
  prompts: promptsRoutes,
  promptVoice: promptVoiceRoutes,
  questions: questionsRoutes,
  safety: safetyRoutes,
  yourTurn: yourTurnRoutes,
};
