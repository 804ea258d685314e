export { useSite, useSiteName, siteQueryKey, inLanguage, SITE_DATA_ID } from "./useSite";
export { siteTemplate, isTemplate } from "./template";
export { SiteHtml } from "./SiteHtml";
export { PolicyNotice } from "./PolicyNotice";
export { FirstMessageReminder } from "./FirstMessageReminder";
export { SiteLogo } from "./SiteLogo";
export { SiteBrandLink } from "./SiteBrandLink";
export { BrandLogo } from "./BrandLogo";
export { AnnouncementBanner } from "./AnnouncementBanner";
