import { and, eq, isNotNull } from "drizzle-orm";
import type { SiteRules } from "@ulfa/contracts";
import { matches, messages, type UserRow } from "../db/schema";
import type { Deps } from "../platform/deps";
import { deliverMessage } from "../chat";

type Member = Pick<UserRow, "id" | "privacy">;

/**
 * "Women write first" (chat/first-message.ts) also covers a like's comment: when a man liked a
 * woman with a comment and she likes back, his comment does not open the conversation. It is kept on
 * the match and delivered right after her first message, as his message (docs/product-rules.md).
 */
export function holdsCommentOf(rules: Pick<SiteRules, "firstMessage">, writer: Pick<UserRow, "gender">, other: Pick<UserRow, "gender">): boolean {
  return rules.firstMessage === "women" && writer.gender === "male" && other.gender === "female";
}

/**
 * After `sender` stored a message in the match: a comment held for her to write first is taken off
 * the match and stored as its writer's message (one transaction holding the match row, so two of her
 * messages at once deliver it once), then pushed to both. Only a woman's message can release one.
 */
export async function releaseHeldComment(deps: Deps, sender: UserRow, matchId: number, writer: Member): Promise<void> {
  if (sender.gender !== "female") return;
  const released = await deps.db.transaction(async (tx) => {
    const [held] = await tx
      .select({ content: matches.heldComment, from: matches.heldCommentFrom, flagged: matches.heldCommentFlagged })
      .from(matches)
      .where(and(eq(matches.id, matchId), isNotNull(matches.heldComment)))
      .for("update");
    if (!held?.content || held.from !== writer.id) return null;
    await tx.update(matches).set({ heldComment: null, heldCommentFrom: null, heldCommentFlagged: false }).where(eq(matches.id, matchId));
    const [row] = await tx
      .insert(messages)
      .values({ matchId, senderId: writer.id, content: held.content, flagged: held.flagged, createdAt: deps.clock.now() })
      .returning();
    return row;
  });
  if (released) await deliverMessage(deps, "message", released, writer, sender);
}
