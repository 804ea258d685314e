import { KeyRound, Mail } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useCurrentUser } from "../../session/useCurrentUser";
import { Button } from "../../ui/Button";
import { ChangeEmailDialog } from "./ChangeEmailDialog";
import { ChangePasswordDialog } from "./ChangePasswordDialog";
import { SettingsSection } from "./SettingsSection";

/**
 * "Sign-in & security" rows of the Settings dialog: change password and change e-mail.
 * Both calls need the current password, so a Google-only account sees a short note instead.
 */
export function AccountSecurityRows() {
  const { t } = useTranslation("security");
  const user = useCurrentUser().data;
  const [dialog, setDialog] = useState<"password" | "email" | null>(null);
  if (!user) return null;

  return (
    <SettingsSection title={t("section.account")} testId="account-security">
      <div className="min-w-0 text-sm">
        <span className="font-medium text-slate-800">{t("rows.email")}</span>
        <p className="truncate text-slate-600" data-testid="settings-email">
          <bdi>{user.email}</bdi>
        </p>
      </div>
      {user.hasPassword ? (
        <div className="grid gap-2 sm:grid-cols-2">
          <Button variant="outline" className="w-full" onClick={() => setDialog("password")}>
            <KeyRound className="h-4 w-4 shrink-0" aria-hidden="true" />
            {t("password.open")}
          </Button>
          <Button variant="outline" className="w-full" onClick={() => setDialog("email")}>
            <Mail className="h-4 w-4 shrink-0" aria-hidden="true" />
            {t("email.open")}
          </Button>
          <ChangePasswordDialog open={dialog === "password"} onOpenChange={(open) => setDialog(open ? "password" : null)} />
          <ChangeEmailDialog currentEmail={user.email} open={dialog === "email"} onOpenChange={(open) => setDialog(open ? "email" : null)} />
        </div>
      ) : (
        <p className="rounded-xl bg-slate-50 p-3 text-sm text-slate-600" data-testid="google-only-note">
          {t("rows.googleOnly")}
        </p>
      )}
    </SettingsSection>
  );
}
