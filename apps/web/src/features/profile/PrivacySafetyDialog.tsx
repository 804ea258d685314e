import type { CurrentUser } from "@ulfa/contracts";
import { Ban, Flag } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Dialog } from "../../ui/Dialog";
import { PrivacySwitches } from "./PrivacySwitches";
import { PrivacyCenter } from "../privacy";

/** Privacy & Safety: where block and report live, plus the privacy switches. */
export function PrivacySafetyDialog({ user, open, onOpenChange }: { user: CurrentUser; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation("profile");
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t("safety.title")} description={t("safety.description")}>
      <div className="space-y-5">
        <ul className="space-y-3">
          <li className="flex gap-3 rounded-xl bg-rose-50/70 p-3">
            <Ban className="mt-0.5 h-5 w-5 shrink-0 text-brand-600" aria-hidden="true" />
            <div>
              <p className="text-sm font-medium text-slate-900">{t("safety.blockTitle")}</p>
              <p className="text-xs text-slate-600">{t("safety.blockBody")}</p>
            </div>
          </li>
          <li className="flex gap-3 rounded-xl bg-rose-50/70 p-3">
            <Flag className="mt-0.5 h-5 w-5 shrink-0 text-brand-600" aria-hidden="true" />
            <div>
              <p className="text-sm font-medium text-slate-900">{t("safety.reportTitle")}</p>
              <p className="text-xs text-slate-600">{t("safety.reportBody")}</p>
            </div>
          </li>
        </ul>
        <section className="space-y-3">
          <h3 className="text-sm font-semibold uppercase tracking-wide text-slate-500">{t("settings.privacy")}</h3>
          <PrivacySwitches user={user} />
        </section>
        <PrivacyCenter />
      </div>
    </Dialog>
  );
}
