import { currentUserSchema, sessionSchema, updateUserSchema } from "../user";
import { route } from "./route";

/** The signed-in member's own account. */
export const usersRoutes = {
  me: route({ method: "GET", path: "/api/user", summary: "The signed-in member's own account and profile", response: currentUserSchema, access: "session" }),
  session: route({
    method: "GET",
    path: "/api/session",
    summary: "The signed-in member, or null when signed out",
    response: sessionSchema,
    access: "optional",
  }),
  update: route({
    method: "PATCH",
    path: "/api/user",
    summary: "Update the signed-in member's account, language and digits, and discovery settings",
    body: updateUserSchema,
    response: currentUserSchema,
    access: "member",
  }),
};
