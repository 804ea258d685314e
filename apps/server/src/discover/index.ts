/** What other folders use of discover/: they import it from here, never an inner file (apps/web/src/app/boundaries.test.ts). */
export { activateBoost } from "./boost";
export { strictFiltersOn } from "./deck-statements";
export { hasSoftFilters, passesSoftFilters, strictParams } from "./filters";
export { withEffectiveFilters } from "./premium-filters";
export { deck } from "./service";
