import { z } from "zod";
import { DISTANCE_MAX_KM, DISTANCE_MIN_KM, LOCATION_TEXT_MAX } from "./constants";
import { text } from "./text";

// --- Location save (Location Settings card) and reverse geocoding ---

/** The built-in reverse geocoder names the nearest listed city within this distance, else none. */
export const REVERSE_GEOCODE_RADIUS_KM = 50;
export const GEOCODER_TIMEOUT_MS = 5000;

export const latitudeSchema = z.number({ error: "Latitude must be a number" }).min(-90, "Latitude must be between -90 and 90").max(90, "Latitude must be between -90 and 90");
export const longitudeSchema = z
  .number({ error: "Longitude must be a number" })
  .min(-180, "Longitude must be between -180 and 180")
  .max(180, "Longitude must be between -180 and 180");

const placeName = text()
  .trim()
  .max(LOCATION_TEXT_MAX)
  .nullable()
  .optional()
  .transform((value) => (value ? value : null));

/**
 * POST /api/location. Missing city/country are filled by the server's reverse geocoder; the city's
 * Arabic name always comes from the server (the geocoder's for this point when it names the same
 * city, else the offline list's), never from the browser.
 */
export const saveLocationSchema = z.object({
  latitude: latitudeSchema,
  longitude: longitudeSchema,
  city: placeName,
  country: placeName,
  /** Kept unchanged when absent. */
  maxDistance: z
    .number()
    .int()
    .min(DISTANCE_MIN_KM, `Distance must be between ${DISTANCE_MIN_KM} and ${DISTANCE_MAX_KM} km`)
    .max(DISTANCE_MAX_KM, `Distance must be between ${DISTANCE_MIN_KM} and ${DISTANCE_MAX_KM} km`)
    .optional(),
});
export type SaveLocationInput = z.input<typeof saveLocationSchema>;

/** Answer of POST /api/location. Coordinates are the stored, grid-snapped ones. */
export const saveLocationResponseSchema = z.object({
  message: z.string(),
  city: z.string().nullable(),
  cityAr: z.string().nullable(),
  country: z.string().nullable(),
  latitude: z.number(),
  longitude: z.number(),
  maxDistance: z.number().int(),
});
export type SaveLocationResponse = z.infer<typeof saveLocationResponseSchema>;

/** GET /api/location/reverse?lat=&lng= (the browser never calls a third party). */
export const reverseGeocodeQuerySchema = z.object({
  lat: z.coerce.number({ error: "Latitude must be a number" }).pipe(latitudeSchema),
  lng: z.coerce.number({ error: "Longitude must be a number" }).pipe(longitudeSchema),
});
export const reverseGeocodeResponseSchema = z.object({ city: z.string().nullable(), cityAr: z.string().nullable(), country: z.string().nullable() });
export type ReverseGeocodeResponse = z.infer<typeof reverseGeocodeResponseSchema>;
