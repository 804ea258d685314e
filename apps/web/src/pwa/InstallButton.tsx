import { Download } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "../ui/Button";
import { showInstallPrompt, useInstallPrompt } from "./install-prompt";

/** "Install {site}", only where the browser offers installing (beforeinstallprompt) and it has not happened. */
export function InstallButton({ site }: { site: string }) {
  const { t } = useTranslation("notifications");
  const offer = useInstallPrompt();
  if (!offer) return null;
  return (
    <div className="space-y-1">
      <Button variant="outline" onClick={() => void showInstallPrompt()}>
        <Download className="h-4 w-4" aria-hidden />
        {t("install.button", { site })}
      </Button>
      <p className="text-xs text-slate-500">{t("install.hint")}</p>
    </div>
  );
}
