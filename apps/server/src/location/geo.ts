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

/** Distance shown on cards: whole km, never below 1 (DECISIONS.md). */
export const displayDistanceKm = (km: number) => Math.max(DISTANCE_MIN_KM, Math.round(km));

/** Bounding box around a point, used to let an index narrow a radius search before haversine. */
export function boundingBox(center: LatLng, radiusKm: number) {
  const dLat = radiusKm / 111.32;
  const cos = Math.max(0.01, Math.cos(rad(center.latitude)));
  const dLng = Math.min(180, radiusKm / (111.32 * cos));
  return {
    minLat: center.latitude - dLat,
    maxLat: center.latitude + dLat,
    minLng: center.longitude - dLng,
    maxLng: center.longitude + dLng,
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
