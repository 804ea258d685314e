import { afterAll, describe, expect, it } from "vitest";
import { pathOf, routes } from "@ulfa/contracts";
import type { Page } from "playwright-core";
import { FakeOidcIssuer } from "../apps/server/test/fake-oidc-issuer";
import { apiMember, finishOnboardingThroughApi, linkIn, MATRIX, newContext, pageApi, screenshot, sendPhotoInPage, useJourney, verificationCodeIn, waitForMail, type Lang, type TestServer } from "./harness";

/** The few visible texts the journeys click or wait for, in both languages. */
const TEXT = {
  en: {
    startJourney: "Start Your Love Journey",
    createAccount: "Create Account",
    signIn: "Sign In",
    verifyTitle: "Verify your email",
    verifySubmit: "Verify Email",
    createProfile: "Create Profile",
    addInterest: "Add Interest",
    saveProfile: "Save and continue",
    nameRequired: "Name is required",
    passwordsMismatch: "Passwords don't match",
    ageMin: "Must be at least 18 years old",
    registered: "Registration successful!",
    verified: "Email verified successfully!",
    welcome: "Welcome back!",
    logout: "Log out",
    loggedOut: "Logged out successfully",
    startSwiping: "Start Swiping",
    fields: { name: "Name", username: "Username", email: "Email", password: "Password", confirmPassword: "Confirm password", age: "Age", gender: "Gender" },
    bio: "Bio",
    location: "Location",
    interests: "Interests",
  },
  ar: {
    startJourney: "ابدأ رحلة الحب",
    createAccount: "إنشاء حساب",
    signIn: "تسجيل الدخول",
    verifyTitle: "وثّق بريدك الإلكتروني",
    verifySubmit: "توثيق البريد",
    createProfile: "أنشئ ملفك",
    addInterest: "أضف اهتمامًا",
    saveProfile: "حفظ ومتابعة",
    nameRequired: "الاسم مطلوب",
    passwordsMismatch: "كلمتا المرور غير متطابقتين",
    ageMin: "يجب أن يكون عمرك 18 عامًا على الأقل",
    registered: "تم التسجيل بنجاح!",
    verified: "تم توثيق البريد الإلكتروني بنجاح!",
    welcome: "أهلًا بعودتك!",
    logout: "تسجيل الخروج",
    loggedOut: "تم تسجيل الخروج بنجاح",
    startSwiping: "ابدأ التصفح",
    fields: { name: "الاسم", username: "اسم المستخدم", email: "البريد الإلكتروني", password: "كلمة المرور", confirmPassword: "تأكيد كلمة المرور", age: "العمر", gender: "الجنس" },
    bio: "نبذة عنك",
    location: "الموقع",
    interests: "الاهتمامات",
  },
} satisfies Record<Lang, unknown>;

/** A small opaque PNG (64x64, brand pink), drawn without any network. */
const PHOTO_DATA_URL =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAEAAAABACAIAAAAlC+aJAAAAeklEQVR4nO3PUQkAIBTAwFfEWPbHJobw4xAGC3Cbs/bXDRc0oAUNaEEDWtCAFjSgBQ1oQQNa0IAWNKAFDWhBA1rQgBY0oAUNaEEDWtCAFjSgBQ1oQQNa0IAWNKAFDWhBA1rQgBY0oAUNaEEDWtCAFjSgBQ1oQQNa8NgF5bQxPHPWPwcAAAAASUVORK5CYII=";

let counter = 0;
const uniqueEmail = () => `auth${Date.now().toString(36)}${++counter}@example.test`;
const toastText = (page: Page) => page.getByTestId("toast").last().innerText();
const noHorizontalOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

async function signInThroughForm(page: Page, lang: Lang, email: string, password: string) {
  const text = TEXT[lang];
  await page.getByLabel(text.fields.email, { exact: true }).fill(email);
  await page.getByLabel(text.fields.password, { exact: true }).fill(password);
  await page.locator("form").getByRole("button", { name: text.signIn, exact: true }).click();
}

