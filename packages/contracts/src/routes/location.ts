import { reverseGeocodeQuerySchema, reverseGeocodeResponseSchema, saveLocationResponseSchema, saveLocationSchema } from "../location";
import { route } from "./route";

/** The member's location (the Location Settings card). */
export const locationRoutes = {
  save: route({
    method: "POST",
    path: "/api/location",
    summary: "Save the member's location (grid-snapped)",
    body: saveLocationSchema,
    response: saveLocationResponseSchema,
    access: "member",
  }),
  reverse: route({
    method: "GET",
    path: "/api/location/reverse",
    summary: "City and country of a position",
    query: reverseGeocodeQuerySchema,
    response: reverseGeocodeResponseSchema,
    access: "member",
  }),
};
