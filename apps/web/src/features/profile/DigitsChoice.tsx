import { useState } from "react";
import { useTranslation } from "react-i18next";
import { chooseDigits, DIGITS } from "../../i18n/digits";
import { currentDigits } from "../../i18n/format";
import { cn } from "../../ui/cn";

/** Latin or Arabic-Indic digits for every number and date on this device (i18n/digits.ts). */
export function DigitsChoice() {
  const { t, i18n } = useTranslation("mobile");
  const [value, setValue] = useState(currentDigits);
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
            onClick={() => {
              chooseDigits(option);
              setValue(option);
            }}
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
