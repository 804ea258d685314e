import { ShieldAlert } from "lucide-react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { useSiteName } from "../../site";

/** What a member who is not an administrator sees at /analytics (the server answers 403 too). */
export function AdminsOnly() {
  const { t } = useTranslation("analytics");
  const site = useSiteName();
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-3 px-6 py-16 text-center" data-testid="admins-only">
      <ShieldAlert className="h-12 w-12 text-brand-500" aria-hidden="true" />
      <h1 className="text-2xl font-bold text-slate-900">{t("denied.title")}</h1>
      <p className="text-slate-600">{t("denied.body", { site })}</p>
      <Link to="/home" className="font-medium text-brand-700 underline-offset-4 hover:underline">
        {t("denied.back")}
      </Link>
    </div>
  );
}
