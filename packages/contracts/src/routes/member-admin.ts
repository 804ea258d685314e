import {
  memberAdminDetail,
  memberAdminParams,
  memberSearchPage,
  memberSearchQuery,
  staffNoteBody,
  staffNoteList,
  suspendMemberBody,
} from "../member-admin";
import { route } from "./route";

/** Member administration (moderators and admins). */
export const memberAdminRoutes = {
  list: route({ method: "GET", path: "/api/admin/members", query: memberSearchQuery, response: memberSearchPage, access: "moderator" }),
  get: route({ method: "GET", path: "/api/admin/members/:userId", params: memberAdminParams, response: memberAdminDetail, access: "moderator" }),
  addNote: route({
    method: "POST",
    path: "/api/admin/members/:userId/notes",
    params: memberAdminParams,
    body: staffNoteBody,
    response: staffNoteList,
    access: "moderator",
  }),
  suspension: route({
    method: "POST",
    path: "/api/admin/members/:userId/suspension",
    params: memberAdminParams,
    body: suspendMemberBody,
    response: memberAdminDetail,
    access: "moderator",
  }),
};
