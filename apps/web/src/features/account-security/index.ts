/** What other features use of account security: its rows and section frame in the profile's settings. */
export { AccountSecurityRows } from "./AccountSecurityRows";
export { SettingsSection } from "./SettingsSection";
