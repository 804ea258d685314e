import { Sparkles } from "lucide-react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";

/** A real page for screens that are not built yet, never a blank. */
export function ComingSoon({ title, site }: { title?: string; site: string }) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-3 px-6 py-16 text-center" data-testid="coming-soon">
      <Sparkles className="h-10 w-10 text-brand-500" aria-hidden="true" />
      <h1 className="text-2xl font-bold text-slate-900">{title ?? t("comingSoon.title")}</h1>
      <p className="text-slate-600">{t("comingSoon.body", { site })}</p>
      <Link to="/" className="font-medium text-brand-700 underline-offset-4 hover:underline">
        {t("comingSoon.back")}
      </Link>
    </div>
  );
}
