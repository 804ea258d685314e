import type { FastifyPluginAsync } from "fastify";
import { routes } from "@ulfa/contracts";
import { mount } from "../auth";
import { AppError } from "../platform/errors";
import { audit } from "../staff";
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { archivePath, backupStatus, startManualBackup } from "./schedule";

/** Admins see how the scheduled backups go, and can ask for one now (registered under /api). */
export const backupRoutes: FastifyPluginAsync = async (app) => {
  mount(app, routes.backup.list, async () => backupStatus(app.deps));

  mount(app, routes.backup.create, async (request, reply) => {
    if (!app.deps.config.backup) throw new AppError(409, "CONFLICT", "Backups are off: set BACKUP_DIR to turn them on.");
    if (!startManualBackup(app.deps, request.user)) throw new AppError(409, "CONFLICT", "A backup is already being written; wait for it to finish.");
    return reply.code(202).send(await backupStatus(app.deps));
  });

  // An archive holds every member's data: admins only, names from the listing only, never a path.
  mount(app, routes.backup.download, async (request, reply) => {
    const file = archivePath(app.deps, request.params.name);
    const info = file ? await stat(file).catch(() => null) : null;
    if (!file || !info?.isFile()) throw new AppError(404, "NOT_FOUND", "No such backup archive.");
    await audit(app.deps, request.user.id, "backup.download", null, { name: request.params.name });
    return reply
      .header("content-type", "application/x-tar")
      .header("content-length", info.size)
      .header("content-disposition", `attachment; filename="${request.params.name}"`)
      .header("cache-control", "no-store")
      .send(createReadStream(file));
  });
};
