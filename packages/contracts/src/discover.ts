// Schemas for the discover calls. Filled in by the discover feature.
export {};
