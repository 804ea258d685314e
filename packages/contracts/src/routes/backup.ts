import { backupNameParamsSchema, backupStatusSchema } from "../backup";
import { fileResponse, route } from "./route";

/** Backups of the whole site (admins). */
export const backupRoutes = {
  list: route({
    method: "GET",
    path: "/api/admin/backups",
    summary: "Backups: settings, last result, the archives kept and a backup in progress (admin)",
    response: backupStatusSchema,
    access: "admin",
  }),
  create: route({
    method: "POST",
    path: "/api/admin/backups",
    summary: "Start a backup now, written in the background; the status shows its progress (admin)",
    response: backupStatusSchema,
    status: 202,
    access: "admin",
  }),
  /** The archive itself (a tar download). */
  download: route({
    method: "GET",
    path: "/api/admin/backups/:name",
    summary: "Download a kept backup archive (admin; audited)",
    params: backupNameParamsSchema,
    response: fileResponse("application/x-tar"),
    access: "admin",
  }),
};
