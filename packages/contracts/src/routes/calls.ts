import { callConfigSchema } from "../calls";
import { route } from "./route";

/** Voice and video calls in a match. */
export const callsRoutes = {
  config: route({ method: "GET", path: "/api/calls/config", summary: "ICE servers for voice and video calls", response: callConfigSchema, access: "member" }),
};
