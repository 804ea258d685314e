import { PASSWORD_RESET_TTL_MS, VERIFICATION_TTL_MS } from "@ulfa/contracts";
import type { MailMessage } from "../platform/mail";

// Mails are English for now; sending them in the member's language (users.language) is a follow-up.
//
// Rules for every text here, because tests and the e2e harness read codes and links out of the raw
// .eml: the code stands alone on its own line and is the first 6-character word made only of
// capitals and digits in the body (so no capitalised words such as "VERIFY" before it), and every
// link is alone on its line. Lines over 76 characters make the mail quoted-printable, which mail
// readers (and the e2e harness) decode; mails.test.ts round-trips both cases.

const hours = (ms: number) => Math.round(ms / (60 * 60 * 1000));
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

export const verifyEmailLink = (appUrl: string, token: string) => `${appUrl}/verify-email?token=${token}`;
export const resetPasswordLink = (appUrl: string, token: string) => `${appUrl}/reset-password?token=${token}`;

export function verificationMail(to: string, code: string, link: string): MailMessage {
  return {
    to,
    subject: "Your Ulfa verification code",
    text: [
      "Welcome to Ulfa!",
      "",
      "Your verification code is:",
      "",
      code,
      "",
      "Or open this link to verify your email address:",
      "",
      link,
      "",
      `The code and the link work once and expire in ${plural(hours(VERIFICATION_TTL_MS), "hour")}.`,
      "If you did not sign up for Ulfa, you can ignore this email.",
    ].join("\n"),
  };
}

export function changeEmailMail(to: string, code: string, link: string): MailMessage {
  return {
    to,
    subject: "Confirm your new email address for Ulfa",
    text: [
      "Hello,",
      "",
      "To use this address for your Ulfa account, enter this code:",
      "",
      code,
      "",
      "Or open this link:",
      "",
      link,
      "",
      `The code and the link work once and expire in ${plural(hours(VERIFICATION_TTL_MS), "hour")}.`,
      "If you did not ask for this, you can ignore this email.",
    ].join("\n"),
  };
}

/** Sent to the old address once the change is done, so a hijacked session cannot change it silently. */
export function emailChangedNoticeMail(to: string, newEmail: string): MailMessage {
  return {
    to,
    subject: "Your Ulfa email address was changed",
    text: [
      "Hello,",
      "",
      `The email address of your Ulfa account was changed to ${newEmail}.`,
      "If you did not do this, please contact support@ulfa.example right away.",
    ].join("\n"),
  };
}

export function passwordResetMail(to: string, link: string): MailMessage {
  return {
    to,
    subject: "Reset your Ulfa password",
    text: [
      "Hello,",
      "",
      `Someone asked to reset the password of your Ulfa account. Open this link within ${plural(hours(PASSWORD_RESET_TTL_MS), "hour")} to choose a new one:`,
      "",
      link,
      "",
      "The link works once. If you did not ask for this, ignore this email: your password stays the same.",
    ].join("\n"),
  };
}
