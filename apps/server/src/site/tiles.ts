import { LANDING_TILE_KEYS, LANDING_TILES, type LandingTile, type SiteSettings } from "@ulfa/contracts";

/** The seed's advertised figures, shown only when the operator turns demo figures on. */
export const DEMO_FIGURES: Record<(typeof LANDING_TILES)[number], string> = { members: "5K+", matches: "2.5K+", satisfaction: "92%", countries: "15+" };

/**
 * The landing tiles: the demo figures when asked for; otherwise each real count once it reaches
 * the operator's threshold, and below it a feature tile (the web says something true instead).
 */
export function landingTiles(tiles: SiteSettings["tiles"], counts: Record<(typeof LANDING_TILE_KEYS)[number], number>): LandingTile[] {
  // Seed order: members, matches, satisfaction, countries.
  return LANDING_TILES.map((key) => {
    if (tiles.demoFigures) return { key, kind: "demo", value: DEMO_FIGURES[key] };
    // Nothing measures satisfaction: without demo figures it is always a feature tile.
    if (key === "satisfaction") return { key, kind: "feature", value: null };
    const n = counts[key];
    // A threshold of 0 still needs something to count: "0 members" is true but says nothing.
    return n >= Math.max(1, tiles.thresholds[key]) ? { key, kind: "count", value: n } : { key, kind: "feature", value: null };
  });
}
