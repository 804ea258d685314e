import { loginSchema, registerSchema, resetPasswordSchema, VERIFICATION_CODE_LENGTH, emailSchema } from "@ulfa/contracts";
import type { TFunction } from "i18next";

/**
 * Client-side checks reuse the contract schemas, so the form says exactly what the server would.
 * The contracts speak English; this table turns their messages into translation keys.
 */
const MESSAGE_KEYS: Record<string, string> = {
  "Username is required": "validation.usernameRequired",
  "Username is too long": "validation.usernameTooLong",
  "Username may only contain letters, numbers, dots, dashes and underscores": "validation.usernameChars",
  "Name is required": "validation.nameRequired",
  "Name is too long": "validation.nameTooLong",
  "Email is required": "validation.emailRequired",
  "Invalid email": "validation.emailInvalid",
  "Invalid email address": "validation.emailInvalidAddress",
  "Password must be at least 6 characters": "validation.passwordMin",
  "Password is too long": "validation.passwordTooLong",
  "Password is required": "validation.passwordRequired",
  "Must be at least 18 years old": "validation.ageMin",
  "Age must be a whole number": "validation.ageWhole",
  "Must be under 100": "validation.ageMax",
};

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

interface Issue {
  path: PropertyKey[];
  message: string;
}

function collect<K extends string>(issues: readonly Issue[], t: TFunction, fallbackFor: Partial<Record<K, string>> = {}): FieldErrors<K> {
  const errors: FieldErrors<K> = {};
  for (const issue of issues) {
    const field = String(issue.path[0]) as K;
    if (errors[field]) continue;
    const key = MESSAGE_KEYS[issue.message] ?? fallbackFor[field];
    errors[field] = key ? t(`auth:${key}`) : issue.message;
  }
  return errors;
}

export type RegisterField = "name" | "email" | "password" | "confirmPassword";
export interface RegisterValues {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
}

/**
 * Create Account; confirmPassword is checked here and never sent. The username is derived from the
 * name on the server; the date of birth, gender and the rest are asked during onboarding.
 */
export function validateRegister(values: RegisterValues, t: TFunction) {
  const { confirmPassword, ...rest } = values;
  const parsed = registerSchema.safeParse(rest);
  const errors: FieldErrors<RegisterField> = parsed.success ? {} : collect<RegisterField>(parsed.error.issues, t);
  if (!confirmPassword) errors.confirmPassword = t("auth:validation.confirmRequired");
  else if (confirmPassword !== values.password) errors.confirmPassword = t("auth:validation.passwordsMismatch");
  return { errors, data: parsed.success && !errors.confirmPassword ? parsed.data : null };
}

export type LoginField = "email" | "password";
export function validateLogin(values: { email: string; password: string }, t: TFunction) {
  const parsed = loginSchema.safeParse(values);
  return parsed.success
    ? { errors: {} as FieldErrors<LoginField>, data: parsed.data }
    : { errors: collect<LoginField>(parsed.error.issues, t), data: null };
}

export function validateEmail(email: string, t: TFunction) {
  const parsed = emailSchema.safeParse(email);
  return parsed.success ? { error: undefined, data: parsed.data } : { error: collect<"email">(parsed.error.issues.map((i) => ({ ...i, path: ["email"] })), t).email, data: null };
}

export type ResetField = "password" | "confirmPassword";
export function validateNewPassword(values: { token: string; password: string; confirmPassword: string }, t: TFunction) {
  const parsed = resetPasswordSchema.safeParse({ token: values.token, password: values.password });
  const errors: FieldErrors<ResetField> = parsed.success ? {} : collect<ResetField>(parsed.error.issues.filter((i) => i.path[0] === "password"), t);
  if (!values.confirmPassword) errors.confirmPassword = t("auth:validation.confirmRequired");
  else if (values.confirmPassword !== values.password) errors.confirmPassword = t("auth:validation.passwordsMismatch");
  return { errors, data: parsed.success && !errors.confirmPassword && !errors.password ? parsed.data : null };
}

/** The verification code: uppercased, only A-Z and 0-9, at most 6 characters. */
export const sanitizeCode = (raw: string) =>
  raw
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, "")
    .slice(0, VERIFICATION_CODE_LENGTH);

export function codeProblem(code: string): "codeRequired" | "codeFormat" | null {
  if (code.length === 0) return "codeRequired";
  if (code.length !== VERIFICATION_CODE_LENGTH) return "codeFormat";
  return null;
}

/** Moves focus to the first control (in form order) that has an error. */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  const el = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  el?.focus();
}
