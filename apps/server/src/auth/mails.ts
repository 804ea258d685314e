import { PASSWORD_RESET_TTL_MS, VERIFICATION_TTL_MS, type Digits, type Language } from "@ulfa/contracts";
import { formatNumber } from "../platform/intl";
import type { MailMessage } from "../platform/mail";
import { composeMail, type MailSite } from "../platform/mail-layout";

// The auth mails, each in the member's language (users.language). One function per mail, with its
// English and Arabic strings side by side; platform/mail-layout.ts renders HTML and text alike.
//
// Rules for every text here, because tests and the e2e harness read codes and links out of the raw
// .eml: the code is the first 6-character word made only of capitals and digits in the body (so
// no capitalised words such as "VERIFY" and nothing the member typed before it), and every link
// stands alone on its line of the text part. mails.test.ts round-trips them through the real outbox mailer.
//
// The member's digits (users.digits) apply to the durations only. A code and a link keep their
// Latin characters whatever the digits: the code is typed or pasted back into a form and the link
// is a URL, so "٤٨٢٩١٧" would be a different code to the server and a broken link to the browser.

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;

/** "1 hour", "24 hours", "15 minutes"; Arabic with its dual and plural forms. */
export function duration(ms: number, lang: Language, digits: Digits | null = null): string {
  const hours = ms >= HOUR_MS;
  const n = Math.max(1, Math.round(ms / (hours ? HOUR_MS : MINUTE_MS)));
  const written = formatNumber(n, lang, digits);
  if (lang === "en") return `${written} ${hours ? "hour" : "minute"}${n === 1 ? "" : "s"}`;
  const [one, two, few, many] = hours ? ["ساعة واحدة", "ساعتين", "ساعات", "ساعة"] : ["دقيقة واحدة", "دقيقتين", "دقائق", "دقيقة"];
  if (n === 1) return one;
  if (n === 2) return two;
  return n <= 10 ? `${written} ${few}` : `${written} ${many}`;
}

export const verifyEmailLink = (appUrl: string, token: string) => `${appUrl}/verify-email?token=${token}`;
export const resetPasswordLink = (appUrl: string, token: string) => `${appUrl}/reset-password?token=${token}`;

export function verificationMail(site: MailSite, to: string, code: string, link: string, lang: Language = "en", digits: Digits | null = null): MailMessage {
  const valid = duration(VERIFICATION_TTL_MS, lang, digits);
  const s = {
    en: {
      subject: `Your ${site.name} verification code`,
      blocks: [
        `Welcome to ${site.name}!`,
        "Your verification code is:",
        { code },
        "Or open this link to verify your email address:",
        { link, label: "Verify my email" },
        `The code and the link work once and expire in ${valid}.`,
        `If you did not sign up for ${site.name}, you can ignore this email.`,
      ],
    },
    ar: {
      subject: `رمز التحقق الخاص بك في ${site.name}`,
      blocks: [
        `مرحبًا بك في ${site.name}!`,
        "رمز التحقق الخاص بك هو:",
        { code },
        "أو افتح هذا الرابط لتأكيد بريدك الإلكتروني:",
        { link, label: "تأكيد بريدي الإلكتروني" },
        `يعمل الرمز والرابط مرة واحدة وتنتهي صلاحيتهما خلال ${valid}.`,
        `إذا لم تسجّل في ${site.name}، يمكنك تجاهل هذه الرسالة.`,
      ],
    },
  }[lang];
  return composeMail(site, to, lang, s.subject, s.blocks);
}

export function changeEmailMail(site: MailSite, to: string, code: string, link: string, lang: Language = "en", digits: Digits | null = null): MailMessage {
  const valid = duration(VERIFICATION_TTL_MS, lang, digits);
  const s = {
    en: {
      subject: `Confirm your new email address for ${site.name}`,
      blocks: [
        "Hello,",
        `To use this address for your ${site.name} account, enter this code:`,
        { code },
        "Or open this link:",
        { link, label: "Confirm this address" },
        `The code and the link work once and expire in ${valid}.`,
        "If you did not ask for this, you can ignore this email.",
      ],
    },
    ar: {
      subject: `أكّد عنوان بريدك الإلكتروني الجديد في ${site.name}`,
      blocks: [
        "مرحبًا،",
        `لاستخدام هذا العنوان لحسابك في ${site.name}، أدخل هذا الرمز:`,
        { code },
        "أو افتح هذا الرابط:",
        { link, label: "تأكيد هذا العنوان" },
        `يعمل الرمز والرابط مرة واحدة وتنتهي صلاحيتهما خلال ${valid}.`,
        "إذا لم تطلب ذلك، يمكنك تجاهل هذه الرسالة.",
      ],
    },
  }[lang];
  return composeMail(site, to, lang, s.subject, s.blocks);
}

