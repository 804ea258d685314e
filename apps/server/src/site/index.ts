/** What other folders use of site/: they import it from here, never an inner file (apps/web/src/app/boundaries.test.ts). */
export { registerFeatureSwitches } from "./features";
export { LEGACY_SITE_IMAGE_KIND, SITE_IMAGE_KIND, siteImagesOf } from "./images";
export { checkMinimumAge } from "./rules";
export { mailSite, siteNameIn } from "./site-name";
export { SiteStore } from "./store";
