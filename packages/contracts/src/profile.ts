// Schemas for the profile calls. Filled in by the profile feature.
export {};
