import { useEffect } from "react";
import { useMap, ZoomControl } from "react-leaflet";
import { useTranslation } from "react-i18next";
import type { PopupEvent } from "leaflet";

/**
 * Leaflet writes its controls' names in English ("Zoom in", "Close popup"): the zoom buttons are
 * made here with translated titles (re-made when the language changes), and every popup's close
 * button is renamed as it opens. Use with <MapContainer zoomControl={false}>.
 */
export function MapLabels() {
  const { t, i18n } = useTranslation("mobile");
  const map = useMap();
  const close = t("map.closePopup");
  useEffect(() => {
    const rename = (e: PopupEvent) => e.popup.getElement()?.querySelector(".leaflet-popup-close-button")?.setAttribute("aria-label", close);
    map.on("popupopen", rename);
    return () => {
      map.off("popupopen", rename);
    };
  }, [map, close]);
  return <ZoomControl key={i18n.language} position="topleft" zoomInTitle={t("map.zoomIn")} zoomOutTitle={t("map.zoomOut")} />;
}
