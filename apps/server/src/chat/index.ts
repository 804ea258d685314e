/**
 * What other folders use of the chat feature: storing and delivering a message (notices, calls, a
 * like's held comment), the conversation list's reads, the media
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
