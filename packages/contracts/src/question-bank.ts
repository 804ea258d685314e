/**
 * The questions members answer to be matched (docs/questions.md): each with its choices, in English
 * and Arabic. Ids are stable (answers are stored by them): a question may be reworded, never
 * renumbered; a retired one is removed and its stored answers are then ignored.
 */

export const QUESTION_TOPICS = ["values", "faith", "family", "money", "lifestyle", "conflict", "roles"] as const;
export type QuestionTopic = (typeof QUESTION_TOPICS)[number];

export interface BankChoice {
  id: string;
  en: string;
  ar: string;
}

export interface BankQuestion {
  id: string;
  topic: QuestionTopic;
  en: string;
  ar: string;
  choices: BankChoice[];
}

const c = (id: string, en: string, ar: string): BankChoice => ({ id, en, ar });

// Choice sets several questions share.
const YES_NO = [c("yes", "Yes", "نعم"), c("no", "No", "لا"), c("unsure", "Not sure yet", "لم أحسم رأيي بعد")];
const AGREE = [
  c("strongly_agree", "Strongly agree", "أوافق بشدة"),
  c("agree", "Agree", "أوافق"),
  c("disagree", "Disagree", "لا أوافق"),
  c("strongly_disagree", "Strongly disagree", "أرفض تمامًا"),
];
const IMPORTANT = [
  c("very", "Very important", "مهم جدًا"),
  c("somewhat", "Somewhat important", "مهم إلى حد ما"),
  c("not", "Not important", "غير مهم"),
];
const OFTEN = [c("daily", "Every day", "كل يوم"), c("weekly", "Every week", "كل أسبوع"), c("sometimes", "Now and then", "من حين لآخر"), c("never", "Never", "أبدًا")];

const q = (id: string, topic: QuestionTopic, en: string, ar: string, choices: BankChoice[]): BankQuestion => ({ id, topic, en, ar, choices });

