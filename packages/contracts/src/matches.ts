// Schemas for the matches calls. Filled in by the matches feature.
export {};
