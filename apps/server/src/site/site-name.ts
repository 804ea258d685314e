import type { Language, SiteSettings } from "@ulfa/contracts";
import type { Deps } from "../platform/deps";
import type { MailSite } from "../platform/mail-layout";
import { mailBrand } from "../platform/mail-brand";
import { builtInMarkFor } from "./builtin-logo";
import { siteImageNameOf, siteImagePngUrl } from "./images";

/** The operator's site name in `lang`: what every mail, notification and product name calls the site. */
export const siteNameIn = (settings: Pick<SiteSettings, "siteName">, lang: Language): string => (lang === "ar" ? settings.siteName.ar : settings.siteName.en);

/**
 * The site as a mail in `lang` names and paints it, read from the settings when the mail is written.
 * A mail is read away from the site, so the logo's address is absolute (APP_URL), and so is the
 * built-in heart's that the band shows before the name when no logo was uploaded.
 */
export async function mailSite(deps: Pick<Deps, "site" | "config">, lang: Language): Promise<MailSite> {
  const settings = await deps.site.settings();
  const logo = siteImageNameOf(settings.logoUrl);
  return {
    name: siteNameIn(settings, lang),
    contactEmail: settings.contactEmail,
    brandColor: settings.brandColor,
    logoUrl: logo ? `${deps.config.appUrl}${siteImagePngUrl(logo)}` : null,
    markUrl: `${deps.config.appUrl}${siteImagePngUrl(builtInMarkFor(mailBrand(settings.brandColor).text))}`,
  };
}
