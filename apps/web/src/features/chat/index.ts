/**
 * What other features use of the chat: the conversation window and the thread pane (matches tab),
 * and voice recording (a prompt's voice answer). The window other screens open is hosted by the
 * member layout (ChatWindowHost.tsx, loaded on demand) and opened through entities/chat-window.ts.
 */
export { ChatWindow } from "./ChatWindow";
export { ChatPane } from "./ChatPane";
export { recordingMimeType, useVoiceRecorder, type VoiceNote } from "./useVoiceRecorder";
export { VoiceDraft } from "./VoiceDraft";
