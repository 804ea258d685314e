import { readFileSync } from "node:fs";
import path from "node:path";
import { changeEmailSchema, changePasswordSchema, confirmEmailChangeSchema } from "@ulfa/contracts";
import { describe, expect, it } from "vitest";
import { MESSAGE_KEYS } from "./messages";

const errorsOf = (lang: string) =>
  (JSON.parse(readFileSync(path.join(import.meta.dirname, `../../i18n/locales/${lang}/security.json`), "utf8")) as { errors: Record<string, string> }).errors;

describe("account-security messages", () => {
  it("maps every known message to a key that exists in en and ar", () => {
    for (const lang of ["en", "ar"]) {
      const errors = errorsOf(lang);
      for (const key of Object.values(MESSAGE_KEYS)) expect(errors[key], `${lang} errors.${key}`).toBeTruthy();
    }
  });

  it("the English strings are the contract's own words", () => {
    const en = errorsOf("en");
    for (const [message, key] of Object.entries(MESSAGE_KEYS)) if (key !== "badCode") expect(en[key]).toBe(message);
  });

  it("covers every message the three contracts can fail with", () => {
    const issues = [
      ...(changePasswordSchema.safeParse({ currentPassword: "", newPassword: "abc" }).error?.issues ?? []),
      ...(changePasswordSchema.safeParse({}).error?.issues ?? []),
      ...(changePasswordSchema.safeParse({ currentPassword: "x", newPassword: "x".repeat(201) }).error?.issues ?? []),
      ...(changeEmailSchema.safeParse({ newEmail: "", password: "" }).error?.issues ?? []),
      ...(changeEmailSchema.safeParse({ newEmail: "not-an-address", password: "x" }).error?.issues ?? []),
      ...(confirmEmailChangeSchema.safeParse({ code: "" }).error?.issues ?? []),
      ...(confirmEmailChangeSchema.safeParse({ code: "abc" }).error?.issues ?? []),
    ];
    expect(issues.length).toBeGreaterThan(5);
    for (const issue of issues) expect(MESSAGE_KEYS[issue.message], issue.message).toBeTruthy();
  });
});
