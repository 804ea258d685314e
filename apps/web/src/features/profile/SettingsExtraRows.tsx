import { useTranslation } from "react-i18next";
import { AccountSecurityRows, SettingsSection } from "../account-security";
import { DownloadDataButton } from "../export";
import { BlockedMembers } from "../matches";
import { EmailDigestSwitch, PushSettings } from "../notifications";
import { InstallButton } from "../../pwa/InstallButton";
import { useInstallPrompt } from "../../pwa/install-prompt";
import { useSiteName } from "../site";

/**
 * Extra rows at the end of the Settings dialog (issue 10): change password and e-mail, the
 * e-mail digest and notifications on this device, "Install {site}" where the browser offers it,
 * blocked members and "Download my data". Owned by the account-security work.
 */
export function SettingsExtraRows() {
  const { t } = useTranslation("security");
  const { t: tn } = useTranslation("notifications");
  const installable = useInstallPrompt() !== null;
  const site = useSiteName();
  return (
    <>
      <AccountSecurityRows />
      <SettingsSection title={t("section.notifications")}>
        <EmailDigestSwitch />
      </SettingsSection>
      <SettingsSection title={tn("push.section")} testId="push-section">
        <PushSettings />
      </SettingsSection>
      {installable && (
        <SettingsSection title={tn("install.section")}>
          <InstallButton site={site} />
        </SettingsSection>
      )}
      <SettingsSection title={t("section.blocked")}>
        <BlockedMembers />
      </SettingsSection>
      <DownloadDataButton />
    </>
  );
}
