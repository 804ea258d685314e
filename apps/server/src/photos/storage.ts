// The storage names and types the media features use; the storage itself is deps.storage (app.ts builds it).
export { blurredVariantName, contentTypeOf, isStoredName, variantName, type MediaKind, type MediaStorage } from "../platform/storage";
