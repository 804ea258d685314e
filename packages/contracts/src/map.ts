import { z } from "zod";
import { latitudeSchema, longitudeSchema } from "./location";

// --- Live map of matches ---

/** POST /api/location/update: the map's "Update Location". Stored grid-snapped. */
export const mapLocationUpdateSchema = z.object({ latitude: latitudeSchema, longitude: longitudeSchema });
export type MapLocationUpdateInput = z.infer<typeof mapLocationUpdateSchema>;
/** The stored (snapped) coordinates. */
export const mapLocationResponseSchema = z.object({ latitude: z.number(), longitude: z.number() });
export type MapLocationResponse = z.infer<typeof mapLocationResponseSchema>;

/** POST /api/location/sharing. Turning sharing off also turns map visibility off. */
export const locationSharingSchema = z.object({ enabled: z.boolean({ error: "enabled must be true or false" }) });
/** POST /api/location/visibility. Needs sharing on (403 LOCATION_SHARING_REQUIRED). */
export const mapVisibilitySchema = z.object({ visible: z.boolean({ error: "visible must be true or false" }) });
export const locationPrivacyResponseSchema = z.object({ locationSharingEnabled: z.boolean(), showOnMap: z.boolean() });
export type LocationPrivacyResponse = z.infer<typeof locationPrivacyResponseSchema>;

export const LOCATION_SHARING_REQUIRED_MESSAGE = "Enable location sharing in privacy settings first";
export const LOCATION_DISABLED_MESSAGE = "Location sharing is disabled";

/** A matched member on the map. Coordinates are grid-cell centres, never raw positions. */
export const nearbyMapUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** null when the member hides their age. */
  age: z.number().int().nullable(),
  latitude: z.number(),
  longitude: z.number(),
  profilePhoto: z.string().nullable(),
  isOnline: z.boolean(),
  /** km between the two grid cells, 1 decimal; null when the member hides their distance. */
  distance: z.number().nullable(),
});
export type NearbyMapUser = z.infer<typeof nearbyMapUserSchema>;

export const locationDisabledSchema = z.object({ code: z.literal("LOCATION_DISABLED"), message: z.string() });
export type LocationDisabled = z.infer<typeof locationDisabledSchema>;
/** GET /api/map/nearby: the list, or LOCATION_DISABLED when the viewer does not share. */
export const mapNearbyResponseSchema = z.union([z.array(nearbyMapUserSchema), locationDisabledSchema]);
export type MapNearbyResponse = z.infer<typeof mapNearbyResponseSchema>;

/** GET /api/map/config: where the web map loads its tiles from (MAP_TILE_URL). */
export const mapConfigSchema = z.object({ tileUrl: z.string(), attribution: z.string() });
export type MapConfig = z.infer<typeof mapConfigSchema>;
