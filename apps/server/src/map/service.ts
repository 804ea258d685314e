import {
  LOCATION_DISABLED_MESSAGE,
  LOCATION_SHARING_REQUIRED_MESSAGE,
  type LocationPrivacyResponse,
  type MapConfig,
  type MapLocationResponse,
  type MapNearbyResponse,
  type NearbyMapUser,
} from "@ulfa/contracts";
import type { UserRow } from "../db/schema";
import type { Deps } from "../platform/deps";
import { AppError } from "../platform/errors";
import { haversineKm, snapToGrid, type LatLng } from "../location";
import { showsDistance } from "../users";
import { privacyOf, shownMainPhoto, ownersRevealedTo, blurredNamesOf } from "../privacy";
import { saveMapLocation, setLocationPrivacy, visibleMatchesOf } from "./repo";
import { policyContext } from "../visibility";
import { saveHome } from "../travel";

const OSM_ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

/** Map distances keep one decimal but are measured between grid-cell centres. */
const oneDecimal = (km: number) => Math.round(km * 10) / 10;

export async function updateMapLocation(deps: Deps, user: UserRow, point: LatLng): Promise<MapLocationResponse> {
  const snapped = snapToGrid(point);
  // While travelling the map shows the travel place; where the member is now becomes the home they return to.
  if (user.travel) await saveHome(deps.db, user.id, snapped);
  else await saveMapLocation(deps.db, user.id, snapped);
  return snapped;
}

export async function setSharing(deps: Deps, user: UserRow, enabled: boolean): Promise<LocationPrivacyResponse> {
  // Turning sharing off forces map visibility off.
  return setLocationPrivacy(deps.db, user.id, enabled ? { locationSharingEnabled: true } : { locationSharingEnabled: false, showOnMap: false });
}

export async function setVisibility(deps: Deps, user: UserRow, visible: boolean): Promise<LocationPrivacyResponse> {
  if (visible && !user.locationSharingEnabled) throw new AppError(403, "LOCATION_SHARING_REQUIRED", LOCATION_SHARING_REQUIRED_MESSAGE);
  return setLocationPrivacy(deps.db, user.id, { showOnMap: visible });
}

/**
 * Matched members the viewer may see on the map, closest first. The viewer must share their own
 * location (hidden mode: sharing on, visibility off, still sees others).
 */
export async function nearbyOnMap(deps: Deps, viewer: UserRow): Promise<MapNearbyResponse> {
  if (!viewer.locationSharingEnabled) return { code: "LOCATION_DISABLED", message: LOCATION_DISABLED_MESSAGE };
  if (viewer.latitude === null || viewer.longitude === null) return [];
  const origin = { latitude: viewer.latitude, longitude: viewer.longitude };
  const candidates = (await visibleMatchesOf(deps.db, viewer, policyContext(deps)))
    .map((row) => {
      // Stored coordinates are snapped already; snapping again guards against any row written raw.
      const cell = snapToGrid({ latitude: row.latitude!, longitude: row.longitude! });
      return { row, cell, km: haversineKm(origin, cell) };
    })
    .filter((c) => c.km <= viewer.maxDistance)
    .sort((a, b) => a.km - b.km);
  const ids = candidates.map((c) => c.row.id);
  const [online, revealed] = await Promise.all([deps.presence.onlineAmong(ids), ownersRevealedTo(deps.db, viewer.id, ids)]);
  return candidates.map(({ row, cell, km }): NearbyMapUser => {
    const privacy = privacyOf(row);
    return {
      id: row.id,
      name: row.name,
      age: privacy.showAge ? row.age : null,
      latitude: cell.latitude,
      longitude: cell.longitude,
      profilePhoto: shownMainPhoto(row, blurredNamesOf(deps.config), revealed.has(row.id)),
      isOnline: privacy.showOnlineStatus ? online.has(row.id) : false,
      distance: showsDistance(row) ? oneDecimal(km) : null,
    };
  });
}

export function mapConfig(deps: Deps): MapConfig {
  return { tileUrl: deps.config.mapTileUrl, attribution: OSM_ATTRIBUTION };
}
