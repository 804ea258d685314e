export { PrivacyCenter } from "./PrivacyCenter";
export { ChatPrivacyMenu, ChatPrivacyNotes } from "./ChatPrivacy";
export { HiddenFold, NoticeLine } from "./MessageNotices";
