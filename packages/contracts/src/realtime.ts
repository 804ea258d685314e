// Schemas for the realtime calls. Filled in by the realtime feature.
export {};
