import { randomBytes } from "node:crypto";
import type * as Oidc from "openid-client";
import { DEFAULT_LANGUAGE, NAME_MAX, USERNAME_MAX, type Language } from "@ulfa/contracts";
import type { UserRow } from "../db/schema";
import type { Config } from "../platform/config";
import type { Deps } from "../platform/deps";
import { findUserByEmail, findUserByOidcIdentity, insertUser, isUniqueViolation, updateUserRow, usernameTaken } from "./repo";
import { destroyAllSessions } from "./session";
import { assertMaySignIn } from "./service";
import { checkSuspension } from "../staff";

/** How long the state/nonce/PKCE cookie of one "Continue with Google" round trip lives. */
export const OIDC_FLOW_TTL_MS = 10 * 60 * 1000;
export const OIDC_COOKIE = "ulfa_oidc";
export const OIDC_COOKIE_PATH = "/api/auth/google";
const SCOPE = "openid email profile";

/** What the flow cookie carries between the redirect to the provider and the callback. */
export interface OidcFlow {
  state: string;
  nonce: string;
  verifier: string;
  /** Epoch ms after which the callback refuses the flow. */
  expiresAt: number;
  /** Interface language when the member pressed the button: the language of a new account. */
  language?: Language;
}

/**
 * openid-client, imported on the first "Continue with Google" rather than at start: a server
 * without Google sign-in never needs it, and one with it needs it only while someone signs in. The
 * import, once per process, adds a few milliseconds to a round trip that already waits on the
 * provider's discovery. A package, not our own file: the server's bundle keeps npm packages
 * external (build.mjs), so this stays a runtime import, evaluated only here.
 */
let client: Promise<typeof Oidc> | undefined;
function openidClient(): Promise<typeof Oidc> {
  if (!client) {
    client = import("openid-client");
    // A failed import (a broken install) is tried again next time.
    client.catch(() => (client = undefined));
  }
  return client;
}

const configurations = new Map<string, Promise<Oidc.Configuration>>();

/** Discovers the provider once per issuer/client; a failed discovery is retried on the next call. */
function providerConfiguration(config: NonNullable<Config["oidc"]>, timeoutMs: number): Promise<Oidc.Configuration> {
  const key = `${config.issuer}\n${config.clientId}`;
  let pending = configurations.get(key);
  if (!pending) {
    const issuer = new URL(config.issuer);
    pending = openidClient().then((oidc) => {
      // Plain http is only ever configured for a local test issuer; real providers are https.
      const execute = issuer.protocol === "http:" ? [oidc.allowInsecureRequests] : [];
      // client_secret_basic: the spec's default, which every provider supports. The timeout (seconds)
      // bounds discovery and, kept by the configuration, every later token and userinfo call.
      return oidc.discovery(issuer, config.clientId, undefined, oidc.ClientSecretBasic(config.clientSecret), { execute, timeout: timeoutMs / 1000 });
    });
    pending.catch(() => configurations.delete(key));
    configurations.set(key, pending);
  }
  return pending;
}

export const callbackUrl = (config: Config) => `${config.appUrl}/api/auth/google/callback`;

/** Builds the provider's authorization URL and the flow secrets to keep in the cookie. */
export async function startGoogleFlow(deps: Deps, language: Language): Promise<{ url: string; flow: OidcFlow }> {
  const provider = await providerConfiguration(deps.config.oidc!, deps.config.timeouts.oidcMs);
  const oidc = await openidClient();
  const flow: OidcFlow = {
    state: oidc.randomState(),
    nonce: oidc.randomNonce(),
    verifier: oidc.randomPKCECodeVerifier(),
    expiresAt: deps.clock.now().getTime() + OIDC_FLOW_TTL_MS,
    language,
  };
  const url = oidc.buildAuthorizationUrl(provider, {
    redirect_uri: callbackUrl(deps.config),
    scope: SCOPE,
    state: flow.state,
    nonce: flow.nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(flow.verifier),
    code_challenge_method: "S256",
  });
  return { url: url.href, flow };
}

export const encodeFlow = (flow: OidcFlow) => Buffer.from(JSON.stringify(flow)).toString("base64url");

export function decodeFlow(value: string): OidcFlow | null {
  try {
    const flow = JSON.parse(Buffer.from(value, "base64url").toString("utf8")) as Partial<OidcFlow>;
    const fields = [flow.state, flow.nonce, flow.verifier];
    if (fields.some((f) => typeof f !== "string" || !f) || typeof flow.expiresAt !== "number") return null;
    return flow as OidcFlow;
  } catch {
    return null;
  }
}

/** The identity the provider vouched for. */
export interface GoogleIdentity {
  /** The ID token's `iss`: a subject is unique only within its issuer. */
  issuer: string;
  subject: string;
  email: string | null;
  /** Whether the provider says it checked that the person owns `email`. */
  emailVerified: boolean;
  name: string | null;
}

