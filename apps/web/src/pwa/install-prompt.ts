import { useSyncExternalStore } from "react";
import { currentInstallOffer, onInstallOfferChange, type BeforeInstallPromptEvent } from "./install-offer";

export { showInstallOffer as showInstallPrompt } from "./install-offer";

/** The pending install offer, or null where the browser makes none (installed, unsupported). */
export function useInstallPrompt(): BeforeInstallPromptEvent | null {
  return useSyncExternalStore(onInstallOfferChange, currentInstallOffer, () => null);
}
