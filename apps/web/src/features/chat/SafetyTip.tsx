import { ShieldAlert } from "lucide-react";
import { useTranslation } from "react-i18next";

/** Beside a received message that asks for money or moves the conversation off the app (docs/trust-and-safety.md). */
export function SafetyTip({ warning }: { warning: "MONEY_REQUEST" | "OFF_PLATFORM_CONTACT" }) {
  const { t } = useTranslation("chat");
  return (
    <p role="note" className="mt-1 flex items-start gap-1.5 rounded-lg bg-amber-50 px-2 py-1 text-xs text-amber-900" data-testid="safety-tip">
      <ShieldAlert className="mt-0.5 h-3.5 w-3.5 shrink-0" aria-hidden="true" />
      <span>{t(`safetyTip.${warning}`)}</span>
    </p>
  );
}
