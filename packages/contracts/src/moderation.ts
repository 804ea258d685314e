// Schemas for the moderation calls. Filled in by the moderation feature.
export {};
