/** What other features use of a like's context: the opening likes of a match, and a liked photo or prompt. */
export { OpeningLikes } from "./OpeningLikes";
export { LikedThingView } from "./LikedThingView";
export { openingLikesKey } from "./api";
