import { matchIdParamsSchema } from "../matches";
import { matchOpeningMovesSchema } from "../questions";
import { route } from "./route";

export const openingMovesRoutes = {
  ofMatch: route({
    method: "GET",
    path: "/api/matches/:id/opening-moves",
    summary: "The other member's Opening Moves in a match",
    params: matchIdParamsSchema,
    response: matchOpeningMovesSchema,
    access: "member",
  }),
};
