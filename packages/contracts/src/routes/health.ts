import { healthSchema } from "../health";
import { route } from "./route";

export const healthRoutes = {
  /** 200 ok or degraded; 503 unavailable while the database is down (same body shape). */
  check: route({
    method: "GET",
    path: "/api/health",
    summary: "Liveness and readiness of the server and its database",
    response: healthSchema,
    access: "public",
  }),
};
