// Schemas for the payments calls. Filled in by the payments feature.
export {};
