import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from "node:crypto";
import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:https";
import type { AddressInfo } from "node:net";
import path from "node:path";

/**
 * A local Web Push service for API tests: an HTTPS receiver (self-signed certificate in
 * test/fixtures, handed to the app as `config.push.testCa`) that checks each request's VAPID JWT
 * (RFC 8292) and decrypts its aes128gcm payload (RFC 8291) with the keys of the subscription the
 * test created, as a browser would. `answer` makes it refuse (410 Gone, 503...).
 */
export interface ReceivedPush {
  device: string;
  payload: Record<string, unknown>;
  headers: { ttl: string | undefined; topic: string | undefined; urgency: string | undefined };
  vapid: { publicKey: string; claims: { aud: string; exp: number; sub: string } };
}

export interface TestDevice {
  name: string;
  /** What the browser would POST to /api/push/subscriptions. */
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
}

export interface TestPushService {
  ca: string;
  /** `localhost:<port>`: the allow-list entry that admits this service (a name, as real push services have). */
  host: string;
  received: ReceivedPush[];
  /** Every request that failed a check (bad JWT, undecryptable body). */
  rejected: string[];
  device(name: string): TestDevice;
  /** The status this device's pushes get (201 by default). */
  answer(device: string, status: number): void;
  /**
   * Makes the service be reached through a TCP proxy on this port (test/stalling-proxy.ts): `host`,
   * new devices' endpoints and the VAPID audience it expects name the proxy.
   */
  via(port: number): void;
  close(): Promise<void>;
}

const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, "fixtures", name), "utf8");
const b64url = (buf: Buffer) => buf.toString("base64url");

/** Checks `Authorization: vapid t=<jwt>, k=<key>`: an ES256 JWT signed by k, for this origin, not expired. */
function checkVapid(header: string | undefined, origin: string, nowS: number): ReceivedPush["vapid"] {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? "");
  if (!match) throw new Error(`no vapid authorization: ${header}`);
  const [, jwt, k] = match;
  const [head, body, sig] = jwt.split(".");
  if (JSON.parse(Buffer.from(head, "base64url").toString()).alg !== "ES256") throw new Error("not ES256");
  const point = Buffer.from(k, "base64url");
  if (point.length !== 65 || point[0] !== 4) throw new Error("k is not an uncompressed P-256 point");
  const key = createPublicKey({ key: { kty: "EC", crv: "P-256", x: b64url(point.subarray(1, 33)), y: b64url(point.subarray(33)) }, format: "jwk" });
  const ok = verify("sha256", Buffer.from(`${head}.${body}`), { key, dsaEncoding: "ieee-p1363" }, Buffer.from(sig, "base64url"));
  if (!ok) throw new Error("bad vapid signature");
  const claims = JSON.parse(Buffer.from(body, "base64url").toString()) as ReceivedPush["vapid"]["claims"];
  if (claims.aud !== origin) throw new Error(`aud ${claims.aud} is not ${origin}`);
  // RFC 8292 §2: not expired, at most 24 hours ahead (web-push signs with the real clock).
  if (!(claims.exp > nowS && claims.exp <= nowS + 24 * 3600)) throw new Error(`bad exp ${claims.exp}`);
  if (!/^(mailto:|https:)/.test(claims.sub)) throw new Error(`bad sub ${claims.sub}`);
  return { publicKey: k, claims };
}

/** RFC 8291 §3.4 with a single aes128gcm record (RFC 8188). */
function decrypt(body: Buffer, ecdh: ReturnType<typeof createECDH>, authSecret: Buffer): Buffer {
  const salt = body.subarray(0, 16);
  const idLength = body[20];
  const serverPublic = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const shared = ecdh.computeSecret(serverPublic);
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), ecdh.getPublicKey(), serverPublic]);
  const ikm = Buffer.from(hkdfSync("sha256", shared, authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: aes128gcm\0"), 16));
  const nonce = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: nonce\0"), 12));
  const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02 and zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error("bad record padding");
  return padded.subarray(0, end);
}

export async function startTestPushService(): Promise<TestPushService> {
  const devices = new Map<string, { ecdh: ReturnType<typeof createECDH>; auth: Buffer }>();
  const answers = new Map<string, number>();
  const received: ReceivedPush[] = [];
  const rejected: string[] = [];
  const server: Server = createServer({ key: fixture("push-service.key"), cert: fixture("push-service.crt") }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const name = decodeURIComponent((req.url ?? "").replace(/^\/push\//, ""));
      const device = devices.get(name);
      const status = answers.get(name) ?? 201;
      try {
        if (!device) throw new Error(`unknown device ${name}`);
        if (req.headers["content-encoding"] !== "aes128gcm") throw new Error("not aes128gcm");
        const vapid = checkVapid(req.headers.authorization, origin, Date.now() / 1000);
        if (status < 300) {
          const payload = JSON.parse(decrypt(Buffer.concat(chunks), device.ecdh, device.auth).toString("utf8")) as Record<string, unknown>;
          const h = (k: string) => req.headers[k] as string | undefined;
          received.push({ device: name, payload, headers: { ttl: h("ttl"), topic: h("topic"), urgency: h("urgency") }, vapid });
        }
        res.writeHead(status).end();
      } catch (err) {
        rejected.push((err as Error).message);
        res.writeHead(400).end((err as Error).message);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  let host = `localhost:${(server.address() as AddressInfo).port}`;
  let origin = `https://${host}`;
  return {
    ca: fixture("push-service.crt"),
    get host() {
      return host;
    },
    received,
    rejected,
    device(name) {
      const ecdh = createECDH("prime256v1");
      ecdh.generateKeys();
      const auth = randomBytes(16);
      devices.set(name, { ecdh, auth });
      return { name, subscription: { endpoint: `${origin}/push/${encodeURIComponent(name)}`, keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(auth) } } };
    },
    answer: (device, status) => void answers.set(device, status),
    via(port) {
      host = `localhost:${port}`;
      origin = `https://${host}`;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
