import type { Language } from "@ulfa/contracts";
import type { Fact, MatchScore } from "./score";
import type { RelationshipGoal } from "./tables";
import { elementOf, type Element, type ZodiacRelation, type ZodiacSign } from "./zodiac";

/**
 * "92%" / "92‎%‎": a score as Intl writes a percent in the language, with Western digits (those of
 * every server sentence), so the sentence shows the same sign as the score the app prints beside it.
 */
const PERCENT: Record<Language, Intl.NumberFormat> = {
  en: new Intl.NumberFormat("en", { style: "percent", numberingSystem: "latn", maximumFractionDigits: 0 }),
  ar: new Intl.NumberFormat("ar", { style: "percent", numberingSystem: "latn", maximumFractionDigits: 0 }),
};
export const percentText = (score: number, lang: Language) => PERCENT[lang].format(score / 100);

interface Words {
  list(items: string[]): string;
  goal: Record<RelationshipGoal, string>;
  habit: Record<string, string>;
  habitName: Record<"smoking" | "drinking", string>;
  sign: Record<ZodiacSign, string>;
  element: Record<Element, string>;
  fact(f: Fact, w: Words): string;
  explanation(overall: number, name: string, why: string[], caveat: string | undefined): string;
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const lower = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

const en: Words = {
  list: (items) => (items.length <= 1 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`),
  goal: { casual: "something casual", serious: "a serious relationship", marriage: "marriage", friendship: "friendship", figuring_out: "still figuring it out" },
  habit: { never: "never", trying_to_quit: "trying to quit", socially: "socially", occasionally: "occasionally", regularly: "regularly" },
  habitName: { smoking: "smoking", drinking: "drinking" },
  sign: Object.fromEntries(
    ["aries", "taurus", "gemini", "cancer", "leo", "virgo", "libra", "scorpio", "sagittarius", "capricorn", "aquarius", "pisces"].map((s) => [s, cap(s)]),
  ) as Record<ZodiacSign, string>,
  element: { fire: "fire", earth: "earth", air: "air", water: "water" },
  fact(f, w) {
    switch (f.kind) {
      case "shared_interests":
        return `You share ${f.count === 1 ? "an interest" : `${f.count} interests`}: ${w.list(f.items)}.`;
      case "no_shared_interests":
        return "You have no interests in common yet, so there is more to discover about each other.";
      case "shared_words":
        return `Your prompt answers both mention ${w.list(f.items.map((i) => `"${i}"`))}.`;
      case "shared_values":
        return `You both value ${w.list(f.items)}.`;
      case "different_values":
        return "Your core values differ, which can mean different priorities.";
      case "same_goal":
        return `You are both looking for ${w.goal[f.goal]}.`;
      case "goals_fit":
        return `Your relationship goals fit well: ${w.goal[f.a]} and ${w.goal[f.b]}.`;
      case "goals_differ":
        return `You want different things: ${w.goal[f.a]} and ${w.goal[f.b]}.`;
      case "same_habit":
        return `You have the same ${w.habitName[f.habit]} habits (${w.habit[f.value]}).`;
      case "habits_differ":
        return `Different ${w.habitName[f.habit]} habits: ${w.habit[f.a]} and ${w.habit[f.b]}.`;
      case "age_gap":
        return `There are ${f.years} years between you.`;
      case "nearby":
        return `You live close to each other (about ${f.km} km).`;
      case "far":
        return `You live about ${f.km} km apart.`;
      case "zodiac": {
        const pair = `${w.sign[f.a]} and ${w.sign[f.b]}`;
        const ea = w.element[elementOf(f.a)];
        const eb = w.element[elementOf(f.b)];
        if (f.relation === "same_element") return `${pair} are both ${ea} signs, a classic match.`;
        if (f.relation === "complementary") return `${pair} complement each other (${ea} and ${eb}).`;
        if (f.relation === "opposite") return `${pair} are opposite signs: opposites attract.`;
        if (f.relation === "same_sign") return `You are both ${w.sign[f.a]}, so you understand each other's ways.`;
        return `${pair} (${ea} and ${eb}) can clash, so patience helps.`;
      }
    }
  },
  explanation(overall, name, why, caveat) {
    const level = overall >= 80 ? "an excellent" : overall >= 60 ? "a good" : overall >= 40 ? "a fair" : "a modest";
    const head = `You and ${name} are ${level} match (${percentText(overall, "en")}).`;
    const reasons = why.length ? ` ${why.join(" ")}` : " Add more to your profiles to get a sharper picture.";
    return `${head}${reasons}${caveat ? ` One thing to keep in mind: ${lower(caveat)}` : ""}`;
  },
};

