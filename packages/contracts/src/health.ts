import { z } from "zod";

/** GET /api/health: ok, degraded (optional dependencies down) or, with 503, unavailable (the database). */
export const healthSchema = z.object({
  status: z.enum(["ok", "degraded", "unavailable"]),
  down: z.array(z.string()).optional(),
});
