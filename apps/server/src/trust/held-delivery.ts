import type { LikeInput } from "@ulfa/contracts";
import type { UserRow } from "../db/schema";
import type { NewMessage } from "../chat";
import type { Deps } from "../platform/deps";

/**
 * The ordinary like and send paths that a cleared member's held likes and first messages go
 * through (release.ts): likes/service.ts `swipe`, chat/service.ts `sendMessage` and
 * `storeAndDeliver`. Those services screen through trust themselves, so trust cannot import them
 * without closing a circle; app.ts hands them in through deps instead.
 */
export interface HeldDelivery {
  /** A held like, super like or pass, swiped now. */
  swipe(deps: Deps, member: UserRow, input: LikeInput): Promise<unknown>;
  /** A held first text, sent now, under the key its sender gave it (a retry after the clear finds it). */
  sendMessage(deps: Deps, member: UserRow, matchId: number, input: { content: string; replyToId?: number; confirmFlagged?: boolean; openingMove?: number }, clientId?: string): Promise<unknown>;
  /** A held photo or voice note (its file already stored), delivered now. */
  storeAndDeliver(deps: Deps, member: UserRow, message: NewMessage): Promise<unknown>;
}

declare module "../platform/deps" {
  interface Deps {
    /** How held actions are delivered on clear (trust/held-delivery.ts). */
    heldDelivery: HeldDelivery;
  }
}
