export { PrivacyCenter } from "./PrivacyCenter";
export { ChatPrivacyItems, ChatPrivacyNotes } from "./ChatPrivacy";
export { ShareDateDialog } from "./ShareDateDialog";
export { CheckInPrompt } from "./CheckInPrompt";
export { HiddenFold, NoticeLine } from "./MessageNotices";
