import type { Gender, Language } from "@ulfa/contracts";
import type { MailMessage } from "../platform/mail";
import { composeMail, type MailSite } from "../platform/mail-layout";

/**
 * To the chaperone: who asked them, and their read-only link. Never the member's e-mail or location.
 * The Arabic follows the member's gender (a woman's wali is "وليًّا لها").
 */
export function chaperoneInviteMail(site: MailSite, to: string, memberName: string, memberGender: Gender, link: string, lang: Language): MailMessage {
  const she = memberGender === "female";
  const s = {
    en: {
      subject: `${memberName} asked you to be their chaperone on ${site.name}`,
      blocks: [
        "Hello,",
        `${memberName} chose you as their chaperone (wali) on ${site.name}. With this link you can read the conversations they share with you. You cannot write, and the people they talk to know that a chaperone reads along.`,
        { link, label: "Open the conversations" },
        "Keep this link to yourself: anyone who has it can read what is shared. It stops working when it expires or when they end it.",
      ],
    },
    ar: {
      subject: she ? `طلبت منك ${memberName} أن تكون وليًّا لها في ${site.name}` : `طلب منك ${memberName} أن تكون وليًّا له في ${site.name}`,
      blocks: [
        "مرحبًا،",
        she
          ? `اختارتك ${memberName} وليًّا (مرافقًا) لها في ${site.name}. يمكنك بهذا الرابط قراءة المحادثات التي تشاركها معك. لا يمكنك الكتابة، ويعلم من تتحدث إليهم أن وليًّا يطّلع على المحادثة.`
          : `اختارك ${memberName} وليًّا (مرافقًا) له في ${site.name}. يمكنك بهذا الرابط قراءة المحادثات التي يشاركها معك. لا يمكنك الكتابة، ويعلم من يتحدث إليهم أن وليًّا يطّلع على المحادثة.`,
        { link, label: "فتح المحادثات" },
        she
          ? "احتفظ بهذا الرابط لنفسك: كل من يملكه يستطيع قراءة ما يُشارك. يتوقف الرابط عند انتهاء صلاحيته أو عندما تُنهي المشاركة."
          : "احتفظ بهذا الرابط لنفسك: كل من يملكه يستطيع قراءة ما يُشارك. يتوقف الرابط عند انتهاء صلاحيته أو عندما يُنهي المشاركة.",
      ],
    },
  }[lang];
  return composeMail(site, to, lang, s.subject, s.blocks);
}
