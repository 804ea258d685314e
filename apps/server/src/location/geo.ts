import { DISTANCE_MIN_KM, LOCATION_GRID_DEG } from "@ulfa/contracts";

export interface LatLng {
  latitude: number;
  longitude: number;
}

/**
 * Snaps a coordinate to the centre of its ~1 km grid cell. Only snapped coordinates are stored or
 * sent, so repeated distance readings cannot be combined to find where someone really is.
 */
export function snapToGrid(point: LatLng): LatLng {
  const snap = (value: number) => Number(((Math.floor(value / LOCATION_GRID_DEG) + 0.5) * LOCATION_GRID_DEG).toFixed(6));
  return { latitude: Math.min(90, Math.max(-90, snap(point.latitude))), longitude: wrapLongitude(snap(point.longitude)) };
}

const wrapLongitude = (lng: number) => (lng > 180 ? lng - 360 : lng < -180 ? lng + 360 : lng);

const EARTH_RADIUS_KM = 6371.0088;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in km. */
export function haversineKm(a: LatLng, b: LatLng): number {
  const dLat = rad(b.latitude - a.latitude);
  const dLng = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Distance shown on cards: whole km, never below 1 (docs/product-rules.md). */
export const displayDistanceKm = (km: number) => Math.max(DISTANCE_MIN_KM, Math.round(km));

/**
 * Bounding box (degrees) that holds every point within `radiusKm` of `center` by haversineKm, so an
 * index can narrow a radius search before haversine. Exact, not the usual 111.32 km per degree
 * shortcut, which cuts off members at the edge of the radius. Longitudes may leave -180..180 when
 * the circle crosses the antimeridian; a circle around a pole spans every longitude.
 */
export function boundingBox(center: LatLng, radiusKm: number) {
  const angular = radiusKm / EARTH_RADIUS_KM;
  const dLat = (angular * 180) / Math.PI;
  const minLat = center.latitude - dLat;
  const maxLat = center.latitude + dLat;
  const ratio = Math.sin(angular) / Math.cos(rad(center.latitude));
  const dLng = minLat <= -90 || maxLat >= 90 || ratio >= 1 ? 180 : (Math.asin(ratio) * 180) / Math.PI;
  // A hair of slack so a point exactly on the circle is never lost to rounding.
  const slack = 1e-9;
  return {
    minLat: minLat - slack,
    maxLat: maxLat + slack,
    minLng: center.longitude - dLng - slack,
    maxLng: center.longitude + dLng + slack,
  };
}

/** Distance between two members' stored (already snapped) locations, or null when either has none. */
export function distanceBetween(
  a: { latitude: number | null; longitude: number | null },
  b: { latitude: number | null; longitude: number | null },
): number | null {
  if (a.latitude === null || a.longitude === null || b.latitude === null || b.longitude === null) return null;
  return haversineKm({ latitude: a.latitude, longitude: a.longitude }, { latitude: b.latitude, longitude: b.longitude });
}
