// Schemas for the chat calls. Filled in by the chat feature.
export {};
