import type { CurrentUser } from "@ulfa/contracts";
import { DISTANCE_DEFAULT_KM } from "@ulfa/contracts/constants";

export interface DeckParams {
  maxDistance?: number;
  globalMatching: boolean;
  smart: boolean;
}

export interface FilterState {
  distanceOn: boolean;
  distance: number;
  smart: boolean;
}

export const initialFilter = (maxDistance: number | undefined): FilterState => ({
  distanceOn: true,
  distance: maxDistance ?? DISTANCE_DEFAULT_KM,
  smart: false,
});

/** Which deck the discover tab asks for; the /home prefetch (prefetch.ts) asks for the same one. */
export function deckParams(user: CurrentUser | null | undefined, filter: FilterState, globalMatching: boolean): DeckParams {
  const hasLocation = user?.latitude != null && user?.longitude != null;
  return {
    ...(hasLocation && filter.distanceOn && !globalMatching ? { maxDistance: filter.distance } : {}),
    globalMatching,
    smart: filter.smart,
  };
}
