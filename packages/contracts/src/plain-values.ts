/**
 * Everything the apps share that is not a zod schema: numbers, lists, prices, error and close codes.
 * The web imports it as `@ulfa/contracts/constants` wherever it needs no schema, so the first screen
 * neither loads zod nor builds every schema before it can draw; the package's index re-exports it.
 */
export * from "./constants";
export * from "./error-codes";
export * from "./ws-close-codes";
export * from "./premium";
export * from "./lists";
export * from "./prompt-library";
export * from "./question-bank";
export * from "./brand";
export { DEFAULT_LANDING, LANDING_TEXT_KEYS, LANDING_TEXT_MAX, withSiteName, type LandingTexts, type LandingTextKey } from "./site-defaults";
