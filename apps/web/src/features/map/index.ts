/** What other features use of the map: its query keys, and the location privacy dialog (profile settings). */
export { mapKeys } from "./queries";
export { LocationPrivacyDialog } from "./LocationPrivacyDialog";
