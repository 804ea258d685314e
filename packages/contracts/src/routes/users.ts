import { currentUserSchema, sessionSchema, updateUserSchema } from "../user";
import { route } from "./route";

/** The signed-in member's own account. */
export const usersRoutes = {
  me: route({ method: "GET", path: "/api/user", response: currentUserSchema, access: "session" }),
  session: route({ method: "GET", path: "/api/session", response: sessionSchema, access: "optional" }),
  update: route({ method: "PATCH", path: "/api/user", body: updateUserSchema, response: currentUserSchema, access: "member" }),
};
