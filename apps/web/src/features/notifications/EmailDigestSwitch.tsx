import { useTranslation } from "react-i18next";
import { Switch } from "../../ui/Switch";
import { useNotificationSettings, useSaveNotificationSettings } from "./settings";

/**
 * The opt-in daily e-mail digest of unread messages (off by default). Self-contained so the
 * profile Settings dialog can mount it as is.
 */
export function EmailDigestSwitch() {
  const { t } = useTranslation("notifications");
  const settings = useNotificationSettings();
  const save = useSaveNotificationSettings();
  return (
    <Switch
      checked={save.isPending ? (save.variables.emailDigest ?? false) : (settings.data?.emailDigest ?? false)}
      onCheckedChange={(emailDigest) => save.mutate({ emailDigest })}
      disabled={!settings.data || save.isPending}
      label={t("digest.label")}
      description={t("digest.hint")}
    />
  );
}
