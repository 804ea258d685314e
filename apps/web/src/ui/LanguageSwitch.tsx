import { useTranslation } from "react-i18next";
import { LANGUAGES } from "@ulfa/contracts";
import { cn } from "./cn";

/** EN / AR buttons; the choice sets lang and dir on <html> and is remembered (i18n/index.ts). */
export function LanguageSwitch({ className, onChange }: { className?: string; onChange?: (lang: "en" | "ar") => void }) {
  const { t, i18n } = useTranslation();
  return (
    <div role="group" aria-label={t("language.label")} className={cn("inline-flex rounded-full border border-slate-200 bg-white p-0.5", className)}>
      {LANGUAGES.map((lang) => (
        <button
          key={lang}
          type="button"
          lang={lang}
          aria-pressed={i18n.language === lang}
          aria-label={lang === "en" ? t("language.switchToEn") : t("language.switchToAr")}
          onClick={() => {
            void i18n.changeLanguage(lang);
            onChange?.(lang);
          }}
          className={cn(
            "rounded-full px-3 py-1 text-xs font-semibold transition-colors",
            i18n.language === lang ? "bg-brand-600 text-white" : "text-slate-600 hover:bg-slate-100",
          )}
        >
          {t(`language.${lang}`)}
        </button>
      ))}
    </div>
  );
}
