import { promptText, type LikedThing, type LikeTarget, type ReceivedLike } from "@ulfa/contracts";
import type { swipes, UserRow } from "../db/schema";
import type { Deps } from "../platform/deps";
import { AppError, badRequest } from "../platform/errors";
import { needsNudge } from "../safety";

type SwipeRow = typeof swipes.$inferSelect;

/** A like's target must exist on the liked member's profile: a photo they have, a prompt they answered. */
export function checkTarget(liked: Pick<UserRow, "photos" | "prompts">, target: LikeTarget): void {
  if (target.kind === "photo" && target.index >= liked.photos.length) {
    throw badRequest(`target.index: this member has ${liked.photos.length} photo(s)`);
  }
  if (target.kind === "prompt" && !liked.prompts.some((p) => p.promptId === target.promptId)) {
    throw badRequest("target.promptId: this member has not answered that prompt");
  }
}

/**
 * A comment passes the same check as a chat message (chat/service.ts sendMessage): one the insult
 * and harassment lists flag is sent only when its writer confirms. Returns whether it was flagged.
 */
export function checkComment(deps: Deps, comment: string, confirmed: boolean): boolean {
  const flagged = needsNudge(deps.config.safety, comment);
  if (flagged && !confirmed) throw new AppError(409, "MESSAGE_NEEDS_CONFIRMATION", "This comment may hurt. Send it anyway?");
  return flagged;
}

type StoredTarget = NonNullable<SwipeRow["target"]>;

/** A checked target as the swipe keeps it: a photo by its URL as well as the index it had when liked. */
export function storedTarget(liked: Pick<UserRow, "photos">, target: LikeTarget): StoredTarget {
  return target.kind === "photo" ? { ...target, photo: liked.photos[target.index] } : target;
}

/** The liked photo if its owner still has it; a row from before photos were kept by URL reads its index. */
const likedPhoto = (owner: Pick<UserRow, "photos">, target: Extract<StoredTarget, { kind: "photo" }>): string | null =>
  target.photo === undefined ? (owner.photos[target.index] ?? null) : owner.photos.includes(target.photo) ? target.photo : null;

/**
 * What a like pointed at on `owner`'s profile, as `viewer` sees it now (their language). A photo the
 * owner deleted or a prompt they no longer answer reads null, so the comment stands alone; `shown`
 * turns the owner's photo URL into the one the viewer may have (blurred while private, privacy/).
 */
export function presentLikedThing(
  owner: Pick<UserRow, "photos" | "prompts">,
  viewer: Pick<UserRow, "language">,
  target: SwipeRow["target"],
  shown: (url: string) => string = (url) => url,
): LikedThing | null {
  if (!target) return null;
  if (target.kind === "photo") {
    const photo = likedPhoto(owner, target);
    return { kind: "photo", index: target.index, photo: photo === null ? null : shown(photo) };
  }
  return {
    kind: "prompt",
    promptId: target.promptId,
    text: promptText(target.promptId, viewer.language) ?? "",
    answer: owner.prompts.find((p) => p.promptId === target.promptId)?.answer ?? null,
  };
}

/** What a received like pointed at, as its receiver (`me`) sees it: their own photo or prompt. */
export function presentTarget(me: Pick<UserRow, "photos" | "prompts" | "language">, target: SwipeRow["target"]): ReceivedLike["target"] {
  return presentLikedThing(me, me, target);
}
