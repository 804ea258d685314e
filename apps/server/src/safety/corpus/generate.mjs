// Writes en.json and ar.json beside this file: the corpus the text checks are measured on
// (trust/text-signals.test.ts prints their hit and false-alarm rates). Deterministic (a fixed seed),
// so a change to the lists below shows up in review as a changed corpus. Run: node apps/server/src/safety/corpus/generate.mjs
import { writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

let seed = 42;
const rand = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
const pick = (xs) => xs[Math.floor(rand() * xs.length)];

// --- disguises a scripted sender uses ---
const CYRILLIC = { a: "а", e: "е", o: "о", p: "р", c: "с", x: "х", y: "у", i: "і", s: "ѕ" };
const GREEK = { o: "ο", a: "α", v: "ν", t: "τ", w: "ω", k: "κ" };
const swapSome = (text, map) => [...text].map((ch) => (map[ch] && rand() < 0.5 ? map[ch] : ch)).join("");
const insertInWord = (word, mark) => [...word].map((ch, i) => (i > 0 && i % 2 === 0 ? mark + ch : ch)).join("");
const onKeyword = (text, keyword, f) => (text.includes(keyword) ? text.replace(keyword, f(keyword)) : f(text));
const EN_DISGUISES = [
  ["plain", (t) => t],
  ["cyrillic", (t) => swapSome(t, CYRILLIC)],
  ["greek", (t) => swapSome(t, GREEK)],
  ["zero-width", (t, k) => onKeyword(t, k, (w) => insertInWord(w, "\u200B"))],
  ["cgj", (t, k) => onKeyword(t, k, (w) => insertInWord(w, "\u034F"))],
  ["held", (t, k) => onKeyword(t, k, (w) => w.slice(0, -1) + w.at(-1).repeat(4))],
  ["spaced", (t, k) => onKeyword(t, k, (w) => [...w].join(" "))],
  ["accents", (t, k) => onKeyword(t, k, (w) => [...w].map((c) => c + (/[aeiou]/.test(c) ? "\u0301" : "")).join(""))],
  ["fullwidth", (t, k) => onKeyword(t, k, (w) => [...w].map((c) => (/[a-z]/.test(c) ? String.fromCodePoint(c.codePointAt(0) + 0xfee0) : c)).join(""))],
  ["upper", (t) => t.toUpperCase()],
];
const PERSIAN = { "ي": "ی", "ك": "ک", "ب": "پ", "ج": "چ" };
const ARABIC_DIGITS = (t) => t.replace(/\d/g, (d) => String.fromCodePoint(0x0660 + Number(d)));
const PERSIAN_DIGITS = (t) => t.replace(/\d/g, (d) => String.fromCodePoint(0x06f0 + Number(d)));
const AR_DISGUISES = [
  ["plain", (t) => t],
  ["tatweel", (t, k) => onKeyword(t, k, (w) => [...w].join("ـ"))],
  ["persian", (t) => [...t].map((c) => PERSIAN[c] ?? c).join("")],
  ["harakat", (t, k) => onKeyword(t, k, (w) => [...w].map((c) => c + "\u064E").join(""))],
  ["held", (t, k) => onKeyword(t, k, (w) => w.replace(/[اوي]/, (m) => m.repeat(4)))],
  ["spaced", (t, k) => onKeyword(t, k, (w) => [...w].join(" "))],
  ["zwnj", (t, k) => onKeyword(t, k, (w) => insertInWord(w, "\u200C"))],
  ["cgj", (t, k) => onKeyword(t, k, (w) => insertInWord(w, "\u034F"))],
  ["arabic-digits", ARABIC_DIGITS],
  ["persian-digits", PERSIAN_DIGITS],
];

const phone = () => pick(["+971 50 ", "0", "+966 5", "+20 10 ", "00962 7", "+44 7"]) + String(Math.floor(rand() * 9e7) + 1e7).replace(/(\d{3})(\d{3})/, "$1 $2 ");
const handle = () => pick(["sara", "ahmed", "lina", "mo", "noor", "jay"]) + pick(["_", ".", ""]) + Math.floor(rand() * 999);

const EN_BAD = [
  // [template, keyword the disguise works on, expected code]
  () => [`add me on whatsapp ${phone()}`, "whatsapp", "OFF_PLATFORM_CONTACT"],
  () => [`text me on telegram @${handle()}`, "telegram", "OFF_PLATFORM_CONTACT"],
  () => [`I rarely check this app, whatsapp me instead`, "whatsapp", "OFF_PLATFORM_CONTACT"],
  () => [`my snapchat is ${handle()} add me`, "snapchat", "OFF_PLATFORM_CONTACT"],
  () => [`follow me on insta @${handle()}`, "insta", "OFF_PLATFORM_CONTACT"],
  () => [`call me ${phone()}`, "call", "OFF_PLATFORM_CONTACT"],
  () => [`wa.me/${phone().replace(/\D/g, "")} message me there`, "message", "OFF_PLATFORM_CONTACT"],
  () => [`find me at t.me/${handle()}`, "find", "OFF_PLATFORM_CONTACT"],
  () => [`what is your number? I'd rather talk on whatsapp`, "whatsapp", "OFF_PLATFORM_CONTACT"],
  () => [`let's move to telegram, this app is slow`, "telegram", "OFF_PLATFORM_CONTACT"],
  () => [`I need money for my visa fee, can you send 300 dollars`, "money", "MONEY_REQUEST"],
  () => [`buy me a google play gift card please`, "gift", "MONEY_REQUEST"],
  () => [`I make 5k a week with usdt on an investment platform, I can show you`, "usdt", "MONEY_REQUEST"],
  () => [`send me money through western union`, "money", "MONEY_REQUEST"],
  () => [`my uncle trades bitcoin, invest with me and double it`, "bitcoin", "MONEY_REQUEST"],
  () => [`can you lend me some cash until friday`, "cash", "MONEY_REQUEST"],
  () => [`I'm stuck at the airport, please transfer money urgently`, "money", "MONEY_REQUEST"],
  () => [`crypto is the future, let me help you start`, "crypto", "MONEY_REQUEST"],
  () => [`pay the customs fee for my parcel and I will pay you back`, "fee", "MONEY_REQUEST"],
  () => [`do you have paypal? I need a small favour`, "paypal", "MONEY_REQUEST"],
];
const AR_BAD = [
  () => [`ضيفني على الواتساب ${phone()}`, "الواتساب", "OFF_PLATFORM_CONTACT"],
  () => [`كلمني واتس اب ${phone()}`, "واتس", "OFF_PLATFORM_CONTACT"],
  () => [`عندك تلغرام؟ معرفي @${handle()}`, "تلغرام", "OFF_PLATFORM_CONTACT"],
  () => [`ما افتح التطبيق كثير، راسلني على الواتس`, "الواتس", "OFF_PLATFORM_CONTACT"],
  () => [`ضيفني سناب ${handle()}`, "سناب", "OFF_PLATFORM_CONTACT"],
  () => [`تابعني انستا @${handle()}`, "انستا", "OFF_PLATFORM_CONTACT"],
  () => [`هذا رقمي ${phone()}`, "رقمي", "OFF_PLATFORM_CONTACT"],
  () => [`عطني رقمك نكمل هناك`, "رقمك", "OFF_PLATFORM_CONTACT"],
  () => [`خلينا نكمل على تيليجرام`, "تيليجرام", "OFF_PLATFORM_CONTACT"],
  () => [`ابعتلي على wa.me/${phone().replace(/\D/g, "")}`, "ابعتلي", "OFF_PLATFORM_CONTACT"],
  () => [`احتاج فلوس ضروري ممكن تحول لي`, "فلوس", "MONEY_REQUEST"],
  () => [`اشتري لي بطاقة هدايا ايتونز`, "ايتونز", "MONEY_REQUEST"],
  () => [`عندي منصة استثمار بالبيتكوين ارباح يومية`, "استثمار", "MONEY_REQUEST"],
  () => [`حول لي مبلغ بسيط وارجعه لك بكرة`, "مبلغ", "MONEY_REQUEST"],
  () => [`استثمر معي في العملات الرقمية`, "استثمر", "MONEY_REQUEST"],
  () => [`ارسل لي فلوس عن طريق ويسترن يونيون`, "فلوس", "MONEY_REQUEST"],
  () => [`محتاجة مبلغ للعلاج ساعدني`, "مبلغ", "MONEY_REQUEST"],
  () => [`ممكن تشحن لي كرت شحن`, "كرت", "MONEY_REQUEST"],
  () => [`ana m7taj floos, 7awelli 200 dollar`, "floos", "MONEY_REQUEST"],
  () => [`add me 3al whatsapp ya 7ayati`, "whatsapp", "OFF_PLATFORM_CONTACT"],
];

const NAMES_EN = ["Sara", "Lina", "James", "Omar", "Maya", "Noah", "Leila", "Adam", "Hana", "Sam"];
const NAMES_AR = ["سارة", "لينا", "عمر", "مريم", "أحمد", "نور", "هند", "يوسف", "ريم", "خالد"];
const EN_OK = [
  "Hi {n}! How was your weekend?", "Hey {n}, I love your hiking photos", "Your dog is adorable, what's his name?", "I'm a nurse, I work night shifts this week",
  "Have you been to the new coffee place downtown?", "I spent too much money on books this month haha", "Let's meet Saturday at 7:30 at the park?",
  "I was born in 1994 and grew up by the sea", "I have 2 sisters and a very loud cat", "What kind of music are you into?", "I'm 180 cm, does that count as tall?",
  "Snap decisions are not my thing, I like to plan", "I work in investment banking, long hours but I like it", "The whole class laughed at my accent",
  "Do you prefer tea or coffee?", "My favourite book is about the telegraph and old radios", "I run 5 km every morning before work",
  "Heyyyy {n}! Sooo nice to match with you", "I've been learning Arabic for 3 years", "What's your favourite film?", "Any plans for the holidays?",
  "I cook a mean lasagna", "I'm saving for a trip to Japan next year", "My grandmother turns 90 on the 12th", "I love the Instagram-famous bakery near my office, it's overrated though",
  "Are you a morning person?", "I work from home on Mondays", "That photo on the beach is beautiful, where was it?", "I'd love to hear more about your job",
  "I just finished a 1000 piece puzzle", "Room 214 at the library is my study spot", "The game starts at 20:00, are you watching?", "I'm a teacher, 25 kids in my class",
  "Thanks for the like {n}!", "Haha that's so true", "Good morning {n}, have a nice day", "I grew up in Leeds but live in Bristol now", "I'm vegetarian, is that ok?",
  "My brother is getting married next month", "We should try the new sushi place", "Have you read anything good lately?",
];
const AR_OK = [
  "مرحبا {n}! كيف كان يومك؟", "صورك في الجبال حلوة كثير", "انا ممرضة واشتغل دوام ليلي هالاسبوع", "وين تحب تسافر؟", "عندي اختين وقطة",
  "اشتغل في الاستثمار العقاري من ٥ سنين", "خلصت جامعة سنة ٢٠١٨", "نلتقي السبت الساعة ٧ في الحديقة؟", "صرفت فلوس كثير على الكتب هالشهر هههه",
  "انا طولي ١٧٥ سم", "تحب القهوة ولا الشاي؟", "اهلين {n} سعيد اني تعرفت عليك", "ايش نوع الموسيقى اللي تحبها؟", "امي عمرها ٦٠ سنة وتحب الطبخ",
  "اشتغل من البيت يوم الاثنين", "هلااا والله {n}", "قريت كتاب حلو عن تاريخ الاندلس", "اركض ٥ كيلو كل صباح", "عندي ٣ اخوان", "الصورة على البحر وين كانت؟",
  "احب الطبخ خصوصا المقلوبة", "ان شاء الله نلتقي قريب", "صباح الخير {n}", "شكرا على الاعجاب", "ايش خططك للعيد؟", "انا معلمة وعندي ٢٥ طالب",
  "الماتش الساعة ٩ بتشوفه؟", "تعرف مطعم سوشي حلو؟", "اخوي بيتزوج الشهر الجاي", "احب المشي على البحر", "ادرس ماجستير في الهندسة", "سافرت لتركيا السنة الماضية",
  "كم عمرك؟ انا ٢٩", "مسا الخير {n} كيفك", "ana kteer mabsout eno t3arafna", "wallah sora 7elwa", "shu a5bar el shoghol?", "يا هلا {n} نورت",
];

function corpus(bad, ok, disguises, names) {
  const disguised = [];
  for (let round = 0; disguised.length < 220; round++) {
    for (const make of bad) {
      const [text, keyword, code] = make();
      const [name, disguise] = disguises[(round + disguised.length) % disguises.length];
      disguised.push({ text: disguise(text, keyword), expect: code, disguise: name });
    }
  }
  const harmless = [];
  for (let round = 0; harmless.length < 220; round++) {
    for (const template of ok) {
      const text = template.replace("{n}", names[(round + harmless.length) % names.length]);
      // Harmless text goes through the disguises that keep it readable as it is (held letters, digits, marks).
      const keep = disguises.filter(([n]) => ["plain", "held", "upper", "harakat", "arabic-digits", "persian-digits", "tatweel", "persian"].includes(n));
      const [, disguise] = keep[(round + harmless.length) % keep.length];
      harmless.push(disguise(text, text.split(" ")[0]));
    }
  }
  return { disguised: disguised.slice(0, 220), harmless: harmless.slice(0, 220) };
}

const here = path.dirname(fileURLToPath(import.meta.url));
writeFileSync(path.join(here, "en.json"), JSON.stringify(corpus(EN_BAD, EN_OK, EN_DISGUISES, NAMES_EN), null, 1) + "\n");
writeFileSync(path.join(here, "ar.json"), JSON.stringify(corpus(AR_BAD, AR_OK, AR_DISGUISES, NAMES_AR), null, 1) + "\n");
