import http from "node:http";
import https from "node:https";
import { isIP } from "node:net";
import { PHOTO_FETCH_TIMEOUT_MS, PHOTO_MAX_BYTES } from "@ulfa/contracts";
import { badRequest } from "../platform/errors";
import { isPublicAddress, safeLookup } from "../platform/public-address";
import { tooBig } from "../platform/image";

export { isPublicAddress };

const MAX_REDIRECTS = 3;

const refused = () => badRequest("This photo URL cannot be used. Please upload the image instead.", "PHOTO_URL_REFUSED");

export interface FetchOptions {
  /** Which resolved addresses may be contacted. Only tests widen this (to reach a local server). */
  isAllowedAddress?: (address: string) => boolean;
}

export function parseImageUrl(raw: string, opts: FetchOptions = {}): URL {
  const allowed = opts.isAllowedAddress ?? isPublicAddress;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw badRequest("Please enter a valid photo URL", "PHOTO_URL_INVALID");
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") throw badRequest("Photo URLs must start with http:// or https://", "PHOTO_URL_INVALID");
  if (url.username || url.password) throw refused();
  // Literal IPs skip DNS, so check them here.
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (isIP(host) && !allowed(host)) throw refused();
  if (!opts.isAllowedAddress && (host === "localhost" || host.endsWith(".localhost"))) throw refused();
  return url;
}

/** Downloads an image from a public http(s) URL: 10 s overall, at most PHOTO_MAX_BYTES, 3 redirects. */
export async function fetchRemoteImage(raw: string, opts: FetchOptions = {}): Promise<Buffer> {
  const signal = AbortSignal.timeout(PHOTO_FETCH_TIMEOUT_MS);
  let url = parseImageUrl(raw, opts);
  for (let hop = 0; hop <= MAX_REDIRECTS; hop += 1) {
    const result = await getOnce(url, signal, opts.isAllowedAddress ?? isPublicAddress);
    if ("redirect" in result) {
      url = parseImageUrl(new URL(result.redirect, url).toString(), opts);
      continue;
    }
    return result.body;
  }
  throw badRequest("Could not download the photo (too many redirects)", "PHOTO_DOWNLOAD_FAILED");
}

function getOnce(url: URL, signal: AbortSignal, allowed: (address: string) => boolean): Promise<{ body: Buffer } | { redirect: string }> {
  const client = url.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.get(url, { lookup: safeLookup(allowed) as never, signal, headers: { accept: "image/*", "user-agent": "Ulfa photo fetcher" } }, (res) => {
      const status = res.statusCode ?? 0;
      if (status >= 300 && status < 400 && res.headers.location) {
        res.resume();
        return resolve({ redirect: res.headers.location });
      }
      if (status !== 200) {
        res.resume();
        return reject(badRequest("Could not download the photo from that URL", "PHOTO_DOWNLOAD_FAILED"));
      }
      const declared = Number(res.headers["content-length"] ?? 0);
      if (declared > PHOTO_MAX_BYTES) {
        res.destroy();
        return reject(tooBig());
      }
      const chunks: Buffer[] = [];
      let size = 0;
      res.on("data", (chunk: Buffer) => {
        size += chunk.length;
        if (size > PHOTO_MAX_BYTES) {
          res.destroy();
          reject(tooBig());
          return;
        }
        chunks.push(chunk);
      });
      res.on("end", () => resolve({ body: Buffer.concat(chunks) }));
      res.on("error", () => reject(badRequest("Could not download the photo from that URL", "PHOTO_DOWNLOAD_FAILED")));
    });
    req.on("error", (err: NodeJS.ErrnoException) =>
      reject(err.code === "EREFUSED_ADDRESS" ? refused() : badRequest("Could not download the photo from that URL", "PHOTO_DOWNLOAD_FAILED")),
    );
  });
}
