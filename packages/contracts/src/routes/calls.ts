import { callConfigSchema } from "../calls";
import { route } from "./route";

/** Voice and video calls in a match. */
export const callsRoutes = {
  config: route({ method: "GET", path: "/api/calls/config", response: callConfigSchema, access: "member" }),
};
