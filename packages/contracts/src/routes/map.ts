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
    summary: "Update the position shown on the match map",
    body: mapLocationUpdateSchema,
    response: mapLocationResponseSchema,
    access: "member",
  }),
  sharing: route({
    method: "POST",
    path: "/api/location/sharing",
    summary: "Turn location sharing with matches on or off",
    body: locationSharingSchema,
    response: locationPrivacyResponseSchema,
    access: "member",
  }),
  visibility: route({
    method: "POST",
    path: "/api/location/visibility",
    summary: "Show or hide the member on the map",
    body: mapVisibilitySchema,
    response: locationPrivacyResponseSchema,
    access: "member",
  }),
  nearby: route({
    method: "GET",
    path: "/api/map/nearby",
    summary: "Matches on the map, with approximate positions",
    response: mapNearbyResponseSchema,
    access: "member",
  }),
  config: route({ method: "GET", path: "/api/map/config", summary: "Map tile server and attribution", response: mapConfigSchema, access: "member" }),
};
