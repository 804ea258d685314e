import type { Language, SiteSettings } from "@ulfa/contracts";
import type { Deps } from "../platform/deps";
import type { MailSite } from "../platform/mail-layout";

/** The operator's site name in `lang`: what every mail, notification and product name calls the site. */
export const siteNameIn = (settings: Pick<SiteSettings, "siteName">, lang: Language): string => (lang === "ar" ? settings.siteName.ar : settings.siteName.en);

/** The site as a mail in `lang` names it, read from the settings when the mail is written. */
export async function mailSite(deps: Pick<Deps, "site">, lang: Language): Promise<MailSite> {
  const settings = await deps.site.settings();
  return { name: siteNameIn(settings, lang), contactEmail: settings.contactEmail };
}
