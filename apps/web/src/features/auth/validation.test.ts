import type { TFunction } from "i18next";
import { describe, expect, it } from "vitest";
import { codeProblem, sanitizeCode, validateLogin, validateNewPassword, validateRegister } from "./validation";
import en from "../../i18n/locales/en/auth.json";

/** A stand-in for i18next that reads the English file, so the assertions show the real texts. */
const t = ((key: string) => key.replace(/^auth:/, "").split(".").reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], en)) as unknown as TFunction;

const valid = { name: "Layla", email: "Layla@Example.com", password: "secret1", confirmPassword: "secret1" };

describe("register validation", () => {
  it("reports every empty field with the spec's texts", () => {
    const { errors, data } = validateRegister({ name: "", email: "", password: "", confirmPassword: "" }, t);
    expect(data).toBeNull();
    expect(errors).toEqual({
      name: "Name is required",
      email: "Email is required",
      password: "Password must be at least 6 characters",
      confirmPassword: "Please confirm your password",
    });
  });

  it("checks e-mail format and matching passwords (the age comes from the date of birth in onboarding)", () => {
    expect(validateRegister({ ...valid, email: "nope" }, t).errors.email).toBe("Invalid email");
    expect(validateRegister({ ...valid, confirmPassword: "secret2" }, t).errors).toEqual({ confirmPassword: "Passwords don't match" });
  });

  it("returns the body to send, without confirmPassword", () => {
    const { errors, data } = validateRegister(valid, t);
    expect(errors).toEqual({});
    expect(data).toEqual({ name: "Layla", email: "layla@example.com", password: "secret1" });
  });
});

describe("login and new-password validation", () => {
  it("uses the login texts", () => {
    expect(validateLogin({ email: "x", password: "" }, t).errors).toEqual({ email: "Invalid email address", password: "Password is required" });
    expect(validateLogin({ email: "a@b.co", password: "p" }, t).data).toEqual({ email: "a@b.co", password: "p" });
  });

  it("needs 6 characters and a matching confirmation", () => {
    expect(validateNewPassword({ token: "t", password: "abc", confirmPassword: "abc" }, t).errors).toEqual({ password: "Password must be at least 6 characters" });
    expect(validateNewPassword({ token: "t", password: "abcdef", confirmPassword: "abcdeg" }, t).errors).toEqual({ confirmPassword: "Passwords don't match" });
    expect(validateNewPassword({ token: "t", password: "abcdef", confirmPassword: "abcdef" }, t).data).toEqual({ token: "t", password: "abcdef" });
  });
});

describe("verification code input", () => {
  it("uppercases, keeps only A-Z and 0-9, and stops at 6", () => {
    expect(sanitizeCode("ab-12 c3xyz")).toBe("AB12C3");
    expect(sanitizeCode("é!?")).toBe("");
  });

  it("names the problem: empty or not 6 long", () => {
    expect(codeProblem("")).toBe("codeRequired");
    expect(codeProblem("AB12")).toBe("codeFormat");
    expect(codeProblem("AB12C3")).toBeNull();
  });
});
