/** What other features use of the chat: the conversation window (matches tab) and voice recording (a prompt's voice answer). */
export { ChatWindow } from "./ChatWindow";
export { recordingMimeType, useVoiceRecorder, type VoiceNote } from "./useVoiceRecorder";
export { VoiceDraft } from "./VoiceDraft";
