import { collapseRepeats, normalizeText, obfuscatedWordsOf, wordsOf } from "../safety";

/**
 * The text signals (docs/trust-and-safety.md): a way to reach someone off Ulfa (OFF_PLATFORM_CONTACT)
 * and a request for money (MONEY_REQUEST), in English, Arabic and Arabizi, read through the one
 * normaliser (safety/normalize.ts) so look-alikes, held letters, invisible characters, Eastern
 * digits and spaced-out letters do not hide them. Pure and cheap: run in the request path.
 */
export interface TextFinding {
  code: "OFF_PLATFORM_CONTACT" | "MONEY_REQUEST";
  /** What was found, as normalised (a number's digits, a word, a link): the evidence moderators read. */
  found: string;
}

const list = (words: string[]) => new Set(words.map((w) => collapseRepeats(normalizeText(w))));

/** Messengers named alone are enough: nobody names WhatsApp in a first message to talk about it. */
const MESSENGERS = list([
  "whatsapp", "whatsap", "watsap", "watsapp", "wattsapp", "whatsup", "wtsp", "wtsap", "watsab", "whatsab", "telegram", "telegrm", "telgram", "telegarm",
  "snapchat", "snapshat", "kik", "viber", "wechat", "imo", "skype",
  "واتساب", "واتس", "وتساب", "واتسب", "واتسابي", "وتس", "تلغرام", "تليغرام", "تلجرام", "تليجرام", "تيليجرام", "تيلغرام", "تلقرام", "تليقرام", "تيليقرام",
  "سنابشات", "فايبر", "ويشات", "سكايب",
]);
/** Networks named in passing too ("saw it on insta"): a signal only beside an invitation (CONTACT_CUES). */
const NETWORKS = list(["insta", "instagram", "insto", "ig", "snap", "sc", "fb", "facebook", "messenger", "tiktok", "سناب", "انستا", "انستغرام", "انستقرام", "انستجرام", "انستكرام", "فيسبوك", "فيس", "تيكتوك", "ماسنجر"]);
const CONTACT_CUES = list([
  "add", "follow", "dm", "text", "msg", "message", "contact", "reach", "find", "hmu", "my", "me", "handle", "username", "user", "id",
  "ضيفني", "ضيف", "تابعني", "حسابي", "كلمني", "راسلني", "عندك", "عندي", "ابحث", "اضافه", "اضفني", "يوزري", "يوزر", "معرفي",
]);
/** How many words either side of a network's name an invitation is looked for ("my insta is", "add me on snap"). */
const CUE_WINDOW = 2;
/** Asking for or giving a number outright. */
const CONTACT_PHRASES = [
  ["your", "number"], ["ur", "number"], ["ur", "num"], ["my", "number"], ["my", "num"], ["your", "num"], ["your", "digits"],
  ["call", "me", "on"], ["text", "me", "on"], ["message", "me", "on"], ["add", "me", "on"], ["find", "me", "on"],
].map((words) => words.map((w) => collapseRepeats(w)));
const CONTACT_WORDS_AR = list(["رقمك", "رقمي", "نمرتك", "نمرتي", "جوالك", "موبايلك", "تلفونك", "تليفونك"]);

