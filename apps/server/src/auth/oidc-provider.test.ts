import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { users } from "../db/schema";
import { anonymous, createMember, createTestApp, TEST_ORIGIN, TEST_PASSWORD, testDbKind, type TestApp } from "../../test/harness";
import { TestOidcProvider, type ProviderAccount } from "../../test/oidc-provider";
import { OIDC_COOKIE } from "./google";
import { registerViaApi, sessionCookieOf, withCookie } from "../../test/auth";

// "Continue with Google" against a real, conformant OpenID Connect provider (oidc-provider), driven
// with plain HTTP: the e-mail and name reach Ulfa only through the userinfo endpoint.
describe(`Continue with Google against oidc-provider (${testDbKind})`, () => {
  const provider = new TestOidcProvider();
  let t: TestApp;
  let n = 0;
  beforeAll(async () => {
    provider.redirectUri = `${TEST_ORIGIN}/api/auth/google/callback`;
    await provider.start();
    t = await createTestApp({ env: { GOOGLE_CLIENT_ID: provider.clientId, GOOGLE_CLIENT_SECRET: provider.clientSecret, OIDC_ISSUER: provider.issuer } });
  });
  afterAll(async () => {
    await t.close();
    await provider.stop();
  });

  const account = (overrides: Partial<ProviderAccount> = {}): ProviderAccount => {
    n += 1;
    const who = { sub: `op-${process.pid}-${n}`, email: `op${process.pid}x${n}@provider.test`, email_verified: true, name: `Provider Person ${n}`, ...overrides };
    provider.addAccount(who);
    return who;
  };

  /** Ulfa's redirect, the person signing in at the provider, and Ulfa's callback; returns the callback's answer. */
  const signInAs = async (sub: string) => {
    const start = await anonymous(t, "GET", "/api/auth/google");
    expect(start.statusCode).toBe(302);
    const flow = start.cookies.find((c) => c.name === OIDC_COOKIE)!;
    const back = await provider.signIn(start.headers.location as string, sub);
    expect(back.origin + back.pathname).toBe(`${TEST_ORIGIN}/api/auth/google/callback`);
    return withCookie(t, `${OIDC_COOKIE}=${flow.value}`, "GET", back.pathname + back.search);
  };

  const rowOf = async (id: number) => (await t.app.deps.db.select().from(users).where(eq(users.id, id)))[0];

  it("creates a verified member from the userinfo claims on first sign-in, and finds it by subject the second time", async () => {
    const who = account();
    const asked = provider.userinfoRequests;
    const first = await signInAs(who.sub);
    expect(first.headers.location).toBe("/?oauth=success");
    expect(provider.userinfoRequests).toBe(asked + 1);
    const me = (await withCookie(t, sessionCookieOf(first), "GET", "/api/user")).json();
    expect(me).toMatchObject({ email: who.email, name: who.name, hasPassword: false });
    const row = await rowOf(me.id);
    expect(row).toMatchObject({ oidcIssuer: provider.issuer, oidcSubject: who.sub });
    expect(row.emailVerifiedAt).not.toBeNull();

    // The person changes their e-mail at the provider: the subject still finds the same account.
    provider.addAccount({ ...who, email: `changed-${who.email}` });
    const second = await signInAs(who.sub);
    expect(second.headers.location).toBe("/?oauth=success");
    expect((await withCookie(t, sessionCookieOf(second), "GET", "/api/user")).json()).toMatchObject({ id: me.id, email: who.email });
  });

  it("links a verified password account with the same e-mail; the password keeps working", async () => {
    const member = await createMember(t);
    const who = account({ email: member.email });
    const res = await signInAs(who.sub);
    expect(res.headers.location).toBe("/?oauth=success");
    expect((await withCookie(t, sessionCookieOf(res), "GET", "/api/user")).json().id).toBe(member.id);
    expect(await rowOf(member.id)).toMatchObject({ oidcIssuer: provider.issuer, oidcSubject: who.sub });
    expect((await anonymous(t, "POST", "/api/auth/login", { email: member.email, password: TEST_PASSWORD })).statusCode).toBe(200);
  });

  it("does not trust an unverified provider e-mail: no link, no takeover, no new account, nothing marked verified", async () => {
    const member = await createMember(t);
    const onVerified = await signInAs(account({ email: member.email, email_verified: false }).sub);
    expect(onVerified.headers.location).toBe("/auth?error=user_not_found");
    expect(sessionCookieOf(onVerified)).toBeUndefined();
    expect(await rowOf(member.id)).toMatchObject({ oidcIssuer: null, oidcSubject: null });

    const { input } = await registerViaApi(t);
    const onUnverified = await signInAs(account({ email: input.email, email_verified: false }).sub);
    expect(onUnverified.headers.location).toBe("/auth?error=user_not_found");
    const [pending] = await t.app.deps.db.select().from(users).where(eq(users.email, input.email));
    expect(pending).toMatchObject({ oidcSubject: null, emailVerifiedAt: null });
    expect(pending.passwordHash).not.toBeNull();

    const stranger = account({ email_verified: false });
    expect((await signInAs(stranger.sub)).headers.location).toBe("/auth?error=user_not_found");
    expect(await t.app.deps.db.select().from(users).where(eq(users.email, stranger.email))).toEqual([]);
  });

  it("records the issuer on an account linked before issuers were stored", async () => {
    const who = account();
    const member = await createMember(t, { passwordHash: null, oidcSubject: who.sub, email: `legacy-${who.email}` });
    const res = await signInAs(who.sub);
    expect((await withCookie(t, sessionCookieOf(res), "GET", "/api/user")).json().id).toBe(member.id);
    expect(await rowOf(member.id)).toMatchObject({ oidcIssuer: provider.issuer, oidcSubject: who.sub });
  });
});
