import type { Gender, Language, MessageKind, PushEvent } from "@ulfa/contracts";

/**
 * What a notification says, per language. Names are member-written: the worker isolates them.
 * Arabic verbs follow the sender's gender ("أرسلت إليك" from a woman, "أرسل إليك" otherwise).
 */
interface Texts {
  match: (name: string) => { title: string; body: string };
  /** `preview`: the text, only when the member allows previews and the message is text. */
  message: (name: string, preview: string | null, kind: MessageKind, gender: Gender) => { title: string; body: string };
  superLike: (name: string, gender: Gender) => { title: string; body: string };
  likesWaiting: { title: string; body: string };
  boostEnded: { title: string; body: string };
}

// U+2068/U+2069 (first strong isolate) keep a name in the other script from reordering the line.
const isolate = (name: string) => `\u2068${name}\u2069`;

export const PUSH_TEXTS: Record<Language, Texts> = {
  en: {
    match: (name) => ({ title: "It's a match!", body: `You and ${isolate(name)} liked each other. Say hello.` }),
    message: (name, preview, kind) => ({
      title: isolate(name),
      body: preview ?? (kind === "photo" ? "Sent you a photo" : kind === "voice" ? "Sent you a voice note" : "Sent you a message"),
    }),
    superLike: (name) => ({ title: "Super like!", body: `${isolate(name)} super liked you.` }),
    likesWaiting: { title: "New likes are waiting", body: "See who likes you." },
    boostEnded: { title: "Your boost has ended", body: "See who found you while you were boosted." },
  },
  ar: {
    match: (name) => ({ title: "تطابق جديد!", body: `أنت و${isolate(name)} أعجب كلٌّ منكما بالآخر. قل مرحبًا.` }),
    message: (name, preview, kind, gender) => {
      const sent = gender === "female" ? "أرسلت إليك" : "أرسل إليك";
      return { title: isolate(name), body: preview ?? `${sent} ${kind === "photo" ? "صورة" : kind === "voice" ? "رسالة صوتية" : "رسالة"}` };
    },
    superLike: (name, gender) => ({ title: "إعجاب مميز!", body: `${gender === "female" ? "أرسلت" : "أرسل"} إليك ${isolate(name)} إعجابًا مميزًا.` }),
    likesWaiting: { title: "إعجابات جديدة بانتظارك", body: "اكتشف من أُعجب بك." },
    boostEnded: { title: "انتهى التعزيز", body: "اكتشف من وجدك أثناء التعزيز." },
  },
};

/** Every event's switch in the member's notification settings. */
export const EVENT_SWITCH = {
  match: "pushMatch",
  message: "pushMessage",
  superLike: "pushSuperLike",
  likesWaiting: "pushLikesWaiting",
  boostEnded: "pushBoostEnded",
  // Safety notices bypass the switches (privacy/check-in.ts delivers them itself); listed for completeness.
  dateCheckIn: "pushMessage",
  dateAlert: "pushMessage",
} as const satisfies Record<PushEvent, string>;