/** Sent to the old address once the change is done, so a hijacked session cannot change it silently. */
export function emailChangedNoticeMail(site: MailSite, to: string, newEmail: string, lang: Language = "en"): MailMessage {
  const s = {
    en: {
      subject: `Your ${site.name} email address was changed`,
      blocks: [
        "Hello,",
        `The email address of your ${site.name} account was changed to ${newEmail}.`,
        `If you did not do this, please contact ${site.contactEmail} right away.`,
      ],
    },
    ar: {
      subject: `تم تغيير عنوان بريدك الإلكتروني في ${site.name}`,
      blocks: ["مرحبًا،", `تم تغيير عنوان البريد الإلكتروني لحسابك في ${site.name} إلى ${newEmail}.`, `إذا لم تقم بذلك، يُرجى التواصل فورًا مع ${site.contactEmail}.`],
    },
  }[lang];
  return composeMail(site, to, lang, s.subject, s.blocks);
}

export function passwordResetMail(site: MailSite, to: string, link: string, lang: Language = "en", digits: Digits | null = null): MailMessage {
  const valid = duration(PASSWORD_RESET_TTL_MS, lang, digits);
  const s = {
    en: {
      subject: `Reset your ${site.name} password`,
      blocks: [
        "Hello,",
        `Someone asked to reset the password of your ${site.name} account. Open this link within ${valid} to choose a new one:`,
        { link, label: "Choose a new password" },
        "The link works once. If you did not ask for this, ignore this email: your password stays the same.",
      ],
    },
    ar: {
      subject: `إعادة تعيين كلمة المرور في ${site.name}`,
      blocks: [
        "مرحبًا،",
        `طلب أحدهم إعادة تعيين كلمة المرور لحسابك في ${site.name}. افتح هذا الرابط خلال ${valid} لاختيار كلمة مرور جديدة:`,
        { link, label: "اختيار كلمة مرور جديدة" },
        "يعمل الرابط مرة واحدة. إذا لم تطلب ذلك، تجاهل هذه الرسالة: ستبقى كلمة المرور كما هي.",
      ],
    },
  }[lang];
  return composeMail(site, to, lang, s.subject, s.blocks);
}

/** Sent once per lock (auth/login-limits.ts), with a way back in that does not wait for the lock. */
export function loginLockedMail(site: MailSite, to: string, link: string, lockedForMs: number, lang: Language = "en", digits: Digits | null = null): MailMessage {
  const wait = duration(lockedForMs, lang, digits);
  const valid = duration(PASSWORD_RESET_TTL_MS, lang, digits);
  const s = {
    en: {
      subject: `Sign-in to your ${site.name} account is paused`,
      blocks: [
        "Hello,",
        `There were several wrong passwords for your ${site.name} account, so signing in with a password is paused for ${wait}. Devices where you are already signed in are not affected.`,
        `If this was you, wait ${wait} and try again, or choose a new password now with this link (valid for ${valid}):`,
        { link, label: "Choose a new password" },
        "If this was not you, someone may be guessing your password: choosing a new one ends the pause and keeps them out.",
      ],
    },
    ar: {
      subject: `تم إيقاف تسجيل الدخول إلى حسابك في ${site.name} مؤقتًا`,
      blocks: [
        "مرحبًا،",
        `أُدخلت كلمة مرور خاطئة عدة مرات لحسابك في ${site.name}، لذلك أوقفنا تسجيل الدخول بكلمة المرور لمدة ${wait}. لا يتأثر ذلك بالأجهزة التي سجّلت الدخول منها بالفعل.`,
        `إذا كنت أنت، انتظر ${wait} ثم حاول مجددًا، أو اختر كلمة مرور جديدة الآن عبر هذا الرابط (صالح لمدة ${valid}):`,
        { link, label: "اختيار كلمة مرور جديدة" },
        "إذا لم تكن أنت، فقد يحاول أحدهم تخمين كلمة مرورك: اختيار كلمة مرور جديدة ينهي الإيقاف ويمنعه من الدخول.",
      ],
    },
  }[lang];
  return composeMail(site, to, lang, s.subject, s.blocks);
}
