import type { FastifyPluginAsync } from "fastify";
import { routes } from "@ulfa/contracts";
import { mount } from "../auth";
import { eachId } from "./bulk";
import { actOnReport, liftSuspension, openReports, suspendedMembers } from "./reports";

/**
 * Moderators' (and admins') review of member reports: GET /api/moderation/reports, POST /api/moderation/reports/:id;
 * POST /api/moderation/reports/bulk (several dismissed at once); suspended members: GET /api/moderation/suspensions, POST /api/moderation/suspensions/:userId/lift (admins only).
 */
export const reportRoutes: FastifyPluginAsync = async (app) => {
  mount(app, routes.reports.list, async () => openReports(app.deps));

  mount(app, routes.reports.decide, async (request) => {
    const { action, days, reason } = request.body;
    const status = await actOnReport(app.deps, request.user, request.params.id, action, { days: days ?? null, reason: reason ?? null });
    return { message: status === "dismissed" ? "Report dismissed" : "Member suspended", status };
  });

  // Only dismissals in bulk: a suspension asks for a term and a reason, one member at a time.
  mount(app, routes.reports.bulk, async (request) =>
    eachId(request.body.ids, (id) => actOnReport(app.deps, request.user, id, request.body.action)),
  );

  mount(app, routes.reports.suspensions, async (request) => suspendedMembers(app.deps, request.query));

  // Only admins lift: a moderator's suspension is reviewed by someone above the moderators.
  mount(app, routes.reports.liftSuspension, async (request) => {
    await liftSuspension(app.deps, request.params.userId, request.user);
    return { message: "Suspension lifted" };
  });
};
