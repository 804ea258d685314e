import type { Language } from "@ulfa/contracts";
import type { MailMessage } from "../platform/mail";
import { composeMail, type MailSite } from "../platform/mail-layout";

export interface AlertFacts {
  memberName: string;
  matchName: string;
  at: Date;
  place: string;
  /** Approximate (grid-snapped), only when the member chose to share it. */
  lastPlace: { latitude: number; longitude: number } | null;
  /** "help": she tapped "I need help"; "silent": no answer to "Are you OK?". */
  why: "help" | "silent";
  /** The member's gender, for the pronouns (Arabic verbs agree with it). */
  gender: "male" | "female" | "other";
}

const when = (at: Date, lang: Language) =>
  new Intl.DateTimeFormat(lang === "ar" ? "ar" : "en-GB", { dateStyle: "full", timeStyle: "short", timeZone: "UTC" }).format(at) + " UTC";

const mapLink = (p: { latitude: number; longitude: number }) => `https://www.openstreetmap.org/?mlat=${p.latitude}&mlon=${p.longitude}#map=15/${p.latitude}/${p.longitude}`;

/** To the trusted contact of a date check-in: who, with whom, when and where, and her last shared place. */
export function checkInAlertMail(site: MailSite, to: string, facts: AlertFacts, lang: Language): MailMessage {
  const place = facts.lastPlace;
  const en = facts.gender === "female" ? { they: "she", their: "Her", them: "her", was: "was" } : facts.gender === "male" ? { they: "he", their: "His", them: "him", was: "was" } : { they: "they", their: "Their", them: "them", was: "were" };
  const f = facts.gender === "female";
  const s = {
    en: {
      subject: `${facts.memberName} may need you: a date check-in on ${site.name}`,
      blocks: [
        "Hello,",
        facts.why === "help"
          ? `${facts.memberName} tapped "I need help" during a date and asked ${site.name} to tell you.`
          : `${facts.memberName} asked ${site.name} to tell you if ${en.they} did not confirm ${en.they} ${en.was} safe after a date, and has not answered "Are you OK?".`,
        `The date: with ${facts.matchName}, ${when(facts.at, "en")}, at ${facts.place}.`,
        ...(place ? [`${en.their} last shared place (approximate, about 1 km): ${place.latitude}, ${place.longitude}`, { link: mapLink(place), label: "Open the map" }] : []),
        `Please try to reach ${en.them}. If you believe ${en.they} ${en.was === "was" ? "is" : "are"} in danger, call the local emergency services.`,
      ],
    },
    ar: {
      subject: `${f ? "قد تحتاج" : "قد يحتاج"} ${facts.memberName} إليك: تنبيه موعد من ${site.name}`,
      blocks: [
        "مرحبًا،",
        facts.why === "help"
          ? `${f ? "ضغطت" : "ضغط"} ${facts.memberName} على «أحتاج إلى مساعدة» أثناء موعد، ${f ? "وطلبت" : "وطلب"} من ${site.name} إبلاغك.`
          : f
            ? `طلبت ${facts.memberName} من ${site.name} إبلاغك إن لم تؤكد سلامتها بعد موعد، ولم تُجب بعدُ عن سؤال «هل أنتِ بخير؟».`
            : `طلب ${facts.memberName} من ${site.name} إبلاغك إن لم يؤكد سلامته بعد موعد، ولم يُجب بعدُ عن سؤال «هل أنت بخير؟».`,
        `الموعد: مع ${facts.matchName}، ${when(facts.at, "ar")}، في ${facts.place}.`,
        ...(place ? [`آخر مكان ${f ? "شاركته" : "شاركه"} (تقريبي، في حدود كيلومتر): ${place.latitude}، ${place.longitude}`, { link: mapLink(place), label: "فتح الخريطة" }] : []),
        `يُرجى محاولة التواصل ${f ? "معها" : "معه"}. وإن ظننت ${f ? "أنها" : "أنه"} في خطر فاتصل بخدمات الطوارئ المحلية.`,
      ],
    },
  }[lang];
  return composeMail(site, to, lang, s.subject, s.blocks);
}
