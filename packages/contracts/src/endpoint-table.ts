// Written by `npm run endpoints` (scripts/endpoints.ts) from the route table in ./routes: do not edit.
export const endpointTable = {
  health: {
    check: { method: "GET", path: "/api/health" },
  },
  openingMoves: {
    ofMatch: { method: "GET", path: "/api/matches/:id/opening-moves" },
  },
  premium: {
    boost: { method: "POST", path: "/api/premium/boost" },
  },
  prompts: {
    list: { method: "GET", path: "/api/prompts" },
  },
  promptVoice: {
    upload: { method: "PUT", path: "/api/user/prompts/:promptId/voice" },
    remove: { method: "DELETE", path: "/api/user/prompts/:promptId/voice" },
    play: { method: "GET", path: "/api/media/prompt-voices/:userId/:file", file: true },
  },
  questions: {
    list: { method: "GET", path: "/api/questions" },
    myAnswers: { method: "GET", path: "/api/questions/answers" },
    answer: { method: "PUT", path: "/api/questions/:id/answer" },
    forget: { method: "DELETE", path: "/api/questions/:id/answer" },
    theirs: { method: "GET", path: "/api/users/:id/questions" },
  },
  safety: {
    decisions: { method: "GET", path: "/api/moderation/safety-decisions" },
  },
  yourTurn: {
    list: { method: "GET", path: "/api/your-turn" },
  },
} as const;