/** Terms only a scam script uses in a dating chat: a signal alone. */
const SCAM_TERMS = list([
  "usdt", "tether", "bitcoin", "btc", "crypto", "cryptocurrency", "binance", "giftcard", "giftcards", "itunes", "forex", "westernunion", "moneygram",
  "cashapp", "iban", "paypal", "venmo", "zelle", "etherium", "ethereum", "eth",
  "بيتكوين", "بتكوين", "كريبتو", "بينانس", "ايتونز", "فوركس", "ويسترن", "حواله", "سلفني", "اقرضني", "ايبان", "بايبال",
]);
const SCAM_PHRASES = [
  ["gift", "card"], ["gift", "cards"], ["steam", "card"], ["google", "play", "card"], ["amazon", "card"], ["western", "union"], ["investment", "platform"],
  ["trading", "platform"], ["investment", "opportunity"], ["invest", "with", "me"], ["send", "me", "money"], ["send", "money"], ["transfer", "money"],
  ["wire", "money"], ["lend", "me"], ["loan", "me"], ["bank", "details"], ["account", "number"], ["cash", "app"],
  ["يو", "اس", "دي", "تي"], ["عملات", "رقميه"], ["عمله", "رقميه"], ["بطاقه", "هدايا"], ["بطاقه", "هديه"], ["بطاقات", "هدايا"], ["كرت", "شحن"], ["بطاقه", "شحن"],
  ["منصه", "استثمار"], ["منصه", "تداول"], ["استثمر", "معي"], ["حول", "لي"], ["حوللي"], ["تحويل", "مبلغ"], ["رقم", "الحساب"], ["حسابك", "البنكي"], ["ويسترن", "يونيون"],
].map((words) => words.map((w) => collapseRepeats(normalizeText(w))));
/** Money named: a signal beside a request (MONEY_CUES) only; "I spent too much money on coffee" is not one. */
const MONEY_TERMS = list([
  "money", "cash", "dollars", "dollar", "usd", "euros", "loan", "invest", "investment", "profit", "profits", "deposit", "fee", "fees", "funds",
  "فلوس", "مال", "مبلغ", "مصاري", "دولار", "دولارات", "تحويل", "استثمار", "ارباح", "ربح", "رصيد", "قرض", "سلفه", "ريال", "درهم", "دينار", "جنيه",
  "flous", "floos", "fulus", "felous", "masari", "mablagh", "fl0us",
]);
const MONEY_CUES = list([
  "send", "pay", "need", "lend", "borrow", "help", "give", "transfer", "invest", "urgent", "urgently", "please", "pls", "owe", "wire", "deposit", "double",
  "ارسل", "ارسلي", "ارسللي", "ابعت", "ابعتلي", "ابعثلي", "حول", "حولي", "احتاج", "محتاج", "محتاجه", "ابي", "ابغي", "اريد", "عطني", "اعطني", "ساعدني", "ضروري",
  "استثمر", "ترسل", "تحول", "تساعدني", "ab3atli", "7awel", "7awelli", "ba7taj", "m7taj", "a7taj",
]);

/** A phone number: at least 8 digits, with the separators people put between them. */
const PHONE = /(?:\+|00)?\d(?:[\s\-.()/]*\d){7,}/;
/** Links and messenger short links, once " dot " and spaced dots are read as dots. */
const LINK = /(?:https?:\/\/|www\.|\b(?:wa|t)\.me\b|\b[a-z0-9-]{2,}\.(?:com|net|org|me|io|ly|gg|link|app|co|info|xyz|site|page)\b)/;
const HANDLE = /(?:^|\s)@[a-z0-9_.]{3,}/;
const EMAIL = /[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,}/;

/** The Arabic clitics a name may come with: و, ف, ب, ع ("on the"), ل, ال and their pairs. */
const CLITICS = ["وال", "فال", "بال", "عال", "لل", "ال", "و", "ف", "ب", "ع", "ل"];
function readings(word: string): string[] {
  const out = [collapseRepeats(word)];
  for (const clitic of CLITICS) if (word.startsWith(clitic) && word.length - clitic.length >= 3) out.push(collapseRepeats(word.slice(clitic.length)));
  return out;
}

/** One way of reading a text's words: each word with its readings (clitics off, repeats collapsed) worked out once. */
interface Words {
  /** The words as read this way. */
  raw: string[];
  /** Each word with its runs of one letter collapsed ("whatsaap" whatsap): what phrases are compared with. */
  collapsed: string[];
  /** Each word's readings (readings()): what the word lists are looked up with. */
  readings: string[][];
}

interface Read {
  /** The words as written and with their disguises undone, each also joined with the next. */
  words: Words[];
  /** Normalised text with dots spelled out or spaced read as dots, for links. */
  linky: string;
  /** The normalised text (Eastern digits already Latin), for numbers and handles. */
  digits: string;
}

const wordsFrom = (raw: string[]): Words => ({ raw, collapsed: raw.map(collapseRepeats), readings: raw.map(readings) });

function read(text: string): Read {
  const normalized = normalizeText(text);
  const plain = wordsOf(normalized);
  const undone = obfuscatedWordsOf(normalized);
  // A name split in two ("whats app", "واتس اب", "tele gram") reads joined as well.
  const joined = [plain, undone].map((ws) => ws.flatMap((w, i) => (i + 1 < ws.length ? [w + ws[i + 1]] : [])));
  const linky = normalized.replace(/\s*(?:\.|\(dot\)|\[dot\]|\bdot\b|نقطه)\s*/g, ".");
  return { words: [plain, undone, ...joined].map(wordsFrom), linky, digits: normalized };
}

/**
 * Phrases by their first word, so a text is walked once per list rather than once per phrase
 * (every message of a young conversation is read in the request path). Each keeps its place in
 * the list: when several are in a text, the evidence is the one listed first.
 */
