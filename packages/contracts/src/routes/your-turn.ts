import { yourTurnSchema } from "../questions";
import { route } from "./route";

export const yourTurnRoutes = {
  list: route({ method: "GET", path: "/api/your-turn", response: yourTurnSchema, access: "member" }),
};
