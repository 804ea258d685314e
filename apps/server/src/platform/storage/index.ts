import { diskStorage } from "./disk";
import { s3Storage, type S3Settings } from "./s3";
import type { MediaStorage } from "./media-storage";
import type { Timeouts } from "../timeouts";

export * from "./media-storage";
export type { S3Settings } from "./s3";

/** The media storage an instance is configured for: a bucket when S3 is set, DATA_DIR otherwise. */
export function createMediaStorage(config: { dataDir: string; s3?: S3Settings; timeouts?: Timeouts }): MediaStorage {
  return config.s3 ? s3Storage(config.s3, config.timeouts) : diskStorage(config.dataDir);
}
