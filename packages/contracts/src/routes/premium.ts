import { boostBodySchema, boostResultSchema } from "../discover";
import { route } from "./route";

export const premiumRoutes = {
  boost: route({ method: "POST", path: "/api/premium/boost", body: boostBodySchema.optional(), response: boostResultSchema, access: "member" }),
};
