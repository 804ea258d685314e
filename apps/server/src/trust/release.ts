import { AsyncLocalStorage } from "node:async_hooks";
import type { UserRow } from "../db/schema";
import type { Deps } from "../platform/deps";
import { deleteFilesLater, referencedFiles } from "../media";
import type { LikeInput } from "@ulfa/contracts";
import type { HeldMessage } from "./held-message";
import { takeHeld } from "./repo";

/** Set while a cleared member's held actions are delivered: the checks let them through (a moderator looked). */
const releasing = new AsyncLocalStorage<true>();
export const isReleasing = () => releasing.getStore() === true;

type HeldRow = Awaited<ReturnType<typeof takeHeld>>[number];

/** A held message's payload; rows from before photos and voice notes were held have no type and are texts. */
const heldMessageOf = (item: HeldRow): HeldMessage => {
  const p = item.payload as Record<string, unknown>;
  return p.type === "photo" || p.type === "voice" ? (p as unknown as HeldMessage) : ({ ...p, type: "text" } as unknown as HeldMessage);
};

/** The stored file of a held photo or voice note, if it is one. */
const fileOf = (item: HeldRow) => {
  if (item.kind !== "message") return null;
  const held = heldMessageOf(item);
  return held.type === "text" ? null : { kind: "chat" as const, name: held.mediaName };
};

/**
 * Delivers a cleared member's held likes and first messages (texts, photos, voice notes), oldest
 * first, through the ordinary like and send paths (`deps.heldDelivery`: matches, pushes and sockets
 * as if sent now; an answer to an Opening Move stays one). One that can no longer be delivered (the recipient left,
 * blocked, or already swiped) is dropped, its file deleted, and logged. Returns how many were delivered.
 */
export async function deliverHeld(deps: Deps, member: UserRow): Promise<number> {
  const held = await takeHeld(deps.db, member.id);
  if (held.length === 0) return 0;
  const { swipe, sendMessage, storeAndDeliver } = deps.heldDelivery;
  let delivered = 0;
  await releasing.run(true, async () => {
    for (const item of held.sort((a, b) => a.id - b.id)) {
      try {
        if (item.kind === "like") {
          await swipe(deps, member, item.payload as unknown as LikeInput);
        } else {
          const m = heldMessageOf(item);
          if (m.type === "text") {
            await sendMessage(deps, member, Number(m.matchId), { content: String(m.content), replyToId: m.replyToId, openingMove: m.openingMove, confirmFlagged: true }, m.clientId);
          } else {
            await storeAndDeliver(deps, member, { matchId: m.matchId, senderId: member.id, kind: m.type, content: "", createdAt: deps.clock.now(), flagged: m.flagged, media: m.media, clientId: m.clientId });
          }
        }
        delivered += 1;
      } catch (err) {
        deps.log.warn({ err, heldId: item.id, userId: member.id }, "held action could not be delivered");
        await dropFiles(deps, [item]);
      }
    }
  });
  return delivered;
}

/** Drops a member's held actions (a suspension) and the files of their held photos and voice notes; returns how many. */
export async function dropHeld(deps: Deps, memberId: number): Promise<number> {
  const held = await takeHeld(deps.db, memberId);
  await dropFiles(deps, held);
  return held.length;
}

async function dropFiles(deps: Deps, items: HeldRow[]): Promise<void> {
  const held = items.map(fileOf).filter((f) => f !== null);
  if (held.length === 0) return;
  // A send that failed after its row was stored (its delivery) keeps its file.
  const stored = await referencedFiles(deps.db, "chat", held.map((f) => f.name));
  const files = held.filter((f) => !stored.has(f.name));
  // Queued: the sweep (media/sweep.ts) takes what even that misses.
  if (files.length > 0) await deleteFilesLater(deps, files).catch((err) => deps.log.warn({ err }, "held media could not be queued for deletion"));
}
