import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { BrandLogo } from "./BrandLogo";

export function PublicFooter() {
  const { t } = useTranslation("landing");
  const year = new Date().getFullYear();
  return (
    <footer className="border-t border-rose-100 bg-white">
      <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-4 px-4 py-8 text-sm text-slate-600 sm:flex-row sm:px-6">
        <div className="flex flex-col items-center gap-1 sm:items-start">
          <BrandLogo small />
          <p className="text-xs text-slate-500">{t("footer.copyright", { year })}</p>
        </div>
        <nav aria-label={t("footer.label")} className="flex flex-wrap items-center justify-center gap-x-6 gap-y-2">
          <Link to="/about" className="hover:text-brand-700 hover:underline">
            {t("footer.about")}
          </Link>
          <Link to="/privacy-policy" className="hover:text-brand-700 hover:underline">
            {t("footer.privacy")}
          </Link>
          <a href="mailto:support@ulfa.example" className="hover:text-brand-700 hover:underline" dir="ltr">
            support@ulfa.example
          </a>
        </nav>
      </div>
    </footer>
  );
}
