import { useTranslation } from "react-i18next";
import { LANGUAGES } from "@ulfa/contracts/constants";
import { switchLanguage } from "../i18n";
import clsx from "clsx";

/**
 * EN / AR buttons; the choice sets lang and dir on <html> and is remembered (i18n/index.ts), and
 * saved to a signed-in member's account (session/useSaveLanguageChoice.ts).
 */
export function LanguageSwitch({ className, onChange }: { className?: string; onChange?: (lang: "en" | "ar") => void }) {
  const { t, i18n } = useTranslation();
  return (
    <div role="group" aria-label={t("language.label")} className={clsx("inline-flex rounded-full border border-slate-200 bg-white p-0.5", className)}>
      {LANGUAGES.map((lang) => (
        <button
          key={lang}
          type="button"
          aria-pressed={i18n.language === lang}
          onClick={() => {
            void switchLanguage(lang);
            onChange?.(lang);
          }}
          className={clsx(
            "rounded-full px-3 py-1 text-xs font-semibold transition-colors",
            i18n.language === lang ? "bg-brand-600 text-white" : "text-slate-600 hover:bg-slate-100",
          )}
        >
          <span lang={lang}>{t(`language.${lang}`)}</span>
          {/* The name starts with the visible "EN"/"AR" (WCAG 2.5.3 label in name), then says what it does. */}
          <span className="sr-only"> {lang === "en" ? t("language.switchToEn") : t("language.switchToAr")}</span>
        </button>
      ))}
    </div>
  );
}
