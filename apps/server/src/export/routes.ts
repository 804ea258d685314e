import type { FastifyPluginAsync } from "fastify";
import { mount } from "../auth";
import { routes } from "@ulfa/contracts";
import { rateLimit } from "../platform/rate-limit";
import { exportMemberData } from "./service";

/** GET /api/account/export: the signed-in member's own data as a ZIP download (issue 10). */
export const exportRoutes: FastifyPluginAsync = async (app) => {
  mount(app, routes.export.download, { config: rateLimit(app.deps.config, "dataExport") }, async (request, reply) => {
    const { filename, zip } = await exportMemberData(app.deps, request.user);
    return reply
      .header("Content-Type", "application/zip")
      .header("Content-Disposition", `attachment; filename="${filename}"`)
      .header("Cache-Control", "no-store")
      .send(zip);
  });
};
