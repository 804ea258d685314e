import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pathOf, routes } from "@ulfa/contracts";
import type { Page } from "playwright-core";
import { TestOidcProvider } from "../apps/server/test/oidc-provider";
import { pageApi, apiMember, finishOnboardingThroughApi, newContext, screenshot, useJourney, type Lang, type ViewportName } from "./harness";

// "Continue with Google" through a real, conformant OpenID Connect provider (oidc-provider) running
// in the test process: the browser clicks the button, signs in on the provider's page and comes back.
// The provider gives the e-mail and name only through its userinfo endpoint.

const TEXT = {
  en: { continue: "Continue with Google" },
  ar: { continue: "المتابعة باستخدام Google" },
} satisfies Record<Lang, unknown>;

interface Me {
  id: number;
  email: string;
  name: string;
  hasPassword: boolean;
}

const me = (page: Page): Promise<Me> => pageApi(page).call(routes.users.me);

describe("Continue with Google through a real OpenID Connect provider", () => {
  const provider = new TestOidcProvider();
  // The provider listens first: its address is the issuer the server is configured with.
  const journey = useJourney({
    env: async () => {
      await provider.start();
      return { GOOGLE_CLIENT_ID: provider.clientId, GOOGLE_CLIENT_SECRET: provider.clientSecret, OIDC_ISSUER: provider.issuer };
    },
  });
  beforeAll(() => {
    provider.redirectUri = `${journey.server.url}${pathOf(routes.google.callback)}`;
  });
  afterAll(async () => {
    await provider.stop();
  });

  /** From Ulfa's sign-in page through the provider's sign-in form and back to Ulfa, signed in. */
  async function continueWithGoogle(page: Page, lang: Lang, sub: string) {
    await page.goto(`${journey.server.url}/auth`);
    await page.getByRole("link", { name: TEXT[lang].continue }).click();
    await page.waitForURL((url) => url.origin === provider.issuer);
    await page.getByLabel("Account").fill(sub);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL((url) => url.origin === journey.server.url && !url.search.includes("oauth="));
  }

  /** Signs out of Ulfa, and of the provider (its session cookies), so the next sign-in shows its form. */
  async function signOut(page: Page) {
    const { status } = await pageApi(page).send(routes.auth.logout);
    expect(status).toBe(200);
    await page.context().clearCookies({ name: /^_session/ });
  }

  for (const [lang, viewport] of [["en", "desktop"], ["ar", "mobile"]] as [Lang, ViewportName][]) {
    it(`creates the account on the first sign-in, reuses it on the second, and links a verified password account (${lang}, ${viewport})`, async () => {
      const context = await newContext(journey.browser, { lang, viewport });
      const page = await context.newPage();
      const stamp = `${lang}-${viewport}-${Date.now().toString(36)}`;
      const newcomer = { sub: `oidc-new-${stamp}`, email: `oidc-new-${stamp}@provider.test`, email_verified: true, name: lang === "ar" ? "نور الهدى" : "Noor Huda" };
      provider.addAccount(newcomer);

      // First sign-in: a new account from the userinfo claims, sent on to its first unfinished
      // onboarding step (the name came from the provider; gender and date of birth did not).
      await continueWithGoogle(page, lang, newcomer.sub);
      await page.waitForURL((url) => url.pathname === "/onboarding");
      await page.getByTestId("onboarding-gender").waitFor();
      const created = await me(page);
      expect(created).toMatchObject({ email: newcomer.email, name: newcomer.name, hasPassword: false });
      await screenshot(page, "oidc-first-sign-in", lang, viewport);
      await finishOnboardingThroughApi(page);
      await page.goto(`${journey.server.url}/home`);
      await page.waitForURL("**/home");

      // Second sign-in: the same account, found by the provider's subject; no onboarding again.
      await signOut(page);
      await continueWithGoogle(page, lang, newcomer.sub);
      expect((await me(page)).id).toBe(created.id);
      expect(new URL(page.url()).pathname).not.toBe("/auth");
      await screenshot(page, "oidc-second-sign-in", lang, viewport);

      // A member who registered with a password and verified the e-mail signs in with the provider:
      // the provider's verified e-mail links the two, and the password stays.
      await signOut(page);
      const member = await apiMember(journey.server, { name: lang === "ar" ? "سلمى" : "Salma" });
      provider.addAccount({ sub: `oidc-linked-${stamp}`, email: member.email, email_verified: true, name: member.name });
      await continueWithGoogle(page, lang, `oidc-linked-${stamp}`);
      expect(await me(page)).toMatchObject({ email: member.email, name: member.name, hasPassword: true });
      await screenshot(page, "oidc-linked-account", lang, viewport);
      await context.close();
    });
  }
});
