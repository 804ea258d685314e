import { likeBodySchema, likeResultSchema, openingLikesSchema, receivedLikesSchema, rewindResultSchema } from "../likes";
import { matchIdParamsSchema } from "../matches";
import { route } from "./route";

/** Likes, super likes and passes. */
export const likesRoutes = {
  like: route({
    method: "POST",
    path: "/api/likes",
    summary: "Like, super like or pass on a member",
    body: likeBodySchema,
    response: likeResultSchema,
    access: "member",
  }),
  received: route({
    method: "GET",
    path: "/api/likes/received",
    summary: "Members who liked the signed-in member (premium)",
    response: receivedLikesSchema,
    access: "member",
  }),
  opening: route({
    method: "GET",
    path: "/api/likes/opening/:id",
    params: matchIdParamsSchema,
    response: openingLikesSchema,
    access: "member",
    summary: "The two likes that made a match: what each pointed at and said",
  }),
  rewind: route({ method: "POST", path: "/api/likes/rewind", summary: "Undo the last pass (premium)", response: rewindResultSchema, access: "member" }),
};
