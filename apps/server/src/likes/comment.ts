import { promptText, type LikeTarget, type ReceivedLike } from "@ulfa/contracts";
import type { swipes, UserRow } from "../db/schema";

type SwipeRow = typeof swipes.$inferSelect;
import type { Deps } from "../platform/deps";
import { AppError, badRequest } from "../platform/errors";
import { needsNudge } from "../safety/nudges";

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

/** What a received like pointed at, as its receiver (`me`) sees it: their own photo or prompt. */
export function presentTarget(me: Pick<UserRow, "photos" | "prompts" | "language">, target: SwipeRow["target"]): ReceivedLike["target"] {
  if (!target) return null;
  if (target.kind === "photo") return { kind: "photo", index: target.index, photo: me.photos[target.index] ?? null };
  return {
    kind: "prompt",
    promptId: target.promptId,
    text: promptText(target.promptId, me.language) ?? "",
    answer: me.prompts.find((p) => p.promptId === target.promptId)?.answer ?? null,
  };
}
