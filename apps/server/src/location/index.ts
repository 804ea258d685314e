/** What other folders use of location/: they import it from here, never an inner file (apps/web/src/app/boundaries.test.ts). */
export { arabicCityName, CITIES } from "./cities";
export { boundingBox, displayDistanceKm, distanceBetween, haversineKm, type LatLng, snapToGrid } from "./geo";
export { reverseGeocoder } from "./geocoder";
