import { Heart } from "lucide-react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import clsx from "clsx";
import { SiteLogo } from "./SiteLogo";
import { inLanguage, useSite } from "./useSite";

const LOGO_CLASS = "h-9 w-9 rounded-2xl object-contain";

/** The site's name (site settings; the built-in one until they are known) with its mark (the operator's logo, else the built-in heart); links home. */
export function BrandLogo({ className, inverted, small }: { className?: string; inverted?: boolean; small?: boolean }) {
  const { t, i18n } = useTranslation();
  const { data: site } = useSite();
  return (
    <Link to="/" className={clsx("inline-flex items-center gap-2 font-extrabold tracking-tight", small ? "text-lg" : "text-xl", inverted ? "text-white" : "text-brand-700", className)}>
      <SiteLogo
        className={LOGO_CLASS}
        fallback={
          // Marked so the server can swap in the operator's logo when it fills a prerendered page.
          <span data-brand-mark={LOGO_CLASS} className={clsx("grid h-9 w-9 place-items-center rounded-2xl shadow-sm", inverted ? "bg-white/20" : "bg-gradient-to-br from-brand-500 to-rose-400")}>
            <Heart className="h-5 w-5 fill-white text-white" aria-hidden="true" />
          </span>
        }
      />
      <span suppressHydrationWarning>{site ? inLanguage(site.siteName, i18n.language) : t("appName")}</span>
    </Link>
  );
}
