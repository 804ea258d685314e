// Written by `npm run endpoints` (scripts/endpoints.ts) from the route table in ./routes: do not edit.
export const endpointTable = {
  questions: {
    list: { method: "GET", path: "/api/questions" },
    myAnswers: { method: "GET", path: "/api/questions/answers" },
    answer: { method: "PUT", path: "/api/questions/:id/answer" },
    forget: { method: "DELETE", path: "/api/questions/:id/answer" },
    theirs: { method: "GET", path: "/api/users/:id/questions" },
  },
} as const;
