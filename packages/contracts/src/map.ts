// Schemas for the map calls. Filled in by the map feature.
export {};
