import type { Digits, Language } from "@ulfa/contracts";
import { formatNumber } from "../platform/intl";
import type { MailMessage } from "../platform/mail";
import { composeMail, type MailSite } from "../platform/mail-layout";

/** "رسالة واحدة", "رسالتان", "3 رسائل", "11 رسالة": Arabic counts agree with the number. */
function unreadAr(n: number, digits: Digits | null): string {
  if (n === 1) return "رسالة واحدة غير مقروءة";
  if (n === 2) return "رسالتان غير مقروءتين";
  const count = formatNumber(n, "ar", digits);
  return n <= 10 ? `${count} رسائل غير مقروءة` : `${count} رسالة غير مقروءة`;
}

/** The daily digest of unread messages, in the member's language and digits. */
export function digestMail(site: MailSite, to: string, name: string, count: number, link: string, lang: Language, digits: Digits | null = null): MailMessage {
  const n = formatNumber(count, lang, digits);
  const s = {
    en: {
      subject: `You have ${n} unread message${count === 1 ? "" : "s"} on ${site.name}`,
      blocks: [
        `Hi ${name},`,
        `You have ${n} unread message${count === 1 ? "" : "s"} waiting on ${site.name}.`,
        { link, label: "Read and reply" },
        "You can turn these emails off in your settings.",
      ],
    },
    ar: {
      subject: `لديك ${unreadAr(count, digits)} في ${site.name}`,
      blocks: [
        `مرحبًا ${name}،`,
        `لديك ${unreadAr(count, digits)} في انتظارك في ${site.name}.`,
        { link, label: "اقرأ وردّ" },
        "يمكنك إيقاف هذه الرسائل من الإعدادات.",
      ],
    },
  }[lang];
  return composeMail(site, to, lang, s.subject, s.blocks);
}
