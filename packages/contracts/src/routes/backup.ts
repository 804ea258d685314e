import { backupNameParamsSchema, backupStatusSchema } from "../backup";
import { fileResponse, route } from "./route";

/** Backups of the whole site (admins). */
export const backupRoutes = {
  list: route({ method: "GET", path: "/api/admin/backups", response: backupStatusSchema, access: "admin" }),
  create: route({ method: "POST", path: "/api/admin/backups", response: backupStatusSchema, status: 202, access: "admin" }),
  /** The archive itself (a tar download). */
  download: route({
    method: "GET",
    path: "/api/admin/backups/:name",
    params: backupNameParamsSchema,
    response: fileResponse("application/x-tar"),
    access: "admin",
  }),
};
