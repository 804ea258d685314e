import type { UserRow } from "../db/schema";
import type { Deps } from "../platform/deps";
import type { NewMessage } from "./store-message";
import type { Held, Sent, TextMessageInput } from "./sent";

/**
 * What other folders use of the chat feature: storing and delivering a message (notices, calls, a
 * like's held comment, a cleared member's held messages), the conversation list's reads, the media
 * files of matches, and the upload checks a voice prompt shares with voice notes.
 */
export { storeMessage, type NewMessage } from "./store-message";
export { deliverMessage } from "./deliver";
export { lastMessages, unreadByMatch } from "./inbox-repo";
export { mediaOfMatches } from "./repo";
export { callContent } from "./calls";
export { chargeMediaBytes, chargeMediaUpload, mayPlaceCall } from "./member-limits";
export { uploaded } from "./upload";
export { voiceContainerOf, voiceTooBig } from "./media";
export { voiceDurationMs } from "./voice-duration";
export type { Held, Sent, TextMessageInput } from "./sent";

// The send path below calls into trust, likes and opening moves, which call back into the chat:
// loaded when first called, so this index stays free of them and imports no circle.

/** A text message through the whole send path (chat/service.ts): checks, store, delivery. */
export async function sendMessage(deps: Deps, sender: UserRow, matchId: number, input: TextMessageInput, clientId?: string): Promise<Sent | Held> {
  return (await import("./service")).sendMessage(deps, sender, matchId, input, clientId);
}

/** Stores and delivers a message that passed its checks (a cleared member's held photo or voice note). */
export async function storeAndDeliver(deps: Deps, sender: UserRow, message: NewMessage): Promise<Sent> {
  return (await import("./service")).storeAndDeliver(deps, sender, message);
}