type PhraseIndex = Map<string, { phrase: string[]; order: number }[]>;
function phraseIndex(phrases: string[][]): PhraseIndex {
  const index: PhraseIndex = new Map();
  phrases.forEach((phrase, order) => index.set(phrase[0]!, [...(index.get(phrase[0]!) ?? []), { phrase, order }]));
  return index;
}
const CONTACT_PHRASE_INDEX = phraseIndex(CONTACT_PHRASES);
const SCAM_PHRASE_INDEX = phraseIndex(SCAM_PHRASES);

function hasPhrase(words: string[], index: PhraseIndex): string[] | undefined {
  let best: { phrase: string[]; order: number } | undefined;
  for (let i = 0; i < words.length; i++) {
    for (const entry of index.get(words[i]!) ?? []) {
      if ((!best || entry.order < best.order) && entry.phrase.every((p, j) => words[i + j] === p)) best = entry;
    }
  }
  return best?.phrase;
}

function offPlatform(r: Read): string | null {
  const phone = r.digits.match(PHONE);
  if (phone) return phone[0].replace(/[^\d+]/g, "");
  const link = r.linky.match(LINK) ?? r.linky.match(EMAIL) ?? r.digits.match(HANDLE);
  if (link) return link[0].trim();
  for (const words of r.words) {
    for (const reads of words.readings) {
      const hit = reads.find((w) => MESSENGERS.has(w) || CONTACT_WORDS_AR.has(w));
      if (hit) return hit;
    }
    const phrase = hasPhrase(words.collapsed, CONTACT_PHRASE_INDEX);
    if (phrase) return phrase.join(" ");
    const at = words.readings.findIndex((reads) => reads.some((x) => NETWORKS.has(x)));
    if (at >= 0 && words.readings.slice(Math.max(0, at - CUE_WINDOW), at + CUE_WINDOW + 1).some((reads) => reads.some((x) => CONTACT_CUES.has(x)))) {
      return words.collapsed[at]!;
    }
  }
  return null;
}

function moneyRequest(r: Read): string | null {
  for (const words of r.words) {
    const scam = words.readings.flat().find((w) => SCAM_TERMS.has(w));
    if (scam) return scam;
    const phrase = hasPhrase(words.collapsed, SCAM_PHRASE_INDEX);
    if (phrase) return phrase.join(" ");
  }
  const all = r.words.flatMap((words) => words.readings.flat());
  const money = all.find((w) => MONEY_TERMS.has(w)) ?? (/\$\s?\d|\d\s?\$/.test(r.digits) ? "$" : undefined);
  if (money && all.some((w) => MONEY_CUES.has(w))) return money;
  return null;
}

/** The signals `text` carries, each once, with what was found. */
export function textSignals(text: string): TextFinding[] {
  if (!text.trim()) return [];
  const r = read(text);
  const findings: TextFinding[] = [];
  const contact = offPlatform(r);
  if (contact) findings.push({ code: "OFF_PLATFORM_CONTACT", found: contact });
  const money = moneyRequest(r);
  if (money) findings.push({ code: "MONEY_REQUEST", found: money });
  return findings;
}

/**
 * A first message or comment reduced to what a script repeats: normalised, names and numbers left
 * out, so "Hi Sara, add me on WhatsApp" and "Hi Lina, add me on WhatsApp" compare equal; see
 * nearDuplicate for how close is "the same".
 */
export function introShape(text: string, recipientName?: string): string {
  const name = recipientName ? new Set(wordsOf(normalizeText(recipientName))) : new Set<string>();
  return wordsOf(normalizeText(text))
    .filter((w) => !name.has(w) && !/^\d+$/.test(w))
    .map(collapseRepeats)
    .join(" ");
}

/**
 * Two intro shapes are near the same when their word trigrams (words, for short texts) overlap by
 * at least `threshold` (Jaccard). A greeting of a few words ("hi", "hello there") is too short to
 * say anything: everyone writes it, so shapes under `minWords` words never count.
 */
export function nearDuplicate(a: string, b: string, threshold: number, minWords: number): boolean {
  const wa = a.split(" ").filter(Boolean);
  const wb = b.split(" ").filter(Boolean);
  if (wa.length < minWords || wb.length < minWords) return false;
  const grams = (ws: string[]) => new Set(ws.length < 3 ? ws : ws.slice(0, -2).map((w, i) => `${w} ${ws[i + 1]} ${ws[i + 2]}`));
  const ga = grams(wa);
  const gb = grams(wb);
  let shared = 0;
  for (const g of ga) if (gb.has(g)) shared += 1;
  return shared / (ga.size + gb.size - shared) >= threshold;
}
