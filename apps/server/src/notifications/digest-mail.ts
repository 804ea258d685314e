import type { Language } from "@ulfa/contracts";
import type { MailMessage } from "../platform/mail";
import { composeMail, type MailSite } from "../platform/mail-layout";

/** "رسالة واحدة", "رسالتان", "3 رسائل", "11 رسالة": Arabic counts agree with the number. */
function unreadAr(n: number): string {
  if (n === 1) return "رسالة واحدة غير مقروءة";
  if (n === 2) return "رسالتان غير مقروءتين";
  return n <= 10 ? `${n} رسائل غير مقروءة` : `${n} رسالة غير مقروءة`;
}

/** The daily digest of unread messages, in the member's language. */
export function digestMail(site: MailSite, to: string, name: string, count: number, link: string, lang: Language): MailMessage {
  const s = {
    en: {
      subject: `You have ${count} unread message${count === 1 ? "" : "s"} on ${site.name}`,
      blocks: [
        `Hi ${name},`,
        `You have ${count} unread message${count === 1 ? "" : "s"} waiting on ${site.name}.`,
        { link, label: "Read and reply" },
        "You can turn these emails off in your settings.",
      ],
    },
    ar: {
      subject: `لديك ${unreadAr(count)} في ${site.name}`,
      blocks: [
        `مرحبًا ${name}،`,
        `لديك ${unreadAr(count)} في انتظارك في ${site.name}.`,
        { link, label: "اقرأ وردّ" },
        "يمكنك إيقاف هذه الرسائل من الإعدادات.",
      ],
    },
  }[lang];
  return composeMail(site, to, lang, s.subject, s.blocks);
}
