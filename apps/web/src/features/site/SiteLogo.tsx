import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { isTemplate } from "./template";
import { inLanguage, useSite } from "./useSite";

/**
 * The operator's uploaded logo (site settings), with the site name as its alt text, or `fallback`
 * (the built-in heart) when none was uploaded. `data-brand-mark` carries the image's classes: a
 * prerendered public page draws the fallback inside an element with the same attribute, and the
 * server swaps in this very image when it fills the page (apps/server/src/web/site-pages.ts), so the
 * page and the app hydrating it agree.
 */
export function SiteLogo({ className, fallback }: { className: string; fallback: ReactNode }) {
  const { i18n } = useTranslation();
  const { data: site } = useSite();
  if (!site?.logoUrl || isTemplate(site)) return <>{fallback}</>;
  return <img data-brand-mark={className} src={site.logoUrl} alt={inLanguage(site.siteName, i18n.language)} className={className} />;
}
