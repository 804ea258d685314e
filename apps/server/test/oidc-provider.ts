import { generateKeyPairSync, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import Provider, { type KoaContextWithOIDC } from "oidc-provider";

// A real OpenID Connect provider for API tests and browser journeys: the `oidc-provider` library
// (certified by the OpenID Foundation) running in the test process on a free port. It keeps the
// library's conformant default: the ID token carries `sub` and the protocol claims only, the e-mail
// and name come from the userinfo endpoint. Signing in is a plain HTML form asking for the account's
// `sub`; consent is given at once, as a first-party provider does.

export interface ProviderAccount {
  sub: string;
  email: string;
  email_verified: boolean;
  name: string;
}

const html = (body: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Test provider</title></head><body>${body}</body></html>`;

export class TestOidcProvider {
  readonly clientId = "ulfa-test-client";
  readonly clientSecret = randomBytes(16).toString("hex");
  issuer = "";
  /** How often Ulfa asked the userinfo endpoint. */
  userinfoRequests = 0;
  /** Ulfa's callback URL, the client's only redirect URI; set before the first sign-in. */
  redirectUri = "";
  private server: Server | undefined;
  private provider: Provider | undefined;
  private readonly accounts = new Map<string, ProviderAccount>();

  /** Listens on a free port; `issuer` is known from here on. */
  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      this.handle(req, res).catch((err: unknown) => {
        res.writeHead(500, { "content-type": "text/plain" });
        res.end(String(err));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, "127.0.0.1", resolve));
    this.issuer = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** The provider itself, made on the first request: the redirect URI may be known only after start(). */
  private oidcProvider(): Provider {
    if (this.provider) return this.provider;
    if (!this.redirectUri) throw new Error("set redirectUri before signing in");
    const signingKey = generateKeyPairSync("rsa", { modulusLength: 2048 }).privateKey.export({ format: "jwk" });
    this.provider = new Provider(this.issuer, {
      clients: [{ client_id: this.clientId, client_secret: this.clientSecret, redirect_uris: [this.redirectUri], grant_types: ["authorization_code"], response_types: ["code"] }],
      jwks: { keys: [{ ...signingKey, kid: "test", alg: "RS256", use: "sig" }] },
      cookies: { keys: [randomBytes(16).toString("hex")] },
      claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name"] },
      features: { devInteractions: { enabled: false } },
      ttl: { AuthorizationCode: 60, AccessToken: 600, IdToken: 600, Interaction: 600, Session: 3600, Grant: 3600 },
      interactions: { url: (_ctx: KoaContextWithOIDC, interaction) => `/interaction/${interaction.uid}` },
      findAccount: (_ctx, sub) => {
        const account = this.accounts.get(sub);
        return account ? { accountId: sub, claims: () => ({ ...account }) } : undefined;
      },
    });
    return this.provider;
  }

  addAccount(account: ProviderAccount): void {
    this.accounts.set(account.sub, account);
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }

  /**
   * What a browser does between Ulfa's redirect to the provider and the provider's redirect back:
   * follows redirects with the provider's cookies and submits the sign-in form as `sub`. Returns
   * the URL the provider sends the browser back to (Ulfa's callback with code, state and iss).
   */
  async signIn(authorizationUrl: string, sub: string): Promise<URL> {
    const jar = new Map<string, string>();
    let url = new URL(authorizationUrl);
    let init: RequestInit = {};
    for (let hop = 0; hop < 10; hop += 1) {
      const cookie = [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
      const res = await fetch(url, { ...init, redirect: "manual", headers: { ...(init.headers as object), cookie } });
      for (const set of res.headers.getSetCookie()) {
        const [pair] = set.split(";");
        const eq = pair.indexOf("=");
        jar.set(pair.slice(0, eq), pair.slice(eq + 1));
      }
      const location = res.headers.get("location");
      if (location) {
        url = new URL(location, url);
        if (url.origin !== this.issuer) return url;
        init = {};
        continue;
      }
      const action = /<form method="post" action="([^"]+)"/.exec(await res.text())?.[1];
      if (!action) throw new Error(`the provider answered ${res.status} without a redirect or a form at ${url}`);
      url = new URL(action, url);
      init = { method: "POST", body: new URLSearchParams({ login: sub }).toString(), headers: { "content-type": "application/x-www-form-urlencoded" } };
    }
    throw new Error("too many redirects at the provider");
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const provider = this.oidcProvider();
    const route = /^\/interaction\/([^/?]+)(\/login)?/.exec(req.url ?? "");
    if (req.url?.startsWith("/me")) this.userinfoRequests += 1;
    if (!route) return provider.callback()(req, res);
    const details = await provider.interactionDetails(req, res);
    if (details.prompt.name === "login") {
      const login = req.method === "POST" && route[2] ? new URLSearchParams(await readBody(req)).get("login") : null;
      const account = login ? this.accounts.get(login) : undefined;
      if (account) return provider.interactionFinished(req, res, { login: { accountId: account.sub } }, { mergeWithLastSubmission: false });
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      res.end(
        html(
          `<h1>Test provider</h1>${login ? "<p>Unknown account</p>" : ""}` +
            `<form method="post" action="/interaction/${details.uid}/login"><label>Account <input name="login" autofocus></label> <button type="submit">Sign in</button></form>`,
        ),
      );
      return;
    }
    const grant = new provider.Grant({ accountId: details.session!.accountId, clientId: String(details.params.client_id) });
    grant.addOIDCScope(String(details.params.scope));
    return provider.interactionFinished(req, res, { consent: { grantId: await grant.save() } }, { mergeWithLastSubmission: true });
  }
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}
