import { googleCallbackQuerySchema, googleStartQuerySchema } from "../auth";
import { redirect, route } from "./route";

/** Signing in with Google (OpenID Connect): the browser navigates, these answer redirects. */
export const googleRoutes = {
  start: route({
    method: "GET",
    path: "/api/auth/google",
    summary: "Start signing in with Google (redirect)",
    query: googleStartQuerySchema,
    response: redirect,
    access: "public",
  }),
  callback: route({
    method: "GET",
    path: "/api/auth/google/callback",
    summary: "Google's redirect back after sign-in",
    query: googleCallbackQuerySchema,
    response: redirect,
    access: "public",
  }),
};
