// Schemas for the likes calls. Filled in by the likes feature.
export {};
