import type { DeckItem } from "@ulfa/contracts";
import { CARD_SIZES, photoSrcSet } from "./components/photo-sources";

/**
 * Starts the top card's photo (the discover tab's largest paint) as soon as the deck is here,
 * rather than once React has drawn the card: the same AVIF `srcset` and `sizes` as the card's
 * <picture> (components/Photo.tsx), so the browser picks the same copy and the card finds it
 * loaded. `type` makes a browser without AVIF skip it (the card then asks for WebP or the JPEG).
 */
export function preloadCardPhoto(card: DeckItem | undefined): void {
  const photo = card ? (card.photos[0] ?? card.profilePhoto) : null;
  const srcSet = photo ? photoSrcSet(photo, "avif") : null;
  if (!srcSet) return;
  const link = document.createElement("link");
  link.rel = "preload";
  link.as = "image";
  link.type = "image/avif";
  link.setAttribute("imagesrcset", srcSet);
  link.setAttribute("imagesizes", CARD_SIZES);
  document.head.append(link);
}
