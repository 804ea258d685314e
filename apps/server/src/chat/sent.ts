import type { ChatMessage } from "@ulfa/contracts";

/** What a member sends as a text message (POST /api/matches/:id/messages). */
export interface TextMessageInput {
  content: string;
  replyToId?: number;
  /** The sender confirmed a text that matched the insult lists (safety/nudges.ts). */
  confirmFlagged?: boolean;
  /** Answers the other member's Opening Move of this number (opening-moves/). */
  openingMove?: number;
}

/** A send's answer, and whether it is an earlier send's (then its budgets are given back: chat/idempotency.ts). */
export interface Sent {
  message: ChatMessage;
  replayed: boolean;
}

/** A held member's first message: kept, delivered once a moderator clears them (docs/trust-and-safety.md). */
export interface Held {
  held: true;
  message: string;
}
