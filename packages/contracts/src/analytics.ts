// Schemas for the analytics calls. Filled in by the analytics feature.
export {};
