import { PASSWORD_RESET_TTL_MS, VERIFICATION_TTL_MS, type Language } from "@ulfa/contracts";
import type { MailMessage } from "../platform/mail";

// Every mail in the member's language (users.language; chosen at registration).
//
// Rules for every text here, because tests and the e2e harness read codes and links out of the raw
// .eml: the code stands alone on its own line and is the first 6-character word made only of
// capitals and digits in the body (so no capitalised words such as "VERIFY" and nothing the member
// typed before it), and every link is alone on its line. Bodies are quoted-printable, which mail
// readers (and the e2e harness) decode; mails.test.ts round-trips them through the real outbox mailer.

const hours = (ms: number) => Math.round(ms / (60 * 60 * 1000));

function duration(ms: number, lang: Language): string {
  const n = hours(ms);
  if (lang === "en") return `${n} hour${n === 1 ? "" : "s"}`;
  if (n === 1) return "ساعة واحدة";
  if (n === 2) return "ساعتين";
  return n <= 10 ? `${n} ساعات` : `${n} ساعة`;
}

export const verifyEmailLink = (appUrl: string, token: string) => `${appUrl}/verify-email?token=${token}`;
export const resetPasswordLink = (appUrl: string, token: string) => `${appUrl}/reset-password?token=${token}`;

/**
 * Quoted-printable, never base64 (nodemailer's pick for mostly non-ASCII text such as Arabic): the
 * code and link then stay legible in the raw .eml, for people reading the outbox and for the e2e harness.
 */
const mail = (to: string, subject: string, lines: string[]): MailMessage => ({
  to,
  subject,
  text: lines.join("\n"),
  textEncoding: "quoted-printable",
});

export function verificationMail(to: string, code: string, link: string, lang: Language = "en"): MailMessage {
  const valid = duration(VERIFICATION_TTL_MS, lang);
  if (lang === "ar") {
    return mail(to, "رمز التحقق الخاص بك في أُلفة", [
      "مرحبًا بك في أُلفة!",
      "",
      "رمز التحقق الخاص بك هو:",
      "",
      code,
      "",
      "أو افتح هذا الرابط لتأكيد بريدك الإلكتروني:",
      "",
      link,
      "",
      `يعمل الرمز والرابط مرة واحدة وتنتهي صلاحيتهما خلال ${valid}.`,
      "إذا لم تسجّل في أُلفة، يمكنك تجاهل هذه الرسالة.",
    ]);
  }
  return mail(to, "Your Ulfa verification code", [
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
    `The code and the link work once and expire in ${valid}.`,
    "If you did not sign up for Ulfa, you can ignore this email.",
  ]);
}

export function changeEmailMail(to: string, code: string, link: string, lang: Language = "en"): MailMessage {
  const valid = duration(VERIFICATION_TTL_MS, lang);
  if (lang === "ar") {
    return mail(to, "أكّد عنوان بريدك الإلكتروني الجديد في أُلفة", [
      "مرحبًا،",
      "",
      "لاستخدام هذا العنوان لحسابك في أُلفة، أدخل هذا الرمز:",
      "",
      code,
      "",
      "أو افتح هذا الرابط:",
      "",
      link,
      "",
      `يعمل الرمز والرابط مرة واحدة وتنتهي صلاحيتهما خلال ${valid}.`,
      "إذا لم تطلب ذلك، يمكنك تجاهل هذه الرسالة.",
    ]);
  }
  return mail(to, "Confirm your new email address for Ulfa", [
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
    `The code and the link work once and expire in ${valid}.`,
    "If you did not ask for this, you can ignore this email.",
  ]);
}

/** Sent to the old address once the change is done, so a hijacked session cannot change it silently. */
export function emailChangedNoticeMail(to: string, newEmail: string, lang: Language = "en"): MailMessage {
  if (lang === "ar") {
    return mail(to, "تم تغيير عنوان بريدك الإلكتروني في أُلفة", [
      "مرحبًا،",
      "",
      `تم تغيير عنوان البريد الإلكتروني لحسابك في أُلفة إلى ${newEmail}.`,
      "إذا لم تقم بذلك، يُرجى التواصل فورًا مع support@ulfa.example.",
    ]);
  }
  return mail(to, "Your Ulfa email address was changed", [
    "Hello,",
    "",
    `The email address of your Ulfa account was changed to ${newEmail}.`,
    "If you did not do this, please contact support@ulfa.example right away.",
  ]);
}

export function passwordResetMail(to: string, link: string, lang: Language = "en"): MailMessage {
  const valid = duration(PASSWORD_RESET_TTL_MS, lang);
  if (lang === "ar") {
    return mail(to, "إعادة تعيين كلمة المرور في أُلفة", [
      "مرحبًا،",
      "",
      `طلب أحدهم إعادة تعيين كلمة المرور لحسابك في أُلفة. افتح هذا الرابط خلال ${valid} لاختيار كلمة مرور جديدة:`,
      "",
      link,
      "",
      "يعمل الرابط مرة واحدة. إذا لم تطلب ذلك، تجاهل هذه الرسالة: ستبقى كلمة المرور كما هي.",
    ]);
  }
  return mail(to, "Reset your Ulfa password", [
    "Hello,",
    "",
    `Someone asked to reset the password of your Ulfa account. Open this link within ${valid} to choose a new one:`,
    "",
    link,
    "",
    "The link works once. If you did not ask for this, ignore this email: your password stays the same.",
  ]);
}
