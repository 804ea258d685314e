import {
  locationPrivacyResponseSchema,
  locationSharingSchema,
  mapConfigSchema,
  mapLocationResponseSchema,
  mapLocationUpdateSchema,
  mapNearbyResponseSchema,
  mapVisibilitySchema,
} from "../map";
import { route } from "./route";

/** The map: live location, sharing, visibility and nearby members. */
export const mapRoutes = {
  update: route({
    method: "POST",
    path: "/api/location/update",
    body: mapLocationUpdateSchema,
    response: mapLocationResponseSchema,
    access: "member",
  }),
  sharing: route({
    method: "POST",
    path: "/api/location/sharing",
    body: locationSharingSchema,
    response: locationPrivacyResponseSchema,
    access: "member",
  }),
  visibility: route({
    method: "POST",
    path: "/api/location/visibility",
    body: mapVisibilitySchema,
    response: locationPrivacyResponseSchema,
    access: "member",
  }),
  nearby: route({ method: "GET", path: "/api/map/nearby", response: mapNearbyResponseSchema, access: "member" }),
  config: route({ method: "GET", path: "/api/map/config", response: mapConfigSchema, access: "member" }),
};