const ar: Words = {
  list: (items) => (items.length <= 1 ? items.join("") : `${items.slice(0, -1).join("، ")} و${items[items.length - 1]}`),
  goal: { casual: "علاقة غير رسمية", serious: "علاقة جادة", marriage: "الزواج", friendship: "الصداقة", figuring_out: "لم يُحسم بعد" },
  habit: { never: "أبدًا", trying_to_quit: "يحاول الإقلاع", socially: "اجتماعيًا", occasionally: "أحيانًا", regularly: "بانتظام" },
  habitName: { smoking: "التدخين", drinking: "الشرب" },
  sign: {
    aries: "الحمل",
    taurus: "الثور",
    gemini: "الجوزاء",
    cancer: "السرطان",
    leo: "الأسد",
    virgo: "العذراء",
    libra: "الميزان",
    scorpio: "العقرب",
    sagittarius: "القوس",
    capricorn: "الجدي",
    aquarius: "الدلو",
    pisces: "الحوت",
  },
  element: { fire: "النار", earth: "التراب", air: "الهواء", water: "الماء" },
  fact(f, w) {
    switch (f.kind) {
      case "shared_interests":
        return f.count === 1 ? `لديكما اهتمام مشترك: ${w.list(f.items)}.` : `لديكما ${f.count} اهتمامات مشتركة: ${w.list(f.items)}.`;
      case "no_shared_interests":
        return "لا توجد اهتمامات مشتركة بينكما بعد، فهناك الكثير لتكتشفاه عن بعضكما.";
      case "shared_words":
        return `في إجاباتكما عن الأسئلة كلمات مشتركة: ${w.list(f.items.map((i) => `«${i}»`))}.`;
      case "shared_values":
        return `كلاكما يقدّر ${w.list(f.items)}.`;
      case "different_values":
        return "تختلف قيمكما الأساسية، وقد يعني ذلك أولويات مختلفة.";
      case "same_goal":
        return `كلاكما يبحث عن ${w.goal[f.goal]}.`;
      case "goals_fit":
        return `أهدافكما في العلاقة متقاربة: ${w.goal[f.a]} و${w.goal[f.b]}.`;
      case "goals_differ":
        return `تبحثان عن أمور مختلفة: ${w.goal[f.a]} و${w.goal[f.b]}.`;
      case "same_habit":
        return `عاداتكما في ${w.habitName[f.habit]} متطابقة (${w.habit[f.value]}).`;
      case "habits_differ":
        return `عادات مختلفة في ${w.habitName[f.habit]}: ${w.habit[f.a]} و${w.habit[f.b]}.`;
      case "age_gap":
        return `فارق العمر بينكما ${f.years} سنة.`;
      case "nearby":
        return `تعيشان قريبين من بعضكما (حوالي ${f.km} كم).`;
      case "far":
        return `تفصل بينكما مسافة حوالي ${f.km} كم.`;
      case "zodiac": {
        const pair = `${w.sign[f.a]} و${w.sign[f.b]}`;
        const ea = w.element[elementOf(f.a)];
        const eb = w.element[elementOf(f.b)];
        if (f.relation === "same_element") return `${pair} من أبراج ${ea}، وهذا توافق كلاسيكي.`;
        if (f.relation === "complementary") return `${pair} يكمّل أحدهما الآخر (${ea} و${eb}).`;
        if (f.relation === "opposite") return `${pair} برجان متقابلان، والأضداد تتجاذب.`;
        if (f.relation === "same_sign") return `كلاكما من برج ${w.sign[f.a]}، لذا تفهمان طباع بعضكما.`;
        return `${pair} (${ea} و${eb}) قد يتصادمان، فالصبر مفيد.`;
      }
    }
  },
  explanation(overall, name, why, caveat) {
    const level = overall >= 80 ? "ممتاز" : overall >= 60 ? "جيد" : overall >= 40 ? "مقبول" : "متواضع";
    const head = `التوافق بينك وبين ${name} ${level} (${percentText(overall, "ar")}).`;
    const reasons = why.length ? ` ${why.join(" ")}` : " أضيفا المزيد إلى ملفيكما للحصول على صورة أوضح.";
    return `${head}${reasons}${caveat ? ` أمر يجدر الانتباه إليه: ${caveat}` : ""}`;
  },
};

const WORDS: Record<Language, Words> = { en, ar };

export interface ScoreText {
  reasons: string[];
  challenges: string[];
  explanation: string;
  /** The strongest single reason (surprise match), or the explanation when there is none. */
  topReason: string;
}

/** Sentences for a score, in `lang`, about the other member `otherName`. */
export function describeScore(score: MatchScore, otherName: string, lang: Language): ScoreText {
  const w = WORDS[lang];
  const reasons = score.reasons.map((f) => w.fact(f, w));
  const challenges = score.challenges.map((f) => w.fact(f, w));
  const explanation = w.explanation(score.overall, otherName, reasons.slice(0, 2), challenges[0]);
  return { reasons, challenges, explanation, topReason: reasons[0] ?? explanation };
}
