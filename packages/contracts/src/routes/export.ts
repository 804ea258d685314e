
import { fileResponse, route } from "./route";

/** The member's own data as a ZIP download. */
export const exportRoutes = {
  download: route({
    method: "GET",
    path: "/api/account/export",
    summary: "Download all of the member's data",
    response: fileResponse("application/zip"),
    access: "member",
  }),
};
