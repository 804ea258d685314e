import { randomBytes } from "node:crypto";
import type { S3Client } from "@aws-sdk/client-s3";
import { AppError } from "../errors";
import { DEFAULT_TIMEOUTS, type Timeouts } from "../timeouts";
import { DEPENDENCY_RETRY_AFTER_S, PHOTO_VARIANT_WIDTHS } from "@ulfa/contracts";
import {
  blurredVariantName,
  contentTypeOf,
  isStoredName,
  isVariantName,
  VARIANT_FORMATS,
  variantName,
  VARIANTS_DIR,
  type MediaKind,
  type MediaStorage,
  type StoredObject,
} from "./media-storage";

export interface S3Settings {
  endpoint: string | undefined;
  bucket: string;
  region: string;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  forcePathStyle: boolean;
}

const MAX_ATTEMPTS = 2;

const keyOf = (kind: MediaKind, name: string) => `${kind}/${name}`;
const variantKey = (variant: string) => `photos/${VARIANTS_DIR}/${variant}`;

/** Every resized copy a photo can have: the names are deterministic, so deleting needs no listing. */
const variantKeysOf = (photo: string) =>
  [...PHOTO_VARIANT_WIDTHS, undefined]
    .flatMap((width) => VARIANT_FORMATS.map((format) => ({ Key: variantKey(variantName(photo, width, format)) })))
    .concat({ Key: variantKey(blurredVariantName(photo)) });

const unavailable = (cause: unknown) => {
  const error = new AppError(503, "STORAGE_UNAVAILABLE", "Photos are unavailable right now. Please try again in a minute.", {
    "retry-after": String(DEPENDENCY_RETRY_AFTER_S),
  });
  error.cause = cause;
  return error;
};

/** No answer at all (refused, reset, timed out, aborted) or a server error: the store is out, not the request wrong. */
const isOutage = (err: unknown) => {
  const status = (err as { $metadata?: { httpStatusCode?: number } } | undefined)?.$metadata?.httpStatusCode;
  return status === undefined || status >= 500;
};

const isMissing = (err: unknown) => {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === "NoSuchKey" || e.name === "NotFound" || e.$metadata?.httpStatusCode === 404;
};

type Sdk = typeof import("@aws-sdk/client-s3");

/**
 * Media in any S3-compatible bucket (AWS S3, MinIO, Ceph, Cloudflare R2, Backblaze B2): objects are
 * private, keyed `<kind>/<name>`, and always served through the app's own routes, so selfies and
 * other private media are never reachable by URL alone.
 */
