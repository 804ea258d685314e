import { createHash, generateKeyPairSync, randomBytes, sign } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

// A tiny OpenID Connect provider for tests (not a test file itself): discovery, JWKS and a token
// endpoint that checks the client secret, redirect URI and PKCE, and issues RS256 ID tokens.
// The "authorization" step is `authorize()`: what a provider does after the person signs in.

export interface FakeIdentity {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
}

interface PendingCode {
  identity: FakeIdentity;
  nonce: string;
  challenge: string;
  redirectUri: string;
  clientId: string;
}

const b64url = (value: Buffer | string) => Buffer.from(value).toString("base64url");

export class FakeOidcIssuer {
  private server: Server | undefined;
  private readonly keys = generateKeyPairSync("rsa", { modulusLength: 2048 });
  private readonly kid = randomBytes(4).toString("hex");
  private readonly codes = new Map<string, PendingCode>();
  issuer = "";
  tokenRequests = 0;

  constructor(
    readonly clientId: string,
    readonly clientSecret: string,
  ) {}

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (c: Buffer) => chunks.push(c));
      req.on("end", () => {
        const { status, body } = this.handle(req.method ?? "GET", req.url ?? "/", Buffer.concat(chunks).toString(), req.headers.authorization);
        res.writeHead(status, { "content-type": "application/json", "cache-control": "no-store" });
        res.end(JSON.stringify(body));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, "127.0.0.1", resolve));
    this.issuer = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }

  /** The person signed in at the provider: returns the code the provider would redirect back with. */
  authorize(authorizationUrl: string, identity: FakeIdentity): { code: string; state: string; redirectUri: string } {
    const url = new URL(authorizationUrl);
    const p = url.searchParams;
    if (p.get("client_id") !== this.clientId) throw new Error("wrong client_id");
    if (p.get("code_challenge_method") !== "S256") throw new Error("PKCE S256 required");
    const code = randomBytes(16).toString("hex");
    this.codes.set(code, {
      identity,
      nonce: p.get("nonce") ?? "",
      challenge: p.get("code_challenge") ?? "",
      redirectUri: p.get("redirect_uri") ?? "",
      clientId: p.get("client_id") ?? "",
    });
    return { code, state: p.get("state") ?? "", redirectUri: p.get("redirect_uri") ?? "" };
  }

  private handle(method: string, url: string, body: string, authorization: string | undefined): { status: number; body: unknown } {
    const path = url.split("?")[0];
    if (method === "GET" && path === "/.well-known/openid-configuration") {
      return {
        status: 200,
        body: {
          issuer: this.issuer,
          authorization_endpoint: `${this.issuer}/authorize`,
          token_endpoint: `${this.issuer}/token`,
          jwks_uri: `${this.issuer}/jwks`,
          response_types_supported: ["code"],
          subject_types_supported: ["public"],
          id_token_signing_alg_values_supported: ["RS256"],
          code_challenge_methods_supported: ["S256"],
          token_endpoint_auth_methods_supported: ["client_secret_post", "client_secret_basic"],
        },
      };
    }
    if (method === "GET" && path === "/jwks") {
      return { status: 200, body: { keys: [{ ...this.keys.publicKey.export({ format: "jwk" }), kid: this.kid, alg: "RS256", use: "sig" }] } };
    }
    if (method === "POST" && path === "/token") return this.token(new URLSearchParams(body), authorization);
    return { status: 404, body: { error: "not_found" } };
  }

  private token(form: URLSearchParams, authorization: string | undefined): { status: number; body: unknown } {
    this.tokenRequests += 1;
    let clientId = form.get("client_id");
    let secret = form.get("client_secret");
    if (authorization?.startsWith("Basic ")) {
      const [id, pw] = Buffer.from(authorization.slice(6), "base64").toString().split(":").map(decodeURIComponent);
      clientId = id;
      secret = pw;
    }
    if (clientId !== this.clientId || secret !== this.clientSecret) return { status: 401, body: { error: "invalid_client" } };
    const pending = this.codes.get(form.get("code") ?? "");
    this.codes.delete(form.get("code") ?? "");
    if (!pending || form.get("grant_type") !== "authorization_code") return { status: 400, body: { error: "invalid_grant" } };
    const challenge = createHash("sha256").update(form.get("code_verifier") ?? "").digest("base64url");
    if (challenge !== pending.challenge || form.get("redirect_uri") !== pending.redirectUri) return { status: 400, body: { error: "invalid_grant" } };
    const now = Math.floor(Date.now() / 1000);
    const idToken = this.sign({ iss: this.issuer, aud: this.clientId, iat: now, exp: now + 300, nonce: pending.nonce, ...pending.identity });
    return { status: 200, body: { access_token: randomBytes(16).toString("hex"), token_type: "Bearer", expires_in: 300, id_token: idToken } };
  }

  private sign(payload: Record<string, unknown>): string {
    const input = `${b64url(JSON.stringify({ alg: "RS256", typ: "JWT", kid: this.kid }))}.${b64url(JSON.stringify(payload))}`;
    return `${input}.${b64url(sign("sha256", Buffer.from(input), this.keys.privateKey))}`;
  }
}
