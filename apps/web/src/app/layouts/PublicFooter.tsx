import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { BrandLogo, inLanguage, isTemplate, useSite, useSiteName } from "../../features/site";

/** The public pages' footer: the operator's name (or the site's), the legal pages and the contact address from the site settings. */
export function PublicFooter() {
  const { t, i18n } = useTranslation("landing");
  const { data: site } = useSite();
  const siteName = useSiteName();
  const year = new Date().getFullYear();
  // The company's name, else the site's; the build leaves a marker the server fills the same way.
  const owner = !site ? "" : isTemplate(site) ? "@@site:owner@@" : inLanguage(site.companyName, i18n.language) || inLanguage(site.siteName, i18n.language);
  return (
    <footer className="border-t border-rose-100 bg-white">
      <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-4 px-4 py-8 text-sm text-slate-600 sm:flex-row sm:px-6">
        <div className="flex flex-col items-center gap-1 sm:items-start">
          <BrandLogo small />
          {owner && (
            <p className="text-xs text-slate-500" suppressHydrationWarning>
              {t("site:copyright", { year, name: owner })}
            </p>
          )}
        </div>
        <nav aria-label={t("footer.label")} className="flex flex-wrap items-center justify-center gap-x-6 gap-y-2">
          <Link to="/about" className="inline-flex min-h-6 items-center hover:text-brand-700 hover:underline">
            {t("footer.about", { site: siteName })}
          </Link>
          <Link to="/privacy-policy" className="inline-flex min-h-6 items-center hover:text-brand-700 hover:underline">
            {t("footer.privacy")}
          </Link>
          <Link to="/terms" className="inline-flex min-h-6 items-center hover:text-brand-700 hover:underline">
            {t("site:terms.link")}
          </Link>
          {site && (
            <a href={`mailto:${site.contactEmail}`} className="inline-flex min-h-6 items-center hover:text-brand-700 hover:underline" dir="ltr">
              {site.contactEmail}
            </a>
          )}
        </nav>
      </div>
    </footer>
  );
}
