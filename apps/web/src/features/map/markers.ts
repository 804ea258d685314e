import L from "leaflet";
import { MAP_MARKER_PX, MAP_MARKER_SELF_PX } from "@ulfa/contracts/constants";
import { endpoints, urlOf } from "@ulfa/contracts/endpoints";

export type MarkerKind = "self" | "online" | "offline";

/** Ring colours: red self, green online, grey offline. */
const RING: Record<MarkerKind, string> = { self: "#dc2626", online: "#16a34a", offline: "#94a3b8" };

/** The generic placeholder photo served by the server. */
export const PLACEHOLDER_PHOTO = urlOf(endpoints.photos.placeholder, { params: { w: 40, h: 40 } });

/** Drawn in place when even the placeholder fails: a grey silhouette, no network needed. */
export const INLINE_AVATAR =
  "data:image/svg+xml;utf8," +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="#e2e8f0"/><circle cx="20" cy="15" r="7" fill="#94a3b8"/><path d="M6 38c2-9 8-13 14-13s12 4 14 13z" fill="#94a3b8"/></svg>',
  );

const escapeAttr = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/**
 * A circular photo marker as a divIcon: Leaflet's default marker would fetch its PNGs from a CDN.
 * A failed photo is swapped for the inline avatar by the map's error listener (no inline handlers).
 */
export function photoIcon(photo: string | null, kind: MarkerKind, label: string): L.DivIcon {
  const size = kind === "self" ? MAP_MARKER_SELF_PX : MAP_MARKER_PX;
  const html =
    `<span class="ulfa-marker" data-kind="${kind}" style="width:${size}px;height:${size}px;border-color:${RING[kind]}">` +
    `<img src="${escapeAttr(photo || PLACEHOLDER_PHOTO)}" alt="${escapeAttr(label)}" data-fallback="${INLINE_AVATAR}" width="${size}" height="${size}" /></span>`;
  return L.divIcon({ html, className: "ulfa-marker-wrap", iconSize: [size, size], iconAnchor: [size / 2, size / 2], popupAnchor: [0, -size / 2] });
}

/** Capture-phase listener: any marker photo that fails falls back to the inline avatar once. */
export function installMarkerImageFallback(container: HTMLElement): () => void {
  const onError = (event: Event) => {
    const img = event.target;
    if (!(img instanceof HTMLImageElement) || !img.closest(".ulfa-marker")) return;
    const fallback = img.dataset.fallback;
    if (fallback && img.src !== fallback) img.src = fallback;
  };
  container.addEventListener("error", onError, true);
  return () => container.removeEventListener("error", onError, true);
}
