import type { LightMyRequestResponse } from "fastify";
import type { MailMessage } from "../src/platform/mail";
import { anonymous, TEST_ORIGIN, type TestApp } from "./harness";
import { SESSION_COOKIE } from "../src/auth/session";

// Helpers shared by the auth API tests (not a test file itself).

let counter = 0;

export function newRegistration(overrides: Record<string, unknown> = {}) {
  counter += 1;
  const id = `${process.pid}x${counter}`;
  return { username: `user_${id}`, name: `New Person ${counter}`, email: `new${id}@example.test`, password: "s3cret-pass", age: 25, gender: "male", ...overrides };
}

/** The 6-character code on its own line of a mail. */
export function codeIn(mail: MailMessage | undefined): string {
  const code = /^([A-Z0-9]{6})$/m.exec(mail?.text ?? "")?.[1];
  if (!code) throw new Error(`no code in mail: ${mail?.text}`);
  return code;
}

/** The token of the first link to `path` (e.g. "/verify-email") in a mail. */
export function tokenIn(mail: MailMessage | undefined, path: string): string {
  const match = new RegExp(`${TEST_ORIGIN}${path}\\?token=([a-z]+)`).exec(mail?.text ?? "");
  if (!match) throw new Error(`no ${path} link in mail: ${mail?.text}`);
  return match[1];
}

/** `name=value` of the session cookie a response set, for sending back. */
export function sessionCookieOf(res: LightMyRequestResponse): string | undefined {
  const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE && c.value !== "");
  return cookie ? `${SESSION_COOKIE}=${cookie.value}` : undefined;
}

export function withCookie(t: TestApp, cookie: string | undefined, method: "GET" | "POST" | "PATCH", url: string, body?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
    ...(body !== undefined ? { payload: body as object } : {}),
  });
}

/** Registers through the API and returns the input plus the mailed code. */
export async function registerViaApi(t: TestApp, overrides: Record<string, unknown> = {}) {
  const input = newRegistration(overrides);
  const res = await anonymous(t, "POST", "/api/auth/register", input);
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  return { input, code: codeIn((await t.mailer.lastTo(input.email))) };
}

/** Registers, verifies by code and returns the session cookie the verification set. */
export async function verifiedViaApi(t: TestApp, overrides: Record<string, unknown> = {}) {
  const { input, code } = await registerViaApi(t, overrides);
  const res = await anonymous(t, "POST", "/api/auth/verify-email", { email: input.email, code });
  if (res.statusCode !== 200) throw new Error(`verify failed: ${res.statusCode} ${res.body}`);
  return { input, cookie: sessionCookieOf(res)! };
}
