import { and, asc, eq, or } from "drizzle-orm";
import type { OpeningLike } from "@ulfa/contracts";
import { swipes, type UserRow } from "../db/schema";
import type { Deps } from "../platform/deps";
import { forbidden, notFound } from "../platform/errors";
import { matchWithOther } from "../matches";
import { hasPhotoAccess, blurredNamesOf, hiderFor, privacyOf } from "../privacy";
import { presentLikedThing } from "./comment";

/**
 * GET /api/likes/opening/:id: the two likes that made match `id`, with what each pointed at and said,
 * for the match dialog and the top of the conversation. A comment is the conversation's first message
 * (`inConversation`): the conversation shows it there, under the photo or prompt this names, and the
 * match dialog, which has no thread, beside it. Same doors as the chat: a
 * member outside the match reads "not found", a match whose other member left or blocked is closed.
 */
export async function openingLikes(deps: Deps, viewer: UserRow, matchId: number): Promise<OpeningLike[]> {
  const found = await matchWithOther(deps.db, matchId, viewer.id);
  if (!found) throw notFound("Match not found");
  if (!found.reachable) throw forbidden("You can no longer see this conversation", "CONVERSATION_CLOSED");
  const { match, other } = found;
  const rows = await deps.db
    .select({ fromUserId: swipes.fromUserId, isSuperLike: swipes.isSuperLike, target: swipes.target, comment: swipes.comment })
    .from(swipes)
    .where(
      and(
        eq(swipes.isLike, true),
        or(and(eq(swipes.fromUserId, viewer.id), eq(swipes.toUserId, other.id)), and(eq(swipes.fromUserId, other.id), eq(swipes.toUserId, viewer.id))),
      ),
    )
    .orderBy(asc(swipes.createdAt), asc(swipes.id));
  // The other member's photo as the viewer may see it: a private one stays blurred until revealed.
  const blurred = privacyOf(other).photosPrivate && !(await hasPhotoAccess(deps.db, other.id, viewer.id));
  const blur = blurredNamesOf(deps.config);
  const hides = await hiderFor(deps.db, viewer.id);
  return rows
    .map((r): OpeningLike => {
      const fromMe = r.fromUserId === viewer.id;
      // "Women write first": his comment waits on the match until she writes (held-comment.ts); it
      // is not hers to read here before then, nor yet a message of the conversation.
      const held = match.heldComment !== null && match.heldCommentFrom === r.fromUserId;
      const comment = held && !fromMe ? null : r.comment;
      return {
        fromMe,
        isSuperLike: r.isSuperLike,
        target: fromMe ? presentLikedThing(other, viewer, r.target, (url) => (blurred ? blur.urlOf(url) : url)) : presentLikedThing(viewer, viewer, r.target),
        comment,
        commentHidden: comment !== null && !fromMe && hides(comment),
        // Every other comment opened the conversation as its writer's message (likes/service.ts).
        inConversation: r.comment !== null && !held,
      };
    })
    .filter((like) => like.target !== null || like.comment !== null);
}
