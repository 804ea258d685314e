import { boostBodySchema, boostResultSchema } from "../discover";
import { route } from "./route";

export const premiumRoutes = {
  boost: route({
    method: "POST",
    path: "/api/premium/boost",
    summary: "Spend a boost: shown first nearby for a while",
    body: boostBodySchema.optional(),
    response: boostResultSchema,
    access: "member",
  }),
};
