import { adminSiteResponse, announcementResponse, dismissAnnouncementBody, policyNotice, publicSite, siteImageParams, siteImageQuery, siteSettingsPatch } from "../site";
import { fileResponse, multipartBody, noContent, route } from "./route";

/** The operator's site settings, policies notice, announcement and images. */
export const siteRoutes = {
  site: route({ method: "GET", path: "/api/site", response: publicSite, access: "public" }),
  announcement: route({ method: "GET", path: "/api/site/announcement", response: announcementResponse, access: "optional" }),
  dismissAnnouncement: route({ method: "POST", path: "/api/site/announcement/dismiss", body: dismissAnnouncementBody, response: noContent, access: "member" }),
  policies: route({ method: "GET", path: "/api/site/policies", response: policyNotice, access: "member" }),
  policiesSeen: route({ method: "POST", path: "/api/site/policies/seen", response: noContent, access: "member" }),
  /** The logo and the icon: a multipart upload (field "image"); DELETE goes back to the built-in one. */
  uploadLogo: route({ method: "POST", path: "/api/admin/site/logo", body: multipartBody, response: adminSiteResponse, access: "admin" }),
  removeLogo: route({ method: "DELETE", path: "/api/admin/site/logo", response: adminSiteResponse, access: "admin" }),
  uploadIcon: route({ method: "POST", path: "/api/admin/site/icon", body: multipartBody, response: adminSiteResponse, access: "admin" }),
  removeIcon: route({ method: "DELETE", path: "/api/admin/site/icon", response: adminSiteResponse, access: "admin" }),
  image: route({
    method: "GET",
    path: "/api/site/images/:name",
    params: siteImageParams,
    query: siteImageQuery,
    response: fileResponse("image/*"),
    access: "public",
  }),
  admin: route({ method: "GET", path: "/api/admin/site", response: adminSiteResponse, access: "admin" }),
  update: route({ method: "PATCH", path: "/api/admin/site", body: siteSettingsPatch, response: adminSiteResponse, access: "admin" }),
};
