import { z } from "zod";
import { AGE_MAX, AGE_MIN, LANGUAGES, NAME_MAX, PASSWORD_MAX, PASSWORD_MIN, USERNAME_MAX, VERIFICATION_CODE_LENGTH } from "./constants";
import { genderSchema, interestedInSchema } from "./user";
import { secretText, text } from "./text";

const email = text({ error: "Email is required" })
  .trim()
  .min(1, "Email is required")
  .max(254, "Invalid email")
  .pipe(z.email("Invalid email"))
  .transform((value) => value.toLowerCase());

export const registerSchema = z.object({
  /** Optional: derived from the name when left out (docs/onboarding.md). */
  username: text({ error: "Username is required" })
    .trim()
    .min(1, "Username is required")
    .max(USERNAME_MAX, "Username is too long")
    .regex(/^[\p{L}\p{N}_.-]+$/u, "Username may only contain letters, numbers, dots, dashes and underscores")
    .optional(),
  name: text({ error: "Name is required" }).trim().min(1, "Name is required").max(NAME_MAX, "Name is too long"),
  email,
  password: secretText("Password must be at least 6 characters")
    .min(PASSWORD_MIN, "Password must be at least 6 characters")
    .max(PASSWORD_MAX, "Password is too long"),
  /**
   * Kept for API clients: an account registered with a typed age skips the onboarding's date of
   * birth. The web leaves it out and asks the date of birth during onboarding (docs/onboarding.md).
   */
  age: z.coerce
    .number({ error: "Must be at least 18 years old" })
    .int("Age must be a whole number")
    .min(AGE_MIN, "Must be at least 18 years old")
    .max(AGE_MAX, "Must be under 100")
    .optional(),
  /** Asked during onboarding when left out ("other" until then). */
  gender: genderSchema.optional(),
  /** Whom the member wants to meet (the deck's filter); "both" when left out. */
  interestedIn: interestedInSchema.optional(),
  /** Interface language at sign-up: the language of the account's mails. Default en. */
  language: z.enum(LANGUAGES).optional(),
  /** Required while the site's admission rule is `invite` (docs/trust-and-safety.md). */
  inviteCode: z.string().trim().max(64, "Invite code is too long").optional(),
});
export type RegisterInput = z.infer<typeof registerSchema>;
export const registerResponseSchema = z.object({ email: z.string(), message: z.string() });

export const loginSchema = z.object({
  email: text({ error: "Invalid email address" })
    .trim()
    .pipe(z.email("Invalid email address"))
    .transform((value) => value.toLowerCase()),
  password: secretText("Password is required").min(1, "Password is required").max(PASSWORD_MAX),
});
export type LoginInput = z.infer<typeof loginSchema>;
export const loginResponseSchema = z.object({ message: z.string(), reactivated: z.boolean() });

/** Uppercased, only A-Z and 0-9 kept, exactly 6 characters. */
export const verificationCodeSchema = z
  .string({ error: "Please enter your verification code." })
  .transform((value) => value.toUpperCase().replace(/[^A-Z0-9]/g, ""))
  .pipe(
    z
      .string()
      .min(1, "Please enter your verification code.")
      .length(VERIFICATION_CODE_LENGTH, "Verification codes are 6 characters long. Please check your email for the complete code."),
  );

/** GET /api/auth/verify-email?token= (link, verifies without signing in) and POST /api/auth/verify-email {email, code} (typed code). */
export const verifyEmailQuerySchema = z.object({
  token: secretText("No verification token provided").trim().min(1, "No verification token provided").max(200, "The verification link is invalid or has expired."),
});
/** POST /api/auth/verify-email/link: the mailed link's token, confirmed on the page (signs in). */
export const verifyEmailLinkSchema = verifyEmailQuerySchema;
export const verifyEmailCodeSchema = z.object({ email, code: verificationCodeSchema });
export const verifyEmailResponseSchema = z.object({ verified: z.boolean(), message: z.string() });

export const resendVerificationSchema = z.object({ email });
export type ResendVerificationInput = z.infer<typeof resendVerificationSchema>;

export const authConfigSchema = z.object({ googleEnabled: z.boolean() });
export type AuthConfig = z.infer<typeof authConfigSchema>;

const newPassword = secretText("Password must be at least 6 characters")
  .min(PASSWORD_MIN, "Password must be at least 6 characters")
  .max(PASSWORD_MAX, "Password is too long");

/** POST /api/auth/forgot-password: always answers the same message (no account enumeration). */
export const forgotPasswordSchema = z.object({ email });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;
/** POST /api/auth/reset-password: the token from the e-mailed link (valid PASSWORD_RESET_TTL_MS, single use). */
export const resetPasswordSchema = z.object({
  token: secretText("The reset link is invalid or has expired.").trim().min(1, "The reset link is invalid or has expired.").max(200, "The reset link is invalid or has expired."),
  password: newPassword,
});
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;
/** POST /api/auth/change-password (signed in). Other sessions are signed out, this one stays. */
export const changePasswordSchema = z.object({
  currentPassword: secretText("Current password is required").min(1, "Current password is required").max(PASSWORD_MAX),
  newPassword,
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;
/** POST /api/auth/change-email (signed in): mails a code and link to the new address. */
export const changeEmailSchema = z.object({
  newEmail: email,
  password: secretText("Password is required").min(1, "Password is required").max(PASSWORD_MAX),
});
export type ChangeEmailInput = z.infer<typeof changeEmailSchema>;
/** POST /api/auth/confirm-email-change (signed in): the code mailed to the new address. */
export const confirmEmailChangeSchema = z.object({ code: verificationCodeSchema });
export type ConfirmEmailChangeInput = z.infer<typeof confirmEmailChangeSchema>;
export const confirmEmailChangeResponseSchema = z.object({ email: z.string(), message: z.string() });

/**
 * GET /api/auth/google?lang=: the language a new account gets (the sign-in page's); without it, the
 * browser's Accept-Language decides. Another value is a 400, not silently English.
 */
export const googleStartQuerySchema = z.object({ lang: z.enum(LANGUAGES, { error: 'must be "en" or "ar"' }).optional() });

/** A value the provider puts on the redirect back: control characters refused, no more than a URL holds. */
const providerValue = secretText().max(4096).optional();
/**
 * GET /api/auth/google/callback: what the provider sends back (RFC 6749 4.1.2, RFC 9207's `iss`).
 * Loose on purpose: providers add their own parameters (Google's `scope`, `authuser`, `prompt`, `hd`),
 * and the OpenID client checks the whole URL itself (state, issuer, PKCE) before any of it is used.
 */
export const googleCallbackQuerySchema = z.looseObject({
  code: providerValue,
  state: providerValue,
  iss: providerValue,
  error: providerValue,
  error_description: providerValue,
});

/** Values of the `error` query parameter the Google callback redirects to /auth with. */
export const OAUTH_ERRORS = ["google_failed", "session_failed", "user_not_found"] as const;
export type OAuthError = (typeof OAUTH_ERRORS)[number];

export { email as emailSchema };
