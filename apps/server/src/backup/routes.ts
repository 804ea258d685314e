import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { backupStatusSchema } from "@ulfa/contracts";
import { requireAdmin } from "../auth/session";
import { AppError } from "../platform/errors";
import { backupNow, backupStatus } from "./schedule";

/** Admins see how the scheduled backups go, and can ask for one now (registered under /api). */
export const backupRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.get("/admin/backups", { preHandler: requireAdmin, schema: { response: { 200: backupStatusSchema } } }, async () => backupStatus(app.deps));

  app.post("/admin/backups", { preHandler: requireAdmin, schema: { response: { 200: backupStatusSchema } } }, async () => {
    if (!app.deps.config.backup) throw new AppError(409, "CONFLICT", "Backups are off: set BACKUP_DIR to turn them on.");
    try {
      await backupNow(app.deps, { manual: true });
    } catch (err) {
      throw new AppError(503, "SERVICE_UNAVAILABLE", `The backup failed: ${(err as Error).message}`);
    }
    return backupStatus(app.deps);
  });
};
