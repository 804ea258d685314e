import { useTranslation } from "react-i18next";
import { chooseDigits, DIGITS } from "../../i18n/digits";
import { currentDigits, type Digits } from "../../i18n/format";
import { saveMemberDigits } from "../../session/useMemberDigits";
import { cn } from "../../ui/cn";
import { toast } from "../../ui/toast-store";

/**
 * Latin or Arabic-Indic digits for every number and date (i18n/digits.ts): applied at once on this
 * device and saved to the member's account (the server writes their mails with them too).
 */
export function DigitsChoice() {
  const { t, i18n } = useTranslation("mobile");
  // Read on every render: chooseDigits re-renders translated components, this one included.
  const value = currentDigits();
  const choose = (option: Digits) => {
    chooseDigits(option);
    // The device keeps the choice either way; only the account (other phones, mails) missed it.
    saveMemberDigits(option).catch(() => toast({ title: t("digits.saveFailed"), description: t("digits.saveFailedHint"), variant: "destructive" }));
  };
  return (
    <div role="group" aria-labelledby="digits-label" className="space-y-2" data-testid="digits-choice">
      <span id="digits-label" className="text-sm font-medium text-slate-800">
        {t("digits.label")}
      </span>
      <div className="grid grid-cols-2 gap-2">
        {DIGITS.map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={value === option}
            onClick={() => choose(option)}
            className={cn(
              "min-h-11 rounded-full border px-3 py-1.5 text-sm font-medium",
              value === option ? "border-brand-600 bg-brand-600 text-white" : "border-slate-300 text-slate-700 hover:bg-slate-50",
            )}
            data-testid={`digits-${option}`}
          >
            {t(`digits.${option}`, { sample: new Intl.NumberFormat(i18n.language, { numberingSystem: option, useGrouping: false }).format(123) })}
          </button>
        ))}
      </div>
      <p className="text-xs text-slate-500">{t("digits.hint")}</p>
    </div>
  );
}
