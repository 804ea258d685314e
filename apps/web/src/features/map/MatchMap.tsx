import "leaflet/dist/leaflet.css";
import "./map.css";
import { useEffect, useMemo, useRef } from "react";
import { MapContainer, Marker, Popup, TileLayer, useMap } from "react-leaflet";
import { useTranslation } from "react-i18next";
import type { MatchUser, NearbyMapUser } from "@ulfa/contracts";
import { MAP_FALLBACK_CENTER, MAP_ZOOM } from "@ulfa/contracts/constants";
import { installMarkerImageFallback, photoIcon } from "./markers";
import { formatDecimal } from "../../i18n/format";
import { MapLabels } from "./MapLabels";
import { about } from "../../i18n/gender";

export interface SelfMarker {
  name: string;
  photo: string | null;
  latitude: number;
  longitude: number;
}

/** Re-centres the map when the member's own (snapped) position changes. */
function FollowCentre({ center }: { center: [number, number] }) {
  const map = useMap();
  const [lat, lng] = center;
  useEffect(() => {
    map.setView([lat, lng], map.getZoom());
  }, [map, lat, lng]);
  return null;
}

/** Swaps broken marker photos for the inline avatar. */
function MarkerImageFallback() {
  const map = useMap();
  useEffect(() => installMarkerImageFallback(map.getContainer()), [map]);
  return null;
}

/**
 * Leaflet map of matched members. Tiles come from the server's MAP_TILE_URL; markers are divIcons
 * (circular photos with a coloured ring) so nothing is fetched from a marker CDN.
 */
export function MatchMap({
  tileUrl,
  attribution,
  self,
  others,
  profileOf,
  onOpenProfile,
}: {
  tileUrl: string;
  attribution: string;
  self: SelfMarker | null;
  others: NearbyMapUser[];
  /** The match's full profile (from the match list), for its gender and to open it. */
  profileOf?: (id: number) => MatchUser | undefined;
  onOpenProfile?: (id: number) => void;
}) {
  const { t, i18n } = useTranslation("map");
  const center: [number, number] = self ? [self.latitude, self.longitude] : [MAP_FALLBACK_CENTER.latitude, MAP_FALLBACK_CENTER.longitude];
  const initial = useRef(center);
  const km = useMemo(() => ({ format: (n: number) => formatDecimal(n, i18n.language, 1) }), [i18n.language]);
  const dir = i18n.dir();

  return (
    // Leaflet lays out tiles and controls left-to-right; popups set their own direction.
    <div dir="ltr" className="h-full w-full" data-testid="match-map">
      <MapContainer center={initial.current} zoom={MAP_ZOOM} className="h-full w-full" scrollWheelZoom zoomControl={false}>
        <MapLabels />
        <TileLayer url={tileUrl} attribution={attribution} />
        <FollowCentre center={center} />
        <MarkerImageFallback />
        {self && (
          <Marker position={[self.latitude, self.longitude]} icon={photoIcon(self.photo, "self", self.name)} zIndexOffset={1000} title={t("you")}>
            <Popup>
              <div dir={dir} className="text-start">
                <p className="font-semibold">{t("you")}</p>
              </div>
            </Popup>
          </Marker>
        )}
        {others.map((u) => (
          <Marker key={u.id} position={[u.latitude, u.longitude]} icon={photoIcon(u.profilePhoto, u.isOnline ? "online" : "offline", u.name)} title={u.name}>
            <Popup>
              <div dir={dir} className="min-w-28 text-start" data-testid={`map-popup-${u.id}`}>
                <p className="font-semibold">
                  <bdi>{u.name}</bdi>
                  {u.age !== null && t("popup.ageSuffix", { age: u.age })}
                </p>
                {u.distance !== null && <p className="text-slate-600">{t("popup.distance", { value: km.format(u.distance) })}</p>}
                <p className={u.isOnline ? "text-green-700" : "text-slate-500"}>{t(u.isOnline ? "popup.online" : "popup.offline", about(profileOf?.(u.id)?.gender))}</p>
                {onOpenProfile && profileOf?.(u.id) && (
                  <button
                    type="button"
                    onClick={() => onOpenProfile(u.id)}
                    className="mt-1 min-h-6 font-medium text-brand-700 underline underline-offset-2"
                    data-testid={`map-open-profile-${u.id}`}
                  >
                    {t("popup.viewProfile")}
                  </button>
                )}
              </div>
            </Popup>
          </Marker>
        ))}
      </MapContainer>
    </div>
  );
}
