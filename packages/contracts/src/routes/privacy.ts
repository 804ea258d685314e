import { matchIdParamsSchema } from "../matches";
import { hiddenWordsBodySchema, hiddenWordsSchema, photoAccessSchema, snoozeBodySchema, snoozeStateSchema } from "../privacy";
import { route } from "./route";

/** Privacy: private photos revealed per match, snooze, hidden words. */
export const privacyRoutes = {
  grantPhotoAccess: route({
    method: "POST",
    path: "/api/matches/:id/photo-access",
    summary: "Reveal my private photos to this match",
    params: matchIdParamsSchema,
    response: photoAccessSchema,
    access: "member",
  }),
  revokePhotoAccess: route({
    method: "DELETE",
    path: "/api/matches/:id/photo-access",
    summary: "Take my photos back from this match (blurred again)",
    params: matchIdParamsSchema,
    response: photoAccessSchema,
    access: "member",
  }),
  snooze: route({
    method: "GET",
    path: "/api/account/snooze",
    summary: "Whether the member is snoozed, and until when",
    response: snoozeStateSchema,
    access: "member",
  }),
  startSnooze: route({
    method: "POST",
    path: "/api/account/snooze",
    summary: "Snooze: leave every deck and the map for 24 h, 72 h, a week or until woken",
    body: snoozeBodySchema,
    response: snoozeStateSchema,
    access: "member",
  }),
  endSnooze: route({ method: "DELETE", path: "/api/account/snooze", summary: "Wake from snooze", response: snoozeStateSchema, access: "member" }),
  hiddenWords: route({ method: "GET", path: "/api/hidden-words", summary: "The member's hidden words", response: hiddenWordsSchema, access: "member" }),
  saveHiddenWords: route({
    method: "PUT",
    path: "/api/hidden-words",
    summary: "Replace the member's hidden words",
    body: hiddenWordsBodySchema,
    response: hiddenWordsSchema,
    access: "member",
  }),
};
