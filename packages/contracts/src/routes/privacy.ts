import { matchIdParamsSchema } from "../matches";
import { hiddenWordsBodySchema, hiddenWordsSchema, photoAccessSchema, snoozeBodySchema, snoozeStateSchema } from "../privacy";
import { route } from "./route";

/** Privacy: private photos revealed per match, snooze, hidden words. */
export const privacyRoutes = {
  grantPhotoAccess: route({
    method: "POST",
    path: "/api/matches/:id/photo-access",
    params: matchIdParamsSchema,
    response: photoAccessSchema,
    access: "member",
  }),
  revokePhotoAccess: route({
    method: "DELETE",
    path: "/api/matches/:id/photo-access",
    params: matchIdParamsSchema,
    response: photoAccessSchema,
    access: "member",
  }),
  snooze: route({ method: "GET", path: "/api/account/snooze", response: snoozeStateSchema, access: "member" }),
  startSnooze: route({ method: "POST", path: "/api/account/snooze", body: snoozeBodySchema, response: snoozeStateSchema, access: "member" }),
  endSnooze: route({ method: "DELETE", path: "/api/account/snooze", response: snoozeStateSchema, access: "member" }),
  hiddenWords: route({ method: "GET", path: "/api/hidden-words", response: hiddenWordsSchema, access: "member" }),
  saveHiddenWords: route({ method: "PUT", path: "/api/hidden-words", body: hiddenWordsBodySchema, response: hiddenWordsSchema, access: "member" }),
};
