import { useEffect } from "react";
import { useMap, ZoomControl } from "react-leaflet";
import { useTranslation } from "react-i18next";
import L, { type PopupEvent } from "leaflet";

const escapeAttribute = (s: string) => s.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/**
 * Leaflet writes its controls' names in English ("Zoom in", "Close popup") and places them by
 * physical side: the zoom buttons are made here with translated titles on the inline-start side
 * (top right in Arabic), the attribution goes to the inline end, its "Leaflet" link gets a title
 * in the member's language, and every popup's close button is renamed as it opens. The tile
 * provider's credit (OpenStreetMap contributors) is left exactly as the server sends it: the
 * licence requires it. Use with <MapContainer zoomControl={false}>.
 */
export function MapLabels() {
  const { t, i18n } = useTranslation("mobile");
  const map = useMap();
  const close = t("map.closePopup");
  const rtl = i18n.dir() === "rtl";
  const leafletTitle = t("map.leafletTitle");
  useEffect(() => {
    const rename = (e: PopupEvent) => e.popup.getElement()?.querySelector(".leaflet-popup-close-button")?.setAttribute("aria-label", close);
    map.on("popupopen", rename);
    return () => {
      map.off("popupopen", rename);
    };
  }, [map, close]);
  useEffect(() => {
    const attribution = map.attributionControl;
    if (!attribution) return;
    attribution.setPosition(rtl ? "bottomleft" : "bottomright");
    // Leaflet's own prefix (its link, and the flag it may add) with only the English title replaced.
    const prefix = L.Control.Attribution.prototype.options.prefix;
    if (typeof prefix === "string") attribution.setPrefix(prefix.replace(/title="[^"]*"/, `title="${escapeAttribute(leafletTitle)}"`));
  }, [map, rtl, leafletTitle]);
  return <ZoomControl key={i18n.language} position={rtl ? "topright" : "topleft"} zoomInTitle={t("map.zoomIn")} zoomOutTitle={t("map.zoomOut")} />;
}