export const QUESTION_BANK: readonly BankQuestion[] = [
  // Values
  q("honesty-hard-truth", "values", "Would you rather hear a hard truth than a kind lie?", "هل تفضّل سماع حقيقة صعبة على كذبة لطيفة؟", [
    c("truth", "The hard truth", "الحقيقة الصعبة"),
    c("kind", "The kind lie", "الكذبة اللطيفة"),
    c("depends", "It depends", "حسب الموقف"),
  ]),
  q("family-approval", "values", "How much does your family's approval of your partner matter to you?", "ما مدى أهمية رضا عائلتك عن شريك حياتك؟", IMPORTANT),
  q("ambition", "values", "How ambitious do you want your partner to be?", "ما مقدار الطموح الذي تريده في شريك حياتك؟", [
    c("very", "Very ambitious", "طموح جدًا"),
    c("balanced", "Ambitious but balanced", "طموح مع توازن"),
    c("content", "Content with a simple life", "قنوع بحياة بسيطة"),
  ]),
  q("charity", "values", "How important is giving to charity in your life?", "ما أهمية الصدقة والعطاء في حياتك؟", IMPORTANT),
  q("tradition-modern", "values", "Are you more traditional or more modern?", "هل أنت أقرب إلى التقاليد أم إلى الحداثة؟", [
    c("traditional", "Traditional", "محافظ على التقاليد"),
    c("mix", "A mix of both", "مزيج من الاثنين"),
    c("modern", "Modern", "عصري"),
  ]),
  q("volunteering", "values", "Do you volunteer or help your community?", "هل تتطوع أو تساعد مجتمعك؟", OFTEN),
  q("politics", "values", "How much do politics matter in your daily conversations?", "ما مدى حضور السياسة في أحاديثك اليومية؟", IMPORTANT),
  q("forgive", "values", "Can trust be rebuilt after a serious lie?", "هل يمكن استعادة الثقة بعد كذبة كبيرة؟", YES_NO),
  q("education-value", "values", "How important is a university degree in a partner?", "ما أهمية الشهادة الجامعية في شريك الحياة؟", IMPORTANT),
  q("modesty", "values", "How important is modesty in dress to you?", "ما أهمية الاحتشام في اللباس بالنسبة لك؟", IMPORTANT),

  // Faith and practice
  q("faith-importance", "faith", "How important is faith in your daily life?", "ما أهمية الدين في حياتك اليومية؟", IMPORTANT),
  q("prayer", "faith", "How often do you pray?", "كم مرة تصلّي؟", [
    c("all", "All five prayers", "الصلوات الخمس كلها"),
    c("most", "Most days", "معظم الأيام"),
    c("sometimes", "Sometimes", "أحيانًا"),
    c("rarely", "Rarely or never", "نادرًا أو أبدًا"),
  ]),
  q("partner-prays", "faith", "Should your partner pray regularly?", "هل يجب أن يكون شريك حياتك مواظبًا على الصلاة؟", YES_NO),
  q("fasting", "faith", "Do you fast in Ramadan?", "هل تصوم رمضان؟", [
    c("always", "Always", "دائمًا"),
    c("mostly", "Mostly", "في الغالب"),
    c("no", "No", "لا"),
  ]),
  q("hajj", "faith", "Do you hope to perform Hajj with your spouse?", "هل تتمنى أداء الحج مع زوجك أو زوجتك؟", YES_NO),
  q("halal-food", "faith", "Do you only eat halal food?", "هل تأكل الطعام الحلال فقط؟", [
    c("strict", "Always, strictly", "دائمًا وبدقة"),
    c("mostly", "Mostly", "في الغالب"),
    c("no", "I don't mind", "لا أهتم بذلك"),
  ]),
  q("hijab", "faith", "What is your view on hijab for a wife?", "ما رأيك في الحجاب للزوجة؟", [
    c("required", "She should wear it", "يجب أن ترتديه"),
    c("her-choice", "It is her choice", "هو اختيارها"),
    c("prefer-not", "I prefer she doesn't", "أفضّل ألا ترتديه"),
  ]),
  q("religious-kids", "faith", "Will your children have a religious upbringing?", "هل ستربّي أولادك تربية دينية؟", YES_NO),
  q("mosque", "faith", "How often do you go to the mosque or a place of worship?", "كم مرة تذهب إلى المسجد أو دار العبادة؟", OFTEN),
  q("quran", "faith", "Do you read the Quran or scripture regularly?", "هل تقرأ القرآن أو الكتب المقدسة بانتظام؟", OFTEN),
  q("interfaith", "faith", "Would you marry someone of another faith?", "هل تقبل الزواج من شخص من دين آخر؟", YES_NO),
  q("same-sect", "faith", "Should your partner share your sect or school of thought?", "هل يجب أن يكون شريك حياتك من مذهبك نفسه؟", IMPORTANT),

  // Family and children
  q("want-children", "family", "Do you want children?", "هل تريد أطفالًا؟", [
    c("soon", "Yes, soon", "نعم، قريبًا"),
    c("later", "Yes, in a few years", "نعم، بعد بضع سنوات"),
    c("no", "No", "لا"),
    c("unsure", "Not sure yet", "لم أحسم رأيي بعد"),
  ]),
  q("how-many-children", "family", "How many children would you like?", "كم طفلًا تتمنى أن يكون لديك؟", [
    c("one-two", "One or two", "واحد أو اثنان"),
    c("three-four", "Three or four", "ثلاثة أو أربعة"),
    c("many", "Five or more", "خمسة أو أكثر"),
    c("none", "None", "لا أريد أطفالًا"),
  ]),
  q("partner-children", "family", "Would you marry someone who already has children?", "هل تقبل الزواج من شخص لديه أطفال؟", YES_NO),
  q("live-with-parents", "family", "Would you live with your or your partner's parents?", "هل تقبل السكن مع أهلك أو أهل شريكك؟", [
    c("yes", "Yes, happily", "نعم، بكل سرور"),
    c("for-a-while", "For a while", "لفترة مؤقتة"),
    c("no", "No, our own home", "لا، بيت مستقل لنا"),
  ]),
  q("marriage-when", "family", "When would you like to marry?", "متى تودّ الزواج؟", [
    c("within-year", "Within a year", "خلال سنة"),
    c("one-three", "In one to three years", "خلال سنة إلى ثلاث سنوات"),
    c("no-rush", "No rush", "لا أستعجل"),
  ]),
  q("family-visits", "family", "How often should you see your extended family?", "كم مرة ينبغي أن تزور العائلة الكبيرة؟", OFTEN),
  q("care-parents", "family", "Would you care for ageing parents in your home?", "هل ترعى والديك في بيتك عند كبرهما؟", YES_NO),
  q("polygamy", "family", "What is your view on polygamy?", "ما رأيك في تعدد الزوجات؟", [
    c("accept", "I would accept it", "أقبله"),
    c("not-for-me", "Not for me", "لا يناسبني"),
    c("oppose", "I am against it", "أرفضه"),
  ]),
  q("schooling", "family", "Where would your children go to school?", "أين سيدرس أطفالك؟", [
    c("religious", "A faith school", "مدرسة دينية"),
    c("private", "A private school", "مدرسة خاصة"),
    c("public", "A public school", "مدرسة حكومية"),
    c("home", "Home schooling", "التعليم المنزلي"),
  ]),
  q("family-decisions", "family", "Should parents have a say in whom their children marry?", "هل للوالدين رأي في اختيار شريك حياة أبنائهم؟", AGREE),

  // Money
  q("money-style", "money", "Are you more of a saver or a spender?", "هل أنت أقرب إلى الادخار أم الإنفاق؟", [
    c("saver", "A saver", "أميل إلى الادخار"),
    c("balanced", "Balanced", "متوازن"),
    c("spender", "A spender", "أميل إلى الإنفاق"),
  ]),
  q("debt", "money", "Would you take an interest-bearing loan for a home?", "هل تقبل قرضًا بفائدة لشراء بيت؟", YES_NO),
  q("joint-accounts", "money", "Should a married couple share one bank account?", "هل ينبغي أن يكون للزوجين حساب مصرفي مشترك؟", [
    c("joint", "Yes, everything shared", "نعم، كل شيء مشترك"),
    c("both", "A shared one and our own", "حساب مشترك وحساب لكل منا"),
    c("separate", "No, separate", "لا، حسابات منفصلة"),
  ]),
  q("mahr", "money", "How do you see the mahr (dowry)?", "كيف ترى المهر؟", [
    c("modest", "Modest and symbolic", "متواضع ورمزي"),
    c("customary", "As is customary", "حسب العرف"),
    c("generous", "Generous", "سخي"),
  ]),
  q("wedding-size", "money", "What kind of wedding would you like?", "أي نوع من حفلات الزفاف تفضّل؟", [
    c("small", "Small and simple", "صغير وبسيط"),
    c("medium", "Family and friends", "للعائلة والأصدقاء"),
    c("big", "A big celebration", "احتفال كبير"),
  ]),
  q("support-family", "money", "Should part of your income support your parents?", "هل ينبغي أن يذهب جزء من دخلك لإعالة والديك؟", AGREE),
  q("luxury", "money", "How much do you spend on brands and luxury?", "كم تنفق على الماركات والكماليات؟", [
    c("a-lot", "A lot", "كثيرًا"),
    c("some", "Some", "قليلًا"),
    c("nothing", "Nothing", "لا شيء"),
  ]),
  q("financial-plan", "money", "Do you keep a budget?", "هل تلتزم بميزانية؟", YES_NO),

  // Lifestyle
  q("smoking-partner", "lifestyle", "Is a partner who smokes acceptable to you?", "هل تقبل شريكًا مدخّنًا؟", YES_NO),
  q("smoking-self", "lifestyle", "Do you smoke (cigarettes, shisha or vape)?", "هل تدخّن (سجائر أو شيشة أو سيجارة إلكترونية)؟", [
    c("no", "No", "لا"),
    c("sometimes", "Sometimes", "أحيانًا"),
    c("yes", "Yes", "نعم"),
  ]),
  q("alcohol", "lifestyle", "Do you drink alcohol?", "هل تشرب الكحول؟", [
    c("never", "Never", "أبدًا"),
    c("socially", "Socially", "في المناسبات"),
    c("often", "Often", "كثيرًا"),
  ]),
  q("fitness", "lifestyle", "How often do you exercise?", "كم مرة تمارس الرياضة؟", OFTEN),
  q("night-owl", "lifestyle", "Are you a morning person or a night owl?", "هل أنت ممن يستيقظون باكرًا أم ممن يسهرون؟", [
    c("morning", "Morning person", "أستيقظ باكرًا"),
    c("night", "Night owl", "أحب السهر"),
    c("between", "Somewhere between", "بين الاثنين"),
  ]),
  q("travel", "lifestyle", "How often do you want to travel?", "كم مرة تحب أن تسافر؟", [
    c("often", "Several times a year", "عدة مرات في السنة"),
    c("yearly", "Once a year", "مرة في السنة"),
    c("rarely", "Rarely", "نادرًا"),
  ]),
  q("city-country", "lifestyle", "Where would you rather live?", "أين تفضّل أن تعيش؟", [
    c("city", "A big city", "مدينة كبيرة"),
    c("town", "A small town", "بلدة صغيرة"),
    c("countryside", "The countryside", "الريف"),
  ]),
  q("move-abroad", "lifestyle", "Would you move to another country for your partner?", "هل تنتقل إلى بلد آخر من أجل شريك حياتك؟", YES_NO),
  q("pets", "lifestyle", "Would you have a pet at home?", "هل تقبل وجود حيوان أليف في البيت؟", YES_NO),
  q("social-media", "lifestyle", "Should a couple share their life on social media?", "هل ينبغي للزوجين مشاركة حياتهما على وسائل التواصل؟", AGREE),
  q("mixed-gatherings", "lifestyle", "Are you comfortable at mixed gatherings of men and women?", "هل ترتاح في التجمعات المختلطة بين الرجال والنساء؟", YES_NO),
  q("music", "lifestyle", "Do you listen to music?", "هل تستمع إلى الموسيقى؟", OFTEN),
  q("home-time", "lifestyle", "A free weekend: out with people or quiet at home?", "عطلة نهاية أسبوع حرة: مع الناس أم بهدوء في البيت؟", [
    c("out", "Out with people", "مع الناس"),
    c("home", "Quiet at home", "بهدوء في البيت"),
    c("both", "A bit of both", "قليل من هذا وذاك"),
  ]),

  // Conflict
  q("conflict-style", "conflict", "After an argument, do you talk it out at once or need time?", "بعد الخلاف، هل تفضّل الحديث فورًا أم تحتاج وقتًا؟", [
    c("at-once", "Talk it out at once", "الحديث فورًا"),
    c("need-time", "I need some time first", "أحتاج بعض الوقت أولًا"),
  ]),
  q("go-to-bed-angry", "conflict", "Is it fine to go to sleep still angry?", "هل لا بأس بالنوم والخلاف قائم؟", YES_NO),
  q("family-mediate", "conflict", "Should family step in when a couple argues?", "هل ينبغي أن تتدخل العائلة عند خلاف الزوجين؟", AGREE),
  q("apologise", "conflict", "Do you find it easy to apologise?", "هل يسهل عليك الاعتذار؟", YES_NO),
  q("jealousy", "conflict", "Is a little jealousy healthy in a relationship?", "هل قليل من الغيرة صحي في العلاقة؟", AGREE),
  q("phone-privacy", "conflict", "Should partners be able to look at each other's phones?", "هل يحق للزوجين الاطلاع على هاتف كل منهما؟", AGREE),
  q("counselling", "conflict", "Would you see a marriage counsellor if things got hard?", "هل تلجأ إلى مستشار أسري إذا صعبت الأمور؟", YES_NO),
  q("raise-voice", "conflict", "Is raising your voice in an argument ever acceptable?", "هل رفع الصوت أثناء الخلاف مقبول أحيانًا؟", YES_NO),

  // Roles
  q("wife-works", "roles", "Should a wife work outside the home if she wishes?", "هل يحق للزوجة العمل خارج البيت إن رغبت؟", AGREE),
  q("housework", "roles", "How should housework be shared?", "كيف ينبغي تقاسم أعمال البيت؟", [
    c("equal", "Equally", "بالتساوي"),
    c("mostly-wife", "Mostly the wife", "على الزوجة غالبًا"),
    c("mostly-husband", "Mostly the husband", "على الزوج غالبًا"),
    c("help", "With paid help", "بالاستعانة بعاملة منزلية"),
  ]),
  q("provider", "roles", "Should the husband be the main provider?", "هل ينبغي أن يكون الزوج المعيل الرئيسي؟", AGREE),
  q("decisions", "roles", "Who should make the big family decisions?", "من ينبغي أن يتخذ القرارات الكبرى في الأسرة؟", [
    c("together", "Both, together", "الاثنان معًا"),
    c("husband", "The husband", "الزوج"),
    c("wife", "The wife", "الزوجة"),
  ]),
  q("childcare", "roles", "Who should stay home with young children?", "من ينبغي أن يبقى في البيت مع الأطفال الصغار؟", [
    c("mother", "The mother", "الأم"),
    c("either", "Whoever can", "من يستطيع منهما"),
    c("nobody", "Neither; we'd use childcare", "لا أحد؛ نستعين بحضانة"),
  ]),
  q("cooking", "roles", "Do you cook?", "هل تطبخ؟", OFTEN),
  q("career-move", "roles", "Would you move city for your partner's career?", "هل تنتقل إلى مدينة أخرى من أجل عمل شريكك؟", YES_NO),
  q("wife-study", "roles", "Should a wife continue her studies after marriage?", "هل ينبغي أن تكمل الزوجة دراستها بعد الزواج؟", AGREE),
];
