/**
 * Extra rows at the end of the Settings dialog: "Change password", "Change email" and
 * "Download my data" (issue 10). Owned by the account-security work; empty until it lands.
 */
export function SettingsExtraRows() {
  return null;
}
