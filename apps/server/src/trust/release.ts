import { AsyncLocalStorage } from "node:async_hooks";
import type { UserRow } from "../db/schema";
import type { Deps } from "../platform/deps";
import { takeHeld } from "./repo";

/** Set while a cleared member's held actions are delivered: the checks let them through (a moderator looked). */
const releasing = new AsyncLocalStorage<true>();
export const isReleasing = () => releasing.getStore() === true;

/**
 * Delivers a cleared member's held likes and first messages, oldest first, through the ordinary
 * like and send paths (matches, pushes and sockets as if sent now). One that can no longer be
 * delivered (the recipient left, blocked, or already swiped) is dropped and logged. Returns how
 * many were delivered.
 */
export async function deliverHeld(deps: Deps, member: UserRow): Promise<number> {
  const held = await takeHeld(deps.db, member.id);
  if (held.length === 0) return 0;
  // Imported here: likes and chat call into trust, so a static import would close a circle.
  const [{ swipe }, { sendMessage }] = await Promise.all([import("../likes/service"), import("../chat/service")]);
  let delivered = 0;
  await releasing.run(true, async () => {
    for (const item of held.sort((a, b) => a.id - b.id)) {
      try {
        const p = item.payload as Record<string, unknown>;
        if (item.kind === "like") await swipe(deps, member, p as unknown as Parameters<typeof swipe>[2]);
        else await sendMessage(deps, member, Number(p.matchId), { content: String(p.content), replyToId: p.replyToId as number | undefined, confirmFlagged: true });
        delivered += 1;
      } catch (err) {
        deps.log.warn({ err, heldId: item.id, userId: member.id }, "held action could not be delivered");
      }
    }
  });
  return delivered;
}