export function s3Storage(settings: S3Settings, timeouts: Timeouts = DEFAULT_TIMEOUTS): MediaStorage {
  // The SDK is loaded on first use: installs that keep media on disk never pay for it at start-up.
  let loading: Promise<{ sdk: Sdk; client: S3Client }> | undefined;
  const connect = () => (loading ??= import("@aws-sdk/client-s3").then((sdk) => ({ sdk, client: createClient(sdk, settings, timeouts) })));
  /**
   * Every call is aborted after storageCallMs, retries included: a bucket that accepts and never
   * answers costs one bounded wait and a 503, never a hung request.
   */
  const bounded = () => ({ abortSignal: AbortSignal.timeout(timeouts.storageCallMs) });
  /**
   * A read's bound: storageReadMs until the store answers (`answered()` is called once the SDK
   * returns the response head), storageCallMs for the whole read.
   */
  const boundedRead = () => {
    const first = new AbortController();
    const timer = setTimeout(() => first.abort(Object.assign(new Error("the object store did not start answering in time"), { name: "TimeoutError" })), Math.min(timeouts.storageReadMs, timeouts.storageCallMs));
    timer.unref();
    return { options: { abortSignal: AbortSignal.any([first.signal, AbortSignal.timeout(timeouts.storageCallMs)]) }, answered: () => clearTimeout(timer) };
  };
  /** A GET of one object: its bytes, or null when there is none. */
  async function getObject(sdk: Sdk, client: S3Client, Key: string): Promise<Buffer | null> {
    const bound = boundedRead();
    try {
      const res = await client.send(new sdk.GetObjectCommand({ Bucket, Key }), bound.options);
      bound.answered();
      return res.Body ? Buffer.from(await res.Body.transformToByteArray()) : null;
    } finally {
      bound.answered();
    }
  }
  const Bucket = settings.bucket;
  let coolingUntil = 0;
  /**
   * Runs one storage operation. After an outage answer, calls fail at once for storageCoolOffMs
   * instead of each waiting out its own deadline (a member's page of photos, or a queue of file
   * deletions, would otherwise wait once per file); `probe` (health) always asks the store.
   */
  async function guarded<T>(work: () => Promise<T>, probe = false): Promise<T> {
    if (!probe && performance.now() < coolingUntil) throw unavailable(new Error("the object store did not answer moments ago"));
    try {
      const result = await work();
      coolingUntil = 0;
      return result;
    } catch (err) {
      if (isOutage(err instanceof AppError ? err.cause : err)) coolingUntil = performance.now() + timeouts.storageCoolOffMs;
      throw err;
    }
  }

  async function put(kind: MediaKind, name: string, bytes: Buffer): Promise<void> {
    if (!isStoredName(name)) throw new Error(`not a stored media name: ${name}`);
    const { sdk, client } = await connect();
    await guarded(async () => {
      try {
        await client.send(new sdk.PutObjectCommand({ Bucket, Key: keyOf(kind, name), Body: bytes, ContentType: contentTypeOf(name) }), bounded());
      } catch (err) {
        throw unavailable(err);
      }
    });
  }

  return {
    async save(kind, bytes, ext) {
      const name = `${randomBytes(16).toString("hex")}.${ext}`;
      await put(kind, name, bytes);
      return name;
    },
    put,
    async read(kind, name) {
      if (!isStoredName(name)) return null;
      const { sdk, client } = await connect();
      return guarded(async () => {
        try {
          return await getObject(sdk, client, keyOf(kind, name));
        } catch (err) {
          if (isMissing(err)) return null;
          throw unavailable(err);
        }
      });
    },
    async delete(kind, name) {
      if (!isStoredName(name)) return;
      const { sdk, client } = await connect();
      return guarded(async () => {
        try {
          await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: keyOf(kind, name) }), bounded());
          if (kind === "photos") await client.send(new sdk.DeleteObjectsCommand({ Bucket, Delete: { Objects: variantKeysOf(name), Quiet: true } }), bounded());
        } catch (err) {
          if (!isMissing(err)) throw unavailable(err);
        }
      });
    },
    async readVariant(variant) {
      if (!isVariantName(variant)) return null;
      const { sdk, client } = await connect();
      return guarded(async () => {
        try {
          return await getObject(sdk, client, variantKey(variant));
        } catch (err) {
          if (isMissing(err)) return null;
          throw unavailable(err);
        }
      });
    },
    async writeVariant(variant, bytes) {
      if (!isVariantName(variant)) throw new Error(`not a variant name: ${variant}`);
      const { sdk, client } = await connect();
      return guarded(async () => {
        try {
          await client.send(new sdk.PutObjectCommand({ Bucket, Key: variantKey(variant), Body: bytes }), bounded());
        } catch (err) {
          throw unavailable(err);
        }
      });
    },
    async exists(kind, name) {
      if (!isStoredName(name)) return false;
      const { sdk, client } = await connect();
      return guarded(async () => {
        try {
          const bound = boundedRead();
          await client.send(new sdk.HeadObjectCommand({ Bucket, Key: keyOf(kind, name) }), bound.options).finally(bound.answered);
          return true;
        } catch (err) {
          if (isMissing(err)) return false;
          throw unavailable(err);
        }
      });
    },
    async check() {
      const { sdk, client } = await connect();
      await guarded(async () => void (await client.send(new sdk.HeadBucketCommand({ Bucket }), bounded())), true);
    },
    failedRecently: () => performance.now() < coolingUntil,
    list: (kind) => listPrefix(`${kind}/`, isStoredName),
    listVariants: () => listPrefix(`photos/${VARIANTS_DIR}/`, isVariantName),
  };

  /** The objects directly under `prefix` (not deeper: photos/ leaves out photos/variants/), a listing page at a time. */
  async function* listPrefix(prefix: string, keep: (name: string) => boolean): AsyncIterable<StoredObject[]> {
    const { sdk, client } = await connect();
    let ContinuationToken: string | undefined;
    do {
      const page = await guarded(async () => {
        try {
          return await client.send(new sdk.ListObjectsV2Command({ Bucket, Prefix: prefix, Delimiter: "/", ContinuationToken }), bounded());
        } catch (err) {
          throw unavailable(err);
        }
      });
      yield (page.Contents ?? [])
        .map((o) => ({ name: (o.Key ?? "").slice(prefix.length), writtenAt: o.LastModified ?? new Date() }))
        .filter((o) => keep(o.name));
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
  }
}

function createClient(sdk: Sdk, settings: S3Settings, timeouts: Timeouts): S3Client {
  return new sdk.S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
    maxAttempts: MAX_ATTEMPTS,
    // requestTimeout only logs a warning unless throwOnRequestTimeout is set (@smithy/node-http-handler 4).
    requestHandler: {
      connectionTimeout: timeouts.storageConnectMs,
      requestTimeout: timeouts.storageRequestMs,
      throwOnRequestTimeout: true,
      socketTimeout: timeouts.storageRequestMs,
    },
    // The SDK's default CRC checksums are not understood by every S3-compatible server (older
    // MinIO, R2, B2); send and check them only where the API requires it.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
}
