/** What other features use of matches: a match's action menu, its profile popup, the block list (settings), reporting (chat). */
export { MatchActions, MENU_ITEM } from "./MatchActions";
export { ProfilePopup } from "./ProfilePopup";
export { BlockedMembers } from "./BlockedMembers";
export { useReport } from "./queries";
