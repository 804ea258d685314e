import { adminSiteResponse, announcementResponse, dismissAnnouncementBody, policyNotice, publicSite, siteImageParams, siteImageQuery, siteSettingsPatch } from "../site";
import { fileResponse, multipartBody, noContent, route } from "./route";

/** The operator's site settings, policies notice, announcement and images. */
export const siteRoutes = {
  site: route({
    method: "GET",
    path: "/api/site",
    summary: "The site's public settings: name, contact, brand, landing tiles, features and rules",
    response: publicSite,
    access: "public",
  }),
  announcement: route({
    method: "GET",
    path: "/api/site/announcement",
    summary: "The announcement banner for this reader (members; visitors when the admin chose)",
    response: announcementResponse,
    access: "optional",
  }),
  dismissAnnouncement: route({
    method: "POST",
    path: "/api/site/announcement/dismiss",
    summary: "Hides the current announcement for this member on every device, until its text changes",
    body: dismissAnnouncementBody,
    response: noContent,
    access: "member",
  }),
  policies: route({
    method: "GET",
    path: "/api/site/policies",
    summary: "The current privacy policy and terms dates, and whether the member has seen them",
    response: policyNotice,
    access: "member",
  }),
  policiesSeen: route({
    method: "POST",
    path: "/api/site/policies/seen",
    summary: "Record that the member has seen the current privacy policy and terms",
    response: noContent,
    access: "member",
  }),
  /** The logo and the icon: a multipart upload (field "image"); DELETE goes back to the built-in one. */
  uploadLogo: route({
    method: "POST",
    path: "/api/admin/site/logo",
    summary: "Upload the site's logo (admin)",
    body: multipartBody,
    response: adminSiteResponse,
    access: "admin",
  }),
  removeLogo: route({
    method: "DELETE",
    path: "/api/admin/site/logo",
    summary: "Go back to the built-in logo (admin)",
    response: adminSiteResponse,
    access: "admin",
  }),
  uploadIcon: route({
    method: "POST",
    path: "/api/admin/site/icon",
    summary: "Upload the site's icon for the favicon and the installable app (admin)",
    body: multipartBody,
    response: adminSiteResponse,
    access: "admin",
  }),
  removeIcon: route({
    method: "DELETE",
    path: "/api/admin/site/icon",
    summary: "Go back to the built-in icon (admin)",
    response: adminSiteResponse,
    access: "admin",
  }),
  image: route({
    method: "GET",
    path: "/api/site/images/:name",
    summary: "The site's uploaded logo or icon",
    params: siteImageParams,
    query: siteImageQuery,
    response: fileResponse("image/*"),
    access: "public",
  }),
  admin: route({
    method: "GET",
    path: "/api/admin/site",
    summary: "All site settings with their version (admin)",
    response: adminSiteResponse,
    access: "admin",
  }),
  update: route({
    method: "PATCH",
    path: "/api/admin/site",
    summary: "Change site settings, made on the latest version (admin)",
    body: siteSettingsPatch,
    response: adminSiteResponse,
    access: "admin",
  }),
};
