// Schemas for the location calls. Filled in by the location feature.
export {};
