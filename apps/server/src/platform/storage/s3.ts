import { randomBytes } from "node:crypto";
import type { S3Client } from "@aws-sdk/client-s3";
import { AppError } from "../errors";
import { PHOTO_VARIANT_WIDTHS } from "@ulfa/contracts";
import { blurredVariantName, contentTypeOf, isStoredName, isVariantName, VARIANT_FORMATS, variantName, VARIANTS_DIR, type MediaKind, type MediaStorage } from "./media-storage";

export interface S3Settings {
  endpoint: string | undefined;
  bucket: string;
  region: string;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  forcePathStyle: boolean;
}

/** An object store that does not answer must fail a request quickly (503), never hang it. */
const CONNECT_TIMEOUT_MS = 2_000;
const REQUEST_TIMEOUT_MS = 10_000;
const MAX_ATTEMPTS = 2;

const keyOf = (kind: MediaKind, name: string) => `${kind}/${name}`;
const variantKey = (variant: string) => `photos/${VARIANTS_DIR}/${variant}`;

/** Every resized copy a photo can have: the names are deterministic, so deleting needs no listing. */
const variantKeysOf = (photo: string) =>
  [...PHOTO_VARIANT_WIDTHS, undefined]
    .flatMap((width) => VARIANT_FORMATS.map((format) => ({ Key: variantKey(variantName(photo, width, format)) })))
    .concat({ Key: variantKey(blurredVariantName(photo)) });

const unavailable = (cause: unknown) => {
  const error = new AppError(503, "STORAGE_UNAVAILABLE", "Photos are unavailable right now. Please try again in a minute.");
  error.cause = cause;
  return error;
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
export function s3Storage(settings: S3Settings): MediaStorage {
  // The SDK is loaded on first use: installs that keep media on disk never pay for it at start-up.
  let loading: Promise<{ sdk: Sdk; client: S3Client }> | undefined;
  const connect = () => (loading ??= import("@aws-sdk/client-s3").then((sdk) => ({ sdk, client: createClient(sdk, settings) })));
  const Bucket = settings.bucket;

  async function put(kind: MediaKind, name: string, bytes: Buffer): Promise<void> {
    if (!isStoredName(name)) throw new Error(`not a stored media name: ${name}`);
    const { sdk, client } = await connect();
    try {
      await client.send(new sdk.PutObjectCommand({ Bucket, Key: keyOf(kind, name), Body: bytes, ContentType: contentTypeOf(name) }));
    } catch (err) {
      throw unavailable(err);
    }
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
      try {
        const res = await client.send(new sdk.GetObjectCommand({ Bucket, Key: keyOf(kind, name) }));
        return res.Body ? Buffer.from(await res.Body.transformToByteArray()) : null;
      } catch (err) {
        if (isMissing(err)) return null;
        throw unavailable(err);
      }
    },
    async delete(kind, name) {
      if (!isStoredName(name)) return;
      const { sdk, client } = await connect();
      try {
        await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: keyOf(kind, name) }));
        if (kind === "photos") await client.send(new sdk.DeleteObjectsCommand({ Bucket, Delete: { Objects: variantKeysOf(name), Quiet: true } }));
      } catch (err) {
        if (!isMissing(err)) throw unavailable(err);
      }
    },
    async readVariant(variant) {
      if (!isVariantName(variant)) return null;
      const { sdk, client } = await connect();
      try {
        const res = await client.send(new sdk.GetObjectCommand({ Bucket, Key: variantKey(variant) }));
        return res.Body ? Buffer.from(await res.Body.transformToByteArray()) : null;
      } catch (err) {
        if (isMissing(err)) return null;
        throw unavailable(err);
      }
    },
    async writeVariant(variant, bytes) {
      if (!isVariantName(variant)) throw new Error(`not a variant name: ${variant}`);
      const { sdk, client } = await connect();
      try {
        await client.send(new sdk.PutObjectCommand({ Bucket, Key: variantKey(variant), Body: bytes }));
      } catch (err) {
        throw unavailable(err);
      }
    },
    async exists(kind, name) {
      if (!isStoredName(name)) return false;
      const { sdk, client } = await connect();
      try {
        await client.send(new sdk.HeadObjectCommand({ Bucket, Key: keyOf(kind, name) }));
        return true;
      } catch (err) {
        if (isMissing(err)) return false;
        throw unavailable(err);
      }
    },
    async check() {
      const { sdk, client } = await connect();
      await client.send(new sdk.HeadBucketCommand({ Bucket }));
    },
  };
}

function createClient(sdk: Sdk, settings: S3Settings): S3Client {
  return new sdk.S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
    maxAttempts: MAX_ATTEMPTS,
    requestHandler: { connectionTimeout: CONNECT_TIMEOUT_MS, requestTimeout: REQUEST_TIMEOUT_MS },
    // The SDK's default CRC checksums are not understood by every S3-compatible server (older
    // MinIO, R2, B2); send and check them only where the API requires it.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
}
