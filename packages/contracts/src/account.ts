// Schemas for the account calls. Filled in by the account feature.
export {};
