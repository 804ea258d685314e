import type { Language, SiteSettings } from "@ulfa/contracts";
import type { Deps } from "../platform/deps";
import type { MailSite } from "../platform/mail-layout";
import { siteImageNameOf, siteImagePngUrl } from "./images";

/** The operator's site name in `lang`: what every mail, notification and product name calls the site. */
export const siteNameIn = (settings: Pick<SiteSettings, "siteName">, lang: Language): string => (lang === "ar" ? settings.siteName.ar : settings.siteName.en);

/**
 * The site as a mail in `lang` names and paints it, read from the settings when the mail is written.
 * A mail is read away from the site, so the logo's address is absolute (APP_URL).
 */
export async function mailSite(deps: Pick<Deps, "site" | "config">, lang: Language): Promise<MailSite> {
  const settings = await deps.site.settings();
  const logo = siteImageNameOf(settings.logoUrl);
  return {
    name: siteNameIn(settings, lang),
    contactEmail: settings.contactEmail,
    brandColor: settings.brandColor,
    logoUrl: logo ? `${deps.config.appUrl}${siteImagePngUrl(logo)}` : null,
  };
}