async function logOutFromLanding(page: Page, server: TestServer, lang: Lang) {
  const text = TEXT[lang];
  await page.goto(`${server.url}/`);
  await page.getByTestId("member-menu").click();
  await page.getByRole("menuitem", { name: text.logout }).click();
  await expect.poll(() => toastText(page)).toContain(text.loggedOut);
  // The page reloads signed out: the sign-up action is back and the session is gone.
  await page.getByRole("link", { name: text.startJourney }).waitFor();
  expect(await pageApi(page).send(routes.users.me).then((r) => r.status)).toBe(401);
}

describe("auth journeys", () => {
  const journey = useJourney();

  for (const { lang, viewport } of MATRIX) {
    const text = TEXT[lang];
    it(`registers, verifies with the code, lands on onboarding, logs out, signs in and out again (${lang}, ${viewport})`, async () => {
      const context = await newContext(journey.browser, { lang, viewport });
      const page = await context.newPage();
      const email = uniqueEmail();
      const password = "secret-pass";

      await page.goto(`${journey.server.url}/`);
      await page.getByRole("link", { name: text.startJourney }).click();
      await page.waitForURL("**/auth?mode=register");
      await page.getByRole("heading", { level: 1, name: text.createAccount }).waitFor();
      expect(await noHorizontalOverflow(page)).toBe(true);
      await screenshot(page, "auth-register", lang, viewport);

      // Empty submit: every problem inline, focus on the first invalid field.
      await page.locator("form").getByRole("button", { name: text.createAccount }).click();
      await page.getByText(text.nameRequired).waitFor();
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("name");
      expect(await page.getByLabel(text.fields.name, { exact: true }).getAttribute("aria-invalid")).toBe("true");
      // No username (it comes from the name) and no typed age (the date of birth is asked in onboarding).
      expect(await page.locator('input[name="username"], input[name="age"], select[name="gender"]').count()).toBe(0);
      await screenshot(page, "auth-register-errors", lang, viewport);

      const f = text.fields;
      await page.getByLabel(f.name, { exact: true }).fill("Layla Test");
      await page.getByLabel(f.email, { exact: true }).fill(email);
      await page.getByLabel(f.password, { exact: true }).fill(password);
      await page.getByLabel(f.confirmPassword, { exact: true }).fill("something-else");
      await page.locator("form").getByRole("button", { name: text.createAccount }).click();
      await page.getByText(text.passwordsMismatch).waitFor();
      await page.getByLabel(f.confirmPassword, { exact: true }).fill(password);
      await page.locator("form").getByRole("button", { name: text.createAccount }).click();

      // E-mail verification with the e-mail prefilled and the code from the outbox.
      await page.getByRole("heading", { level: 1, name: text.verifyTitle }).waitFor();
      // The submit button is gone with the step: focus lands on the new step's heading, never on <body>.
      await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe("H1");
      await expect.poll(() => toastText(page)).toContain(text.registered);
      expect(await page.getByLabel(f.email, { exact: true }).inputValue()).toBe(email);
      await screenshot(page, "auth-verify", lang, viewport);
      const mail = await waitForMail(journey.server.dataDir, email);
      // Registered in this language, so mailed in it (RTL HTML for Arabic).
      expect(mail).toMatch(new RegExp(`^Content-Language: ${lang}$`, "m"));
      expect(mail).toContain(`<html lang="${lang}" dir="${lang === "ar" ? "rtl" : "ltr"}">`);
      const code = verificationCodeIn(mail);
      expect(code).toMatch(/^[A-Z0-9]{6}$/);
      const codeInput = page.locator('input[name="code"]');
      await codeInput.fill(`${code!.slice(0, 3).toLowerCase()}-${code!.slice(3).toLowerCase()}`);
      expect(await codeInput.inputValue()).toBe(code);
      await page.getByRole("button", { name: text.verifySubmit }).click();

      // Verified and signed in: a new member lands on the first unfinished onboarding step (its own
      // journey, onboarding.e2e.ts, walks the screens); here the steps are answered through the API.
      await page.waitForURL("**/onboarding**");
      await page.getByTestId("onboarding-gender").waitFor();
      const inPage = pageApi(page);
      expect((await inPage.send(routes.users.update, { body: { gender: "female", interestedIn: "male", birthDate: "1997-03-04" } })).status).toBe(200);
      expect((await inPage.send(routes.location.save, { body: { latitude: 51.5 + counter, longitude: -0.12, city: "London", country: "United Kingdom" } })).status).toBe(200);
      for (let i = 0; i < 2; i += 1) expect(await sendPhotoInPage(page, PHOTO_DATA_URL)).toBe(200);
      const prompts = ["perfect_weekend", "family_means", "green_flag"].map((promptId) => ({ promptId, answer: "I love poetry and long walks." }));
      expect((await inPage.send(routes.users.update, { body: { prompts } })).status).toBe(200);
      expect((await inPage.send(routes.profile.save, { body: { relationshipGoals: "serious" } })).status).toBe(200);
      await page.goto(`${journey.server.url}/home`);
      await page.waitForURL("**/home");
      const me = await pageApi(page).call(routes.users.me);
      expect(me).toMatchObject({ interestedIn: "male", onboarding: { nextStep: null } });
      expect(me.username).toMatch(/^layla\.test\.\d+$/);

      // Log out through the landing page's member menu (the useLogout hook).
      await logOutFromLanding(page, journey.server, lang);

      // Sign in again through the login form: with a profile the app opens directly.
      await page.getByRole("main").getByRole("link", { name: text.signIn, exact: true }).click();
      await page.waitForURL("**/auth?mode=login");
      await screenshot(page, "auth-login", lang, viewport);
      await signInThroughForm(page, lang, email, password);
      await page.waitForURL("**/home");
      await expect.poll(() => toastText(page)).toContain(text.welcome);

      await page.goto(`${journey.server.url}/`);
      await page.getByRole("link", { name: text.startSwiping }).waitFor();
      await screenshot(page, "landing-member", lang, viewport);
      await logOutFromLanding(page, journey.server, lang);
      await context.close();
    });
  }

  it("verifies by the e-mailed link, and refuses a wrong code", async () => {
    const context = await newContext(journey.browser, { lang: "en", viewport: "desktop" });
    const page = await context.newPage();
    const register = (email: string) =>
      pageApi(page)
        .send(routes.auth.register, { body: { username: `link_${counter++}_${Date.now().toString(36)}`, name: "Link Person", email, password: "secret-pass", age: 30, gender: "male" } })
        .then((r) => r.status);
    await page.goto(`${journey.server.url}/verify-email`);
    await page.getByText("No verification token provided").waitFor();
    await page.getByRole("heading", { name: "Verification Failed" }).waitFor();

    // Wrong and incomplete codes; signing in before verifying is refused with a way to enter the code.
    const wrong = uniqueEmail();
    expect(await register(wrong)).toBe(201);
    await page.goto(`${journey.server.url}/auth?mode=login`);
    await signInThroughForm(page, "en", wrong, "secret-pass");
    await expect.poll(() => toastText(page)).toContain("Email Not Verified");
    await page.getByRole("button", { name: "Enter the code" }).click();
    await page.getByRole("heading", { level: 1, name: "Verify your email" }).waitFor();
    expect(await page.getByLabel("Email", { exact: true }).inputValue()).toBe(wrong);
    await page.goto(`${journey.server.url}/auth?mode=email-verification&email=${encodeURIComponent(wrong)}`);
    await page.locator('input[name="code"]').fill("AB1");
    await page.getByRole("button", { name: "Verify Email" }).click();
    await page.getByText("Verification codes are 6 characters long. Please check your email for the complete code.").first().waitFor();
    expect(await page.locator('input[name="code"]').getAttribute("aria-invalid")).toBe("true");
    const real = verificationCodeIn(await waitForMail(journey.server.dataDir, wrong))!;
    await page.locator('input[name="code"]').fill(real === "ZZZZZZ" ? "YYYYYY" : "ZZZZZZ");
    await page.getByRole("button", { name: "Verify Email" }).click();
    await expect.poll(() => toastText(page)).toContain("Verification failed");
    await screenshot(page, "auth-verify-wrong-code", "en", "desktop");
    expect(await pageApi(page).send(routes.users.me).then((r) => r.status)).toBe(401);

    // A bad link token on the verify page.
    await page.goto(`${journey.server.url}/verify-email?token=not-a-real-token`);
    await page.getByRole("button", { name: "Confirm my e-mail address" }).click();
    await page.getByRole("heading", { name: "Verification Failed" }).waitFor();
    await page.getByRole("link", { name: "Back to Sign In" }).waitFor();
    await screenshot(page, "verify-email-failed", "en", "desktop");

    // The real link verifies and signs in, once the member confirms: opening it alone (what another
    // site can make a browser do) neither verifies nor signs in.
    const viaLink = uniqueEmail();
    expect(await register(viaLink)).toBe(201);
    const link = linkIn(await waitForMail(journey.server.dataDir, viaLink), "/verify-email?token=");
    expect(link).toBeTruthy();
    await page.goto(link!.replace(/^https?:\/\/[^/]+/, journey.server.url));
    await page.getByRole("heading", { name: "Confirm your e-mail address" }).waitFor();
    expect(await pageApi(page).send(routes.users.me).then((r) => r.status)).toBe(401);
    await screenshot(page, "verify-email-confirm", "en", "desktop");
    await page.getByRole("button", { name: "Confirm my e-mail address" }).click();
    await page.getByRole("heading", { name: "Email Verified Successfully!" }).waitFor();
    await screenshot(page, "verify-email-success", "en", "desktop");
    await page.getByRole("link", { name: "Continue to Ulfa" }).click();
    await page.getByRole("link", { name: "Start Swiping" }).waitFor();
    await pageApi(page).send(routes.auth.logout);

    // The same link opened on /auth?token= verifies too, on confirmation.
    const viaAuth = uniqueEmail();
    expect(await register(viaAuth)).toBe(201);
    const token = new URL(linkIn(await waitForMail(journey.server.dataDir, viaAuth), "/verify-email?token=")!).searchParams.get("token");
    await page.goto(`${journey.server.url}/auth?token=${token}`);
    await page.getByRole("button", { name: "Confirm my e-mail address" }).click();
    await page.waitForURL("**/auth?mode=profile-setup");
    await page.getByRole("heading", { level: 1, name: "Create Profile" }).waitFor();
    await context.close();
  });

  it("brings a deactivated member back with the e-mail and password just typed", async () => {
    const member = await apiMember(journey.server);
    expect((await member.send(routes.account.deactivate, { body: { reason: "", confirmation: "delete my account" } })).ok).toBe(true);
    const context = await newContext(journey.browser, { lang: "ar", viewport: "desktop" });
    const page = await context.newPage();
    await page.goto(`${journey.server.url}/auth`);
    await signInThroughForm(page, "ar", member.email, member.password);
    // A plain notice with one button, no red toast asking to contact support, nothing typed again.
    const reactivate = page.getByRole("button", { name: "أعد تفعيل حسابك" });
    await reactivate.waitFor();
    expect(await page.getByTestId("toast").filter({ hasText: "الدعم" }).count()).toBe(0);
    await screenshot(page, "auth-login-deactivated", "ar", "desktop");
    await reactivate.click();
    // Signed in again (profile setup comes next for this member, who never wrote a bio).
    await expect.poll(() => pageApi(page).send(routes.users.me).then((r) => r.status)).toBe(200);
    await context.close();
  });

  it("resets a forgotten password through the e-mailed link", async () => {
    const member = await apiMember(journey.server);
    const context = await newContext(journey.browser, { lang: "en", viewport: "mobile" });
    const page = await context.newPage();
    await page.goto(`${journey.server.url}/auth`);
    await page.getByRole("button", { name: "Forgot password?" }).click();
    await page.getByRole("heading", { level: 1, name: "Forgot your password?" }).waitFor();
    await page.getByLabel("Email", { exact: true }).fill(member.email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await page.getByTestId("forgot-sent").waitFor();
    expect((await page.getByTestId("forgot-sent").innerText()).length).toBeGreaterThan(0);
    await screenshot(page, "auth-forgot", "en", "mobile");

    const link = linkIn(await waitForMail(journey.server.dataDir, member.email, "/reset-password"), "/reset-password?token=");
    expect(link).toBeTruthy();
    await page.goto(link!.replace(/^https?:\/\/[^/]+/, journey.server.url));
    await page.getByLabel("New password", { exact: true }).fill("brand-new-pass");
    await page.getByLabel("Confirm new password", { exact: true }).fill("brand-new-pas");
    await page.getByRole("button", { name: "Reset password" }).click();
    await page.getByText("Passwords don't match").waitFor();
    await page.getByLabel("Confirm new password", { exact: true }).fill("brand-new-pass");
    await screenshot(page, "auth-reset", "en", "mobile");
    await page.getByRole("button", { name: "Reset password" }).click();
    await page.getByTestId("reset-done").waitFor();
    await page.getByRole("link", { name: "Sign in" }).click();
    await page.waitForURL("**/auth?mode=login");

    // The used link, a made-up one and a missing one are all refused with a way to ask again.
    await page.goto(link!.replace(/^https?:\/\/[^/]+/, journey.server.url));
    await page.getByLabel("New password", { exact: true }).fill("another-pass");
    await page.getByLabel("Confirm new password", { exact: true }).fill("another-pass");
    await page.getByRole("button", { name: "Reset password" }).click();
    await page.getByRole("alert").getByRole("link", { name: "Request a new link" }).waitFor();
    await page.goto(`${journey.server.url}/reset-password`);
    await page.getByText("This reset link is incomplete. Please request a new one.").waitFor();
    await page.goto(`${journey.server.url}/auth?mode=login`);

    // The old password no longer works; the new one does.
    await signInThroughForm(page, "en", member.email, member.password);
    await expect.poll(() => toastText(page)).toContain("Sign in failed");
    await signInThroughForm(page, "en", member.email, "brand-new-pass");
    await page.waitForURL(/\/(home|auth\?mode=profile-setup)$/);
    await context.close();
  });

  it("turns ?error= into a toast and removes it, and hides Google when it is not configured", async () => {
    const context = await newContext(journey.browser, { lang: "ar", viewport: "mobile" });
    const page = await context.newPage();
    await page.goto(`${journey.server.url}/auth?error=google_failed`);
    await expect.poll(() => toastText(page)).toContain("فشل تسجيل الدخول عبر Google");
    await expect.poll(() => new URL(page.url()).search).toBe("");
    expect(await page.getByRole("link", { name: "المتابعة باستخدام Google" }).count()).toBe(0);
    await screenshot(page, "auth-login-error-param", "ar", "mobile");
    await context.close();
  });
});

describe("auth with Google sign-in configured", () => {
  // Only the configuration is read here; nothing contacts Google.
  const journey = useJourney({ env: { GOOGLE_CLIENT_ID: "e2e-client", GOOGLE_CLIENT_SECRET: "e2e-secret" } });

  it("offers Continue with Google on sign-in and sign-up", async () => {
    const context = await newContext(journey.browser, { lang: "en", viewport: "desktop" });
    const page = await context.newPage();
    await page.goto(`${journey.server.url}/auth`);
    const google = page.getByRole("link", { name: "Continue with Google" });
    await google.waitFor();
    expect(await google.getAttribute("href")).toBe(`${pathOf(routes.google.start)}?lang=en`);
    await screenshot(page, "auth-login", "en", "desktop");
    await page.getByRole("button", { name: "Create Account" }).click();
    await page.getByRole("heading", { level: 1, name: "Create Account" }).waitFor();
    await google.waitFor();
    await context.close();
  });
});

describe("onboarding after Google sign-in (local fake OpenID provider)", () => {
  const issuer = new FakeOidcIssuer("e2e-google-client", "e2e-google-secret");
  const journey = useJourney({
    env: async () => {
      await issuer.start();
      return { GOOGLE_CLIENT_ID: issuer.clientId, GOOGLE_CLIENT_SECRET: issuer.clientSecret, OIDC_ISSUER: issuer.issuer };
    },
  });
  afterAll(async () => {
    await issuer.stop();
  });

  for (const { lang, viewport } of [MATRIX[0], MATRIX[3]]) {
    it(`sends a new Google account to onboarding for the gender and date of birth the provider did not give (${lang}, ${viewport})`, async () => {
      const context = await newContext(journey.browser, { lang, viewport });
      const page = await context.newPage();
      // The round trip the browser makes through Google: start (flow cookie), the provider grants a
      // code (the fake issuer stands in for Google's sign-in page), then the browser opens the callback.
      const identity = { sub: `e2e-${lang}-${viewport}-${Date.now()}`, email: `google-${lang}-${viewport}-${Date.now()}@gmail.test`, email_verified: true, name: "Noor Google" };
      const started = await fetch(`${journey.server.url}${pathOf(routes.google.start)}`, { redirect: "manual" });
      expect(started.status).toBe(302);
      const flow = (started.headers.getSetCookie()[0] ?? "").split(";")[0];
      await context.addCookies([{ name: flow.slice(0, flow.indexOf("=")), value: flow.slice(flow.indexOf("=") + 1), url: journey.server.url }]);
      const { code, state } = issuer.authorize(started.headers.get("location") ?? "", identity);
      // The entry declares no query: the callback reads the provider's parameters by hand.
      await page.goto(`${journey.server.url}${pathOf(routes.google.callback)}?code=${code}&state=${encodeURIComponent(state)}`);
      // The landing page drops ?oauth=success and sends the new account to its first unfinished
      // onboarding step: "about you" (Google gives neither gender nor age; the name it gave is kept).
      await page.waitForURL((url) => url.origin === journey.server.url && url.pathname === "/onboarding");
      const before = await pageApi(page).call(routes.users.me);
      expect(before).toMatchObject({ hasPassword: false, age: 0, gender: "other", name: "Noor Google", onboarding: { nextStep: "about" } });
      await page.getByTestId("onboarding-gender").waitFor();
      // Nothing is picked for her: "other" is only the placeholder until she answers.
      expect(await page.getByTestId("gender-other").isChecked()).toBe(false);
      expect(await noHorizontalOverflow(page)).toBe(true);
      await screenshot(page, "auth-onboarding-google", lang, viewport);
      await page.getByTestId("gender-male").check({ force: true });
      await page.getByTestId("onboarding-next").click();
      await page.getByTestId("onboarding-birthDate").waitFor();
      await page.locator('input[name="birthDate"]').fill("1992-02-10");
      await page.getByTestId("onboarding-next").click();
      await page.getByTestId("onboarding-location").waitFor();
      const after = await pageApi(page).call(routes.users.me);
      expect(after).toMatchObject({ gender: "male", onboarding: { nextStep: "location" } });
      expect(after.age).toBeGreaterThanOrEqual(34);

      // The rest of the steps answered for him (onboarding.e2e.ts walks them), his first deck is of people nearby.
      const home = { latitude: lang === "en" ? -30 : -34, longitude: 25 };
      const nearby = await apiMember(journey.server, { gender: "female", name: `Huda Google ${lang}` });
      await nearby.call(routes.users.update, { body: { interestedIn: "male" } });
      await nearby.call(routes.location.save, { body: { latitude: home.latitude + 0.05, longitude: home.longitude } });
      await finishOnboardingThroughApi(page, { gender: "male", ...home });
      await page.goto(`${journey.server.url}/home`);
      await expect.poll(() => page.getByTestId("swipe-card").first().textContent(), { timeout: 15_000 }).toContain(`Huda Google ${lang}`);
      await context.close();
    });
  }
});
