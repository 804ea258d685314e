import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { users } from "../db/schema";
import { anonymous, createMember, createTestApp, TEST_ORIGIN, TEST_PASSWORD, testDbKind, type TestApp } from "../../test/harness";
import { FakeOidcIssuer, type FakeIdentity } from "../../test/fake-oidc-issuer";
import { OIDC_COOKIE, OIDC_FLOW_TTL_MS } from "./google";
import { registerViaApi, sessionCookieOf, withCookie } from "../../test/auth";

describe(`Continue with Google, not configured (${testDbKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("answers 404 JSON on both routes and says so in /api/auth/config", async () => {
    for (const url of ["/api/auth/google", "/api/auth/google/callback?code=x&state=y"]) {
      const res = await anonymous(t, "GET", url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: "Google sign-in is not configured", code: "NOT_FOUND" });
    }
    expect((await anonymous(t, "GET", "/api/auth/config")).json()).toEqual({ googleEnabled: false });
  });
});

describe(`Continue with Google against a local OIDC provider (${testDbKind})`, () => {
  const issuer = new FakeOidcIssuer("ulfa-test-client", "ulfa-test-secret");
  let t: TestApp;
  let n = 0;
  beforeAll(async () => {
    await issuer.start();
    t = await createTestApp({ env: { GOOGLE_CLIENT_ID: issuer.clientId, GOOGLE_CLIENT_SECRET: issuer.clientSecret, OIDC_ISSUER: issuer.issuer } });
  });
  afterAll(async () => {
    await t.close();
    await issuer.stop();
  });

  const identity = (overrides: Partial<FakeIdentity> = {}): FakeIdentity => {
    n += 1;
    return { sub: `google-${process.pid}-${n}`, email: `g${process.pid}x${n}@gmail.test`, email_verified: true, name: `Google Person ${n}`, ...overrides };
  };

  /** GET /api/auth/google: the provider URL and the flow cookie. */
  const start = async (url = "/api/auth/google") => {
    const res = await anonymous(t, "GET", url);
    expect(res.statusCode).toBe(302);
    const flow = res.cookies.find((c) => c.name === OIDC_COOKIE)!;
    return { location: res.headers.location as string, flowCookie: `${OIDC_COOKIE}=${flow.value}`, flow };
  };

  /** The whole round trip; returns the callback's answer. */
  const signInWith = async (who: FakeIdentity, startUrl?: string) => {
    const { location, flowCookie } = await start(startUrl);
    const { code, state } = issuer.authorize(location, who);
    return withCookie(t, flowCookie, "GET", `/api/auth/google/callback?code=${code}&state=${encodeURIComponent(state)}`);
  };

  it("says Google is enabled", async () => {
    expect((await anonymous(t, "GET", "/api/auth/config")).json()).toEqual({ googleEnabled: true });
  });

  it("redirects to the provider with state, nonce and PKCE kept in a short-lived signed HttpOnly cookie", async () => {
    const { location, flow } = await start();
    const url = new URL(location);
    expect(url.origin + url.pathname).toBe(`${issuer.issuer}/authorize`);
    expect(url.searchParams.get("client_id")).toBe(issuer.clientId);
    expect(url.searchParams.get("redirect_uri")).toBe(`${TEST_ORIGIN}/api/auth/google/callback`);
    expect(url.searchParams.get("response_type")).toBe("code");
    expect(url.searchParams.get("scope")).toBe("openid email profile");
    expect(url.searchParams.get("code_challenge_method")).toBe("S256");
    for (const p of ["state", "nonce", "code_challenge"]) expect(url.searchParams.get(p)).toBeTruthy();
    expect(flow).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/api/auth/google", maxAge: OIDC_FLOW_TTL_MS / 1000 });
    // Signed, and the PKCE verifier is not the challenge sent to the provider.
    expect(flow.value).toContain(".");
    expect(flow.value).not.toContain(url.searchParams.get("code_challenge")!);
  });

  it("creates a verified member on first sign-in and signs them in", async () => {
    const who = identity();
    const res = await signInWith(who);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe("/?oauth=success");
    const me = await withCookie(t, sessionCookieOf(res), "GET", "/api/user");
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email: who.email, name: who.name, hasPassword: false });
    const [row] = await t.app.deps.db.select().from(users).where(eq(users.email, who.email!));
    expect(row.oidcSubject).toBe(who.sub);
    expect(row.emailVerifiedAt).not.toBeNull();
    // The flow cookie is spent.
    expect(res.cookies.find((c) => c.name === OIDC_COOKIE)?.value).toBe("");

    // A second sign-in finds the same account by subject, even if the e-mail changed at Google.
    const again = await signInWith({ ...who, email: `changed-${who.email}` });
    expect(again.headers.location).toBe("/?oauth=success");
    expect((await withCookie(t, sessionCookieOf(again), "GET", "/api/user")).json().id).toBe(row.id);
  });

  it("gives a Google account the default age range once its age is set, and moves it with the age until the member picks one", async () => {
    const range = async (cookie: string | undefined) => {
      const { ageMin, ageMax } = (await withCookie(t, cookie, "GET", "/api/preferences")).json();
      return [ageMin, ageMax];
    };
    const setAge = async (cookie: string | undefined, age: number) => expect((await withCookie(t, cookie, "PATCH", "/api/user", { age })).statusCode).toBe(200);
    const cookie = sessionCookieOf(await signInWith(identity()));
    const [before] = await t.app.deps.db.select({ ageMin: users.ageMin }).from(users).where(eq(users.id, (await withCookie(t, cookie, "GET", "/api/user")).json().id));
    expect(before.ageMin).toBeNull();
    await setAge(cookie, 30);
    expect(await range(cookie)).toEqual([25, 40]);
    await setAge(cookie, 92);
    expect(await range(cookie)).toEqual([87, 99]);
    expect((await withCookie(t, cookie, "PATCH", "/api/preferences", { ageMin: 20, ageMax: 50 })).statusCode).toBe(200);
    await setAge(cookie, 40);
    expect(await range(cookie)).toEqual([20, 50]);

    // An 18-year-old confirming the placeholder age gets the range too.
    const young = sessionCookieOf(await signInWith(identity()));
    await setAge(young, 18);
    expect(await range(young)).toEqual([18, 28]);
  });

  it("gives a new account the interface language the button was pressed in", async () => {
    const who = identity();
    const res = await signInWith(who, "/api/auth/google?lang=ar");
    expect(res.headers.location).toBe("/?oauth=success");
    const [row] = await t.app.deps.db.select().from(users).where(eq(users.email, who.email!));
    expect(row.language).toBe("ar");
  });

  it("refuses a language it does not have on start (400, no flow begun) and a control character on the way back", async () => {
    const fr = await anonymous(t, "GET", "/api/auth/google?lang=fr");
    expect(fr.statusCode).toBe(400);
    expect(fr.json()).toEqual({ message: 'lang: must be "en" or "ar"', code: "VALIDATION_FAILED" });
    expect(fr.cookies.find((c) => c.name === OIDC_COOKIE)).toBeUndefined();

    const { location, flowCookie } = await start();
    const { state } = issuer.authorize(location, identity());
    const bad = await withCookie(t, flowCookie, "GET", `/api/auth/google/callback?code=%00&state=${encodeURIComponent(state)}`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe("VALIDATION_FAILED");
  });

  it("lets the provider add parameters of its own to the redirect back (Google's scope, authuser, prompt)", async () => {
    const who = identity();
    const { location, flowCookie } = await start();
    const { code, state } = issuer.authorize(location, who);
    const res = await withCookie(t, flowCookie, "GET", `/api/auth/google/callback?code=${code}&state=${encodeURIComponent(state)}&scope=openid+email&authuser=0&prompt=none`);
    expect(res.headers.location).toBe("/?oauth=success");
  });

  it("links an existing verified account with the same, verified e-mail", async () => {
    const member = await createMember(t);
    const res = await signInWith(identity({ email: member.email.toUpperCase() }));
    expect(res.headers.location).toBe("/?oauth=success");
    expect((await withCookie(t, sessionCookieOf(res), "GET", "/api/user")).json().id).toBe(member.id);
    // The password still works too.
    expect((await anonymous(t, "POST", "/api/auth/login", { email: member.email, password: TEST_PASSWORD })).statusCode).toBe(200);
  });

  it("takes over an unverified registration of the address, dropping the unproven password", async () => {
    const { input } = await registerViaApi(t);
    const res = await signInWith(identity({ email: input.email }));
    expect(res.headers.location).toBe("/?oauth=success");
    const me = (await withCookie(t, sessionCookieOf(res), "GET", "/api/user")).json();
    expect(me).toMatchObject({ email: input.email, hasPassword: false });
    expect((await anonymous(t, "POST", "/api/auth/login", { email: input.email, password: input.password })).statusCode).toBe(401);
  });

  it("does not link or create without a verified e-mail (user_not_found)", async () => {
    const member = await createMember(t);
    const unverified = await signInWith(identity({ email: member.email, email_verified: false }));
    expect(unverified.statusCode).toBe(302);
    expect(unverified.headers.location).toBe("/auth?error=user_not_found");
    expect(sessionCookieOf(unverified)).toBeUndefined();
    const [row] = await t.app.deps.db.select().from(users).where(eq(users.id, member.id));
    expect(row.oidcSubject).toBeNull();
    const noEmail = await signInWith(identity({ email: undefined }));
    expect(noEmail.headers.location).toBe("/auth?error=user_not_found");
  });

  it("refuses a deactivated account (google_failed)", async () => {
    const member = await createMember(t, { deactivatedAt: t.clock.now() });
    const res = await signInWith(identity({ email: member.email }));
    expect(res.headers.location).toBe("/auth?error=google_failed");
    expect(sessionCookieOf(res)).toBeUndefined();
  });

  it("fails safely without the flow cookie, with a wrong state, a replayed code, an expired flow or a provider error", async () => {
    const who = identity();
    const noCookie = await start().then(({ location }) => {
      const { code, state } = issuer.authorize(location, who);
      return anonymous(t, "GET", `/api/auth/google/callback?code=${code}&state=${state}`);
    });
    expect(noCookie.headers.location).toBe("/auth?error=google_failed");

    const { location, flowCookie } = await start();
    const { code } = issuer.authorize(location, who);
    const wrongState = await withCookie(t, flowCookie, "GET", `/api/auth/google/callback?code=${code}&state=forged`);
    expect(wrongState.headers.location).toBe("/auth?error=google_failed");

    const forgedCookie = await withCookie(t, `${OIDC_COOKIE}=eyJzdGF0ZSI6IngifQ`, "GET", `/api/auth/google/callback?code=${code}&state=x`);
    expect(forgedCookie.headers.location).toBe("/auth?error=google_failed");

    const flow2 = await start();
    const grant = issuer.authorize(flow2.location, who);
    t.clock.advance(OIDC_FLOW_TTL_MS + 1000);
    const expired = await withCookie(t, flow2.flowCookie, "GET", `/api/auth/google/callback?code=${grant.code}&state=${grant.state}`);
    expect(expired.headers.location).toBe("/auth?error=google_failed");

    const flow3 = await start();
    const denied = await withCookie(t, flow3.flowCookie, "GET", `/api/auth/google/callback?error=access_denied&state=x`);
    expect(denied.headers.location).toBe("/auth?error=google_failed");

    const flow4 = await start();
    const grant4 = issuer.authorize(flow4.location, who);
    const ok = await withCookie(t, flow4.flowCookie, "GET", `/api/auth/google/callback?code=${grant4.code}&state=${grant4.state}`);
    expect(ok.headers.location).toBe("/?oauth=success");
    const replay = await withCookie(t, flow4.flowCookie, "GET", `/api/auth/google/callback?code=${grant4.code}&state=${grant4.state}`);
    expect(replay.headers.location).toBe("/auth?error=google_failed");
  });
});

describe(`Continue with Google when the provider is unreachable (${testDbKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    // Port 9 (discard) on loopback: nothing answers, so discovery fails fast.
    t = await createTestApp({ env: { GOOGLE_CLIENT_ID: "id", GOOGLE_CLIENT_SECRET: "secret", OIDC_ISSUER: "http://127.0.0.1:9" } });
  });
  afterAll(() => t.close());

  it("redirects back to /auth with google_failed", async () => {
    const res = await anonymous(t, "GET", "/api/auth/google");
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe("/auth?error=google_failed");
  });
});