/**
 * Exchanges the code (checking state, nonce and PKCE) and returns the identity. The OpenID Connect
 * spec lets a provider put the profile claims in the userinfo answer instead of the ID token (and
 * conformant providers do, for the `email`/`profile` scopes), so userinfo is asked when the ID token
 * lacks them. The e-mail and its verified flag are always taken together from one source.
 */
export async function finishGoogleFlow(deps: Deps, requestUrl: string, flow: OidcFlow): Promise<GoogleIdentity> {
  const provider = await providerConfiguration(deps.config.oidc!, deps.config.timeouts.oidcMs);
  const oidc = await openidClient();
  const currentUrl = new URL(requestUrl, deps.config.appUrl);
  const tokens = await oidc.authorizationCodeGrant(provider, currentUrl, {
    pkceCodeVerifier: flow.verifier,
    expectedState: flow.state,
    expectedNonce: flow.nonce,
    idTokenExpected: true,
  });
  const claims = tokens.claims();
  if (!claims) throw new Error("the provider returned no ID token");
  let profile: Profile = { email: claims.email, email_verified: claims.email_verified, name: claims.name };
  if ((typeof claims.email !== "string" || typeof claims.name !== "string") && provider.serverMetadata().userinfo_endpoint) {
    // fetchUserInfo refuses an answer whose `sub` is not the ID token's.
    const userinfo = await oidc.fetchUserInfo(provider, tokens.access_token, claims.sub);
    profile = {
      ...(typeof userinfo.email === "string" ? userinfo : { email: claims.email, email_verified: claims.email_verified }),
      name: typeof userinfo.name === "string" ? userinfo.name : claims.name,
    };
  }
  const email = typeof profile.email === "string" ? profile.email.trim().toLowerCase() : null;
  return {
    issuer: claims.iss,
    subject: claims.sub,
    email: email || null,
    // Some providers send "true" as a string.
    emailVerified: profile.email_verified === true || profile.email_verified === "true",
    name: typeof profile.name === "string" && profile.name.trim() ? profile.name.trim() : null,
  };
}

type Profile = { email?: unknown; email_verified?: unknown; name?: unknown };

/**
 * Finds the member for a provider identity, linking or creating the account:
 * 1. the account linked to this issuer and subject;
 * 2. else, only when the provider says the e-mail is verified, the account with that e-mail
 *    (linked now). If that account had never verified its e-mail, its password was set by someone
 *    who never proved owning the address, so the password is dropped and its sessions end
 *    (prevents pre-registering a victim's address and waiting for them to use Google);
 * 3. else a new, verified account, which the web app sends to onboarding. The provider gives no
 *    age or gender: the account starts at age 0 (unknown) and "other", which onboarding asks for.
 * An unverified provider e-mail is never trusted: it links to nothing, creates nothing and marks
 * nothing verified. Returns null then (and when that e-mail's account is linked to another identity).
 */
export async function memberForGoogleIdentity(deps: Deps, identity: GoogleIdentity, language: Language = DEFAULT_LANGUAGE): Promise<UserRow | null> {
  const { issuer, subject } = identity;
  const linked = await findUserByOidcIdentity(deps, issuer, subject);
  if (linked) {
    const current = await checkSuspension(deps, linked);
    assertMaySignIn(deps, current);
    return current.oidcIssuer ? current : updateUserRow(deps, current.id, { oidcIssuer: issuer });
  }
  if (!identity.email || !identity.emailVerified) return null;
  const existing = await findUserByEmail(deps, identity.email);
  if (existing) {
    if (existing.oidcSubject) return null;
    assertMaySignIn(deps, await checkSuspension(deps, existing));
    if (existing.emailVerifiedAt) return updateUserRow(deps, existing.id, { oidcIssuer: issuer, oidcSubject: subject });
    await destroyAllSessions(deps, existing.id);
    return updateUserRow(deps, existing.id, { oidcIssuer: issuer, oidcSubject: subject, emailVerifiedAt: deps.clock.now(), passwordHash: null });
  }
  const name = identity.name ?? identity.email.split("@")[0];
  try {
    return await insertUser(deps, {
      username: await freeUsername(deps, identity.email),
      name: name.slice(0, NAME_MAX),
      email: identity.email,
      passwordHash: null,
      oidcIssuer: issuer,
      oidcSubject: subject,
      age: 0,
      gender: "other",
      language,
      emailVerifiedAt: deps.clock.now(),
      createdAt: deps.clock.now(),
    });
  } catch (err) {
    // A concurrent callback for the same person created it first.
    if (isUniqueViolation(err)) return findUserByOidcIdentity(deps, issuer, subject);
    throw err;
  }
}

/** A username derived from the e-mail's local part, with a random suffix when taken. */
async function freeUsername(deps: Deps, email: string): Promise<string> {
  const base = (email.split("@")[0].replace(/[^\p{L}\p{N}_.-]/gu, "") || "member").slice(0, USERNAME_MAX - 7);
  if (!(await usernameTaken(deps, base))) return base;
  for (;;) {
    const candidate = `${base}_${randomBytes(3).toString("hex")}`;
    if (!(await usernameTaken(deps, candidate))) return candidate;
  }
}
