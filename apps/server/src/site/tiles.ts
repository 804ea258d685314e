import { LANDING_TILE_KEYS, type LandingTile, type SiteSettings } from "@ulfa/contracts";

/** The seed's advertised figures, shown only when the operator turns demo figures on. */
export const DEMO_FIGURES: Record<(typeof LANDING_TILE_KEYS)[number], string> = { members: "5K+", matches: "2.5K+", countries: "15+" };

/**
 * The landing tiles: the demo figures when asked for; otherwise each real count once it reaches
 * the operator's threshold, and below it a feature tile (the web says something true instead).
 */
export function landingTiles(tiles: SiteSettings["tiles"], counts: Record<(typeof LANDING_TILE_KEYS)[number], number>): LandingTile[] {
  return LANDING_TILE_KEYS.map((key) => {
    if (tiles.demoFigures) return { key, kind: "demo", value: DEMO_FIGURES[key] };
    const n = counts[key];
    // A threshold of 0 still needs something to count: "0 members" is true but says nothing.
    return n >= Math.max(1, tiles.thresholds[key]) ? { key, kind: "count", value: n } : { key, kind: "feature", value: null };
  });
}
