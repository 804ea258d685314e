// Schemas for the photos calls. Filled in by the photos feature.
export {};
