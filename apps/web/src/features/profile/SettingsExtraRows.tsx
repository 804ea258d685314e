import { useTranslation } from "react-i18next";
import { AccountSecurityRows } from "../account-security/AccountSecurityRows";
import { SettingsSection } from "../account-security/SettingsSection";
import { DownloadDataButton } from "../export/DownloadDataButton";
import { BlockedMembers } from "../matches/BlockedMembers";
import { EmailDigestSwitch } from "../notifications/EmailDigestSwitch";

/**
 * Extra rows at the end of the Settings dialog (issue 10): change password and e-mail, the
 * e-mail digest, blocked members and "Download my data". Owned by the account-security work.
 */
export function SettingsExtraRows() {
  const { t } = useTranslation("security");
  return (
    <>
      <AccountSecurityRows />
      <SettingsSection title={t("section.notifications")}>
        <EmailDigestSwitch />
      </SettingsSection>
      <SettingsSection title={t("section.blocked")}>
        <BlockedMembers />
      </SettingsSection>
      <DownloadDataButton />
    </>
  );
}
