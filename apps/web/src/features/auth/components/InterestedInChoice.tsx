import { interestedInSchema, type InterestedIn } from "@ulfa/contracts";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "../../../ui/cn";

/** "Show me: men / women / everyone" as three radio pills (a native radio group: arrow keys move the choice). */
export function InterestedInChoice({ value, onChange }: { value: InterestedIn; onChange: (value: InterestedIn) => void }) {
  const { t } = useTranslation("mobile");
  const name = useId();
  return (
    <fieldset className="space-y-1.5">
      <legend className="text-sm font-medium text-slate-700">{t("signup.interestedIn")}</legend>
      <div className="grid grid-cols-3 gap-2">
        {interestedInSchema.options.map((option) => (
          <label
            key={option}
            className={cn(
              "flex min-h-11 cursor-pointer items-center justify-center rounded-xl px-2 text-center text-sm font-medium ring-1 focus-within:ring-2 focus-within:ring-brand-500",
              value === option ? "bg-brand-600 text-white ring-brand-600" : "bg-white text-slate-700 ring-slate-300 hover:bg-slate-50",
            )}
          >
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              className="sr-only"
              data-testid={`interested-${option}`}
            />
            {t(`signup.options.${option}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
