import { yourTurnSchema } from "../questions";
import { route } from "./route";

export const yourTurnRoutes = {
  list: route({
    method: "GET",
    path: "/api/your-turn",
    summary: "Conversations waiting on the member's reply (Your Turn)",
    response: yourTurnSchema,
    access: "member",
  }),
};
