import { deactivateAccountSchema, reactivateAccountSchema } from "../account";
import { okMessageSchema } from "../errors";
import { route } from "./route";

/** Account lifecycle: deactivate (30-day grace) and reactivate. */
export const accountRoutes = {
  deactivate: route({
    method: "POST",
    path: "/api/account/deactivate",
    summary: "Deactivate the account (deleted after the grace period)",
    body: deactivateAccountSchema,
    response: okMessageSchema,
    access: "member",
  }),
  reactivate: route({
    method: "POST",
    path: "/api/account/reactivate",
    summary: "Reactivate a deactivated account within the grace period",
    body: reactivateAccountSchema,
    response: okMessageSchema,
    access: "public",
  }),
};
