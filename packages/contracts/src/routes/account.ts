import { deactivateAccountSchema, reactivateAccountSchema } from "../account";
import { okMessageSchema } from "../errors";
import { route } from "./route";

/** Account lifecycle: deactivate (30-day grace) and reactivate. */
export const accountRoutes = {
  deactivate: route({ method: "POST", path: "/api/account/deactivate", body: deactivateAccountSchema, response: okMessageSchema, access: "member" }),
  reactivate: route({ method: "POST", path: "/api/account/reactivate", body: reactivateAccountSchema, response: okMessageSchema, access: "public" }),
};
