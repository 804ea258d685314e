import { createMediaStorage, type MediaStorage, type S3Settings } from "../platform/storage";
import type { Timeouts } from "../platform/timeouts";

export { blurredVariantName, contentTypeOf, isStoredName, variantName, type MediaKind, type MediaStorage } from "../platform/storage";

const byInstance = new Map<string, MediaStorage>();

/** The storage of an app instance (one client per DATA_DIR and bucket, reused by every request). */
export function mediaStorage(config: { dataDir: string; s3?: S3Settings; timeouts?: Timeouts }): MediaStorage {
  const key = config.s3 ? `s3:${config.s3.endpoint ?? ""}/${config.s3.bucket}` : `disk:${config.dataDir}`;
  let storage = byInstance.get(key);
  if (!storage) {
    storage = createMediaStorage(config);
    byInstance.set(key, storage);
  }
  return storage;
}
