import type { Language } from "./constants";

/** A member answers at most this many prompts, each in at most PROMPT_ANSWER_MAX characters. */
export const PROMPTS_MAX = 3;
export const PROMPT_ANSWER_MAX = 200;
/** An answer may also be spoken: a voice recording of at most this long, beside the written answer. */
export const PROMPT_VOICE_MAX_MS = 30_000;

/**
 * The prompt library (issue 33): ids are stable (stored with answers), texts are shown in the
 * reader's language. Written for Ulfa in English and Modern Standard Arabic.
 */
export const PROMPTS = [
  { id: "perfect_weekend", en: "My perfect weekend looks like", ar: "عطلة نهاية الأسبوع المثالية عندي" },
  { id: "family_means", en: "Family to me means", ar: "العائلة بالنسبة إليّ تعني" },
  { id: "green_flag", en: "A green flag I look for", ar: "علامة مطمئنة أبحث عنها" },
  { id: "dealbreaker", en: "My one real dealbreaker", ar: "الأمر الوحيد الذي لا أتنازل عنه" },
  { id: "simple_pleasures", en: "My simple pleasures", ar: "متعي البسيطة" },
  { id: "best_meal", en: "The best meal I ever had", ar: "أطيب وجبة تناولتها في حياتي" },
  { id: "learning_now", en: "Something I am learning right now", ar: "شيء أتعلّمه هذه الأيام" },
  { id: "proud_of", en: "Something I am quietly proud of", ar: "شيء أفخر به في صمت" },
  { id: "friends_say", en: "My friends would describe me as", ar: "يصفني أصدقائي بأنني" },
  { id: "future_home", en: "The home I want to build", ar: "البيت الذي أحلم ببنائه" },
  { id: "faith_role", en: "The place faith has in my life", ar: "مكانة الإيمان في حياتي" },
  { id: "ideal_first_meet", en: "An ideal first meeting would be", ar: "اللقاء الأول المثالي في نظري" },
  { id: "travel_next", en: "The next place I want to travel to", ar: "المكان الذي أتمنى السفر إليه قريبًا" },
  { id: "ramadan_tradition", en: "My favourite Ramadan or holiday tradition", ar: "عادتي المفضلة في رمضان أو الأعياد" },
  { id: "value_most", en: "What I value most in a partner", ar: "أكثر ما أقدّره في شريك الحياة" },
  { id: "fun_fact", en: "A fun fact about me", ar: "معلومة طريفة عني" },
  { id: "morning_routine", en: "My morning starts with", ar: "يبدأ صباحي بـ" },
  { id: "comfort_food", en: "My comfort food", ar: "أكلتي المفضلة في الأيام الصعبة" },
  { id: "life_goal", en: "A goal I am working towards", ar: "هدف أسعى إليه" },
  { id: "book_changed_me", en: "A book that changed how I think", ar: "كتاب غيّر طريقة تفكيري" },
  { id: "love_language", en: "I feel cared for when", ar: "أشعر بالاهتمام حين" },
  { id: "unpopular_opinion", en: "My gentle unpopular opinion", ar: "رأيي اللطيف الذي لا يشاركني فيه كثيرون" },
  { id: "hidden_talent", en: "A talent you would not guess", ar: "موهبة لن تخمّنها" },
  { id: "childhood_memory", en: "A childhood memory I treasure", ar: "ذكرى من طفولتي أعتز بها" },
  { id: "together_we_could", en: "Together we could", ar: "معًا يمكننا أن" },
  { id: "happy_place", en: "My happy place", ar: "المكان الذي أشعر فيه بالسعادة" },
  { id: "never_tired_of", en: "I never get tired of", ar: "لا أملّ أبدًا من" },
  { id: "looking_for", en: "I am looking for someone who", ar: "أبحث عن شخص" },
  { id: "after_work", en: "After a long day I", ar: "بعد يوم طويل" },
  { id: "kindness_seen", en: "The kindest thing someone did for me", ar: "ألطف ما فعله أحدهم من أجلي" },
  { id: "marriage_means", en: "Marriage, for me, is", ar: "الزواج في نظري هو" },
  { id: "my_city", en: "The best thing about my city", ar: "أجمل ما في مدينتي" },
] as const satisfies readonly { id: string; en: string; ar: string }[];

export type PromptId = (typeof PROMPTS)[number]["id"];
const PROMPT_BY_ID = new Map<string, (typeof PROMPTS)[number]>(PROMPTS.map((p) => [p.id, p]));

export const isPromptId = (id: string): id is PromptId => PROMPT_BY_ID.has(id);
/** The prompt's text in `lang`, or null for an id that is not in the library. */
export const promptText = (id: string, lang: Language): string | null => PROMPT_BY_ID.get(id)?.[lang] ?? null;
