import { likeBodySchema, likeResultSchema, receivedLikesSchema, rewindResultSchema } from "../likes";
import { route } from "./route";

/** Likes, super likes and passes. */
export const likesRoutes = {
  like: route({ method: "POST", path: "/api/likes", body: likeBodySchema, response: likeResultSchema, access: "member" }),
  received: route({ method: "GET", path: "/api/likes/received", response: receivedLikesSchema, access: "member" }),
  rewind: route({ method: "POST", path: "/api/likes/rewind", response: rewindResultSchema, access: "member" }),
};
