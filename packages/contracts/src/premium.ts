// Schemas for the premium calls. Filled in by the premium feature.
export {};
