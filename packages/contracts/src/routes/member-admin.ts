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
  list: route({
    method: "GET",
    path: "/api/admin/members",
    summary: "Search members by name, username, e-mail or id, newest first, paged (moderators)",
    query: memberSearchQuery,
    response: memberSearchPage,
    access: "moderator",
  }),
  get: route({
    method: "GET",
    path: "/api/admin/members/:userId",
    summary: "A member's page: profile, photos, reports, trust signals, payments, notes, audit (moderators)",
    params: memberAdminParams,
    response: memberAdminDetail,
    access: "moderator",
  }),
  addNote: route({
    method: "POST",
    path: "/api/admin/members/:userId/notes",
    summary: "Add a staff note on a member (moderators)",
    params: memberAdminParams,
    body: staffNoteBody,
    response: staffNoteList,
    access: "moderator",
  }),
  suspension: route({
    method: "POST",
    path: "/api/admin/members/:userId/suspension",
    summary: "Suspend a member for 1, 7 or 30 days or for good, with a reason; never staff (moderators)",
    params: memberAdminParams,
    body: suspendMemberBody,
    response: memberAdminDetail,
    access: "moderator",
  }),
};
