// Written by `npm run endpoints` (scripts/endpoints.ts) from the route table in ./routes: do not edit.
import { endpoint } from "./endpoint";
import type { routes } from "./routes/index";

type T = typeof routes;

export const endpoints = {
  health: {
    check: endpoint<T["health"]["check"]>({ method: "GET", path: "/api/health" }),
  },
  openingMoves: {
    ofMatch: endpoint<T["openingMoves"]["ofMatch"]>({ method: "GET", path: "/api/matches/:id/opening-moves" }),
  },
  premium: {
    boost: endpoint<T["premium"]["boost"]>({ method: "POST", path: "/api/premium/boost" }),
  },
  prompts: {
    list: endpoint<T["prompts"]["list"]>({ method: "GET", path: "/api/prompts" }),
  },
  promptVoice: {
    upload: endpoint<T["promptVoice"]["upload"]>({ method: "PUT", path: "/api/user/prompts/:promptId/voice" }),
    remove: endpoint<T["promptVoice"]["remove"]>({ method: "DELETE", path: "/api/user/prompts/:promptId/voice" }),
    play: endpoint<T["promptVoice"]["play"]>({ method: "GET", path: "/api/media/prompt-voices/:userId/:file", file: true }),
  },
  questions: {
    list: endpoint<T["questions"]["list"]>({ method: "GET", path: "/api/questions" }),
    myAnswers: endpoint<T["questions"]["myAnswers"]>({ method: "GET", path: "/api/questions/answers" }),
    answer: endpoint<T["questions"]["answer"]>({ method: "PUT", path: "/api/questions/:id/answer" }),
    forget: endpoint<T["questions"]["forget"]>({ method: "DELETE", path: "/api/questions/:id/answer" }),
    theirs: endpoint<T["questions"]["theirs"]>({ method: "GET", path: "/api/users/:id/questions" }),
  },
  safety: {
    decisions: endpoint<T["safety"]["decisions"]>({ method: "GET", path: "/api/moderation/safety-decisions" }),
  },
  yourTurn: {
    list: endpoint<T["yourTurn"]["list"]>({ method: "GET", path: "/api/your-turn" }),
  },
};
