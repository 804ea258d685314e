// Schemas for the notifications calls. Filled in by the notifications feature.
export {};
