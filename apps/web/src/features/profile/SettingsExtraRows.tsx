import { DownloadDataButton } from "../export/DownloadDataButton";

/**
 * Extra rows at the end of the Settings dialog: "Change password", "Change email" and
 * "Download my data" (issue 10). Owned by the account-security work; add rows here.
 */
export function SettingsExtraRows() {
  return (
    <>
      <DownloadDataButton />
    </>
  );
}
