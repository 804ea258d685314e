import type { TFunction } from "i18next";
import { ApiError, messageOf } from "../../api/client";

/**
 * The server and the contracts speak English; this table turns the messages these calls can
 * answer with into `security:errors.*` keys, so an Arabic member reads Arabic. Anything else
 * (a new server message) is shown as the server sent it.
 */
export const MESSAGE_KEYS: Record<string, string> = {
  "Current password is required": "currentRequired",
  "Password is required": "passwordRequired",
  "Password must be at least 6 characters": "passwordMin",
  "Password is too long": "passwordTooLong",
  "Your current password is incorrect": "wrongPassword",
  'Your account has no password yet. Use "Forgot password" to set one first.': "noPassword",
  "Email is required": "emailRequired",
  "Invalid email": "emailInvalid",
  "This is already your email address": "sameEmail",
  "An account with this email already exists": "emailTaken",
  "Please enter your verification code.": "codeRequired",
  "Verification codes are 6 characters long. Please check your email for the complete code.": "codeFormat",
  "Invalid or expired verification code. Please check the code from your email and try again.": "badCode",
  "The verification link is invalid or has expired.": "badCode",
};

export function translateMessage(message: string, t: TFunction): string {
  const key = MESSAGE_KEYS[message];
  return key ? t(`security:errors.${key}`) : message;
}

/** A failed call as one line the member can read in their language. */
export function errorText(err: unknown, t: TFunction): string {
  if (err instanceof ApiError && err.status === 429) return t("security:errors.tooMany");
  // These calls' sentences are more precise than their codes (a wrong current password is INVALID_CREDENTIALS).
  const key = err instanceof ApiError ? MESSAGE_KEYS[err.reason] : undefined;
  return key ? t(`security:errors.${key}`) : messageOf(err, t("security:errors.generic"));
}

/** The first issue per field of a failed zod parse, translated. */
export function fieldErrors<K extends string>(issues: readonly { path: PropertyKey[]; message: string }[], t: TFunction): Partial<Record<K, string>> {
  const errors: Partial<Record<K, string>> = {};
  for (const issue of issues) {
    const field = String(issue.path[0]) as K;
    errors[field] ??= translateMessage(issue.message, t);
  }
  return errors;
}
