/** What other folders use of prompts/: they import it from here, never an inner file (apps/web/src/app/boundaries.test.ts). */
export { promptVoiceRoutes } from "./voice-routes";
export { ownPrompts, promptVoiceFields, replacePromptAnswers } from "./voice";
