/**
 * The seed texts of the site settings (site.ts): what a fresh install shows until its operator
 * changes them in the admin "Site" screen. Markdown, rendered and sanitised by the server.
 */
export const DEFAULT_ABOUT = {
  en: "Ulfa (أُلفة, \"affinity\") is a bilingual dating app for adults who want meaningful connections. We are a small, independent team building an open-source, self-hostable alternative to the big dating platforms, in English and Arabic alike.\n\n## Our mission\n\nWe believe lasting relationships grow from shared values, not endless swiping. Our mission is to help people meet someone who truly fits their life, with respect for their culture, language and privacy.\n",
  ar: "أُلفة تطبيق تعارف ثنائي اللغة للبالغين الباحثين عن علاقات ذات معنى. نحن فريق صغير ومستقل يبني بديلًا مفتوح المصدر يمكن استضافته ذاتيًا لمنصات التعارف الكبرى، بالعربية والإنجليزية على حد سواء.\n\n## رسالتنا\n\nنؤمن بأن العلاقات الدائمة تنمو من القيم المشتركة لا من التصفح بلا نهاية. رسالتنا أن نساعد الناس على لقاء من يناسب حياتهم حقًا، مع احترام ثقافتهم ولغتهم وخصوصيتهم.\n",
};

export const DEFAULT_PRIVACY = {
  en: "Ulfa Ltd (\"Ulfa\", \"we\", \"us\") respects your privacy. This policy explains what personal information we collect when you use the Ulfa dating app, how we use and share it, how we protect it and the choices you have.\n\n## Information We Collect\n\nWe collect the information you give us, information about how you use Ulfa, and information about your device.\n\n### Information you provide\n\n- Your name and username\n- Your e-mail address\n- Your phone number, if you add one\n- Your date of birth or age\n- Your gender and who you are interested in\n- Your photos, including selfies used for verification\n- Your bio and other profile texts\n- Your interests and values\n- Your location (stored approximately, never your exact position)\n- Your zodiac sign and other enhanced profile details\n\n### Usage data\n\n- Profiles and pages you view\n- Your likes, passes and super likes\n- Your matches\n- Messages you send and receive\n\n### Device data\n\n- Device type, operating system and browser\n- IP address and approximate region\n- Log data such as access times and errors\n\n## How We Use Your Information\n\nWe use your information to run and improve Ulfa:\n\n- To create and manage your account and show your profile to other members\n- To suggest compatible members, including AI-assisted matching and compatibility analysis\n- To deliver your messages and send you service e-mails such as verification codes\n- To process purchases and subscriptions\n- To keep Ulfa safe: verify profiles, prevent fraud and act on reports\n- To understand how Ulfa is used and improve it\n\n## Information Sharing\n\nWe never sell your personal information. We share it only with service providers who help us run Ulfa, under contracts that protect it:\n\n- Other members see the profile information you choose to show, subject to your privacy settings\n- Our payment provider, to process purchases (we never store your full card details)\n- Our SMS provider, to send text messages such as security codes\n- Our AI provider, to generate match suggestions and compatibility analyses\n- Authorities, when the law requires it or to protect the safety of our members\n\n## Data Security\n\nWe protect your information with industry-standard measures:\n\n- Encrypted connections (HTTPS) for all traffic\n- Passwords and verification codes stored only as secure hashes\n- Locations stored on an approximate grid so no one can pinpoint you\n- Strict access controls for our staff\n\n## Your Rights & Choices\n\nYou stay in control of your information:\n\n- You can view and edit your profile at any time\n- You can hide your age, distance, online status and map presence in your privacy settings\n- You can download a copy of your data from Settings (data export)\n- You can delete your account from Settings; your data is permanently removed after a 30-day grace period\n- You can object to processing or ask us to correct your data by contacting us\n\n## Contact Us\n\nIf you have questions about this policy or your personal information, please contact us:\n\n[support@ulfa.example](mailto:support@ulfa.example)\n\nUlfa Ltd, 1 Kings Cross Square, London N1C 4AG, United Kingdom\n\n---\n\nBy using Ulfa you agree to this Privacy Policy. We may update it from time to time and will tell you about significant changes.\n",
  ar: "تحترم شركة Ulfa Ltd (\"أُلفة\" أو \"نحن\") خصوصيتك. توضّح هذه السياسة المعلومات الشخصية التي نجمعها عند استخدامك تطبيق أُلفة للتعارف، وكيف نستخدمها ونشاركها ونحميها، والخيارات المتاحة لك.\n\n## المعلومات التي نجمعها\n\nنجمع المعلومات التي تقدّمها لنا، ومعلومات عن طريقة استخدامك لأُلفة، ومعلومات عن جهازك.\n\n### المعلومات التي تقدّمها\n\n- اسمك واسم المستخدم\n- عنوان بريدك الإلكتروني\n- رقم هاتفك إن أضفته\n- تاريخ ميلادك أو عمرك\n- جنسك ومن تهتم بالتعرّف عليه\n- صورك، بما فيها الصور الذاتية المستخدمة للتوثيق\n- نبذتك التعريفية ونصوص ملفك الأخرى\n- اهتماماتك وقيمك\n- موقعك (يُخزَّن تقريبيًا، ولا نخزّن موقعك الدقيق أبدًا)\n- برجك وتفاصيل الملف المحسّن الأخرى\n\n### بيانات الاستخدام\n\n- الملفات والصفحات التي تشاهدها\n- إعجاباتك وتجاوزاتك وإعجاباتك المميزة\n- توافقاتك\n- الرسائل التي ترسلها وتستقبلها\n\n### بيانات الجهاز\n\n- نوع الجهاز ونظام التشغيل والمتصفح\n- عنوان IP والمنطقة التقريبية\n- بيانات السجلات مثل أوقات الدخول والأخطاء\n\n## كيف نستخدم معلوماتك\n\nنستخدم معلوماتك لتشغيل أُلفة وتحسينها:\n\n- لإنشاء حسابك وإدارته وعرض ملفك على الأعضاء الآخرين\n- لاقتراح أعضاء متوافقين معك، بما في ذلك التوفيق وتحليل التوافق بمساعدة الذكاء الاصطناعي\n- لتوصيل رسائلك وإرسال رسائل الخدمة الإلكترونية مثل رموز التحقق\n- لمعالجة المشتريات والاشتراكات\n- للحفاظ على أمان أُلفة: توثيق الملفات ومنع الاحتيال ومتابعة البلاغات\n- لفهم طريقة استخدام أُلفة وتحسينها\n\n## مشاركة المعلومات\n\nلا نبيع معلوماتك الشخصية أبدًا. نشاركها فقط مع مزوّدي الخدمات الذين يساعدوننا في تشغيل أُلفة، بموجب عقود تحميها:\n\n- يرى الأعضاء الآخرون معلومات الملف التي تختار إظهارها، وفق إعدادات خصوصيتك\n- مزوّد الدفع لدينا، لمعالجة المشتريات (لا نخزّن بيانات بطاقتك كاملة أبدًا)\n- مزوّد الرسائل النصية لدينا، لإرسال الرسائل مثل رموز الأمان\n- مزوّد الذكاء الاصطناعي لدينا، لإنشاء اقتراحات التوافق وتحليلات التوافق\n- الجهات الرسمية، عندما يفرض القانون ذلك أو لحماية سلامة أعضائنا\n\n## أمن البيانات\n\nنحمي معلوماتك بإجراءات متوافقة مع معايير القطاع:\n\n- اتصالات مشفّرة (HTTPS) لكل البيانات المتبادلة\n- تخزين كلمات المرور ورموز التحقق على شكل تجزئات آمنة فقط\n- تخزين المواقع على شبكة تقريبية حتى لا يتمكن أحد من تحديد مكانك\n- ضوابط صارمة لوصول موظفينا إلى البيانات\n\n## حقوقك وخياراتك\n\nتبقى أنت المتحكم في معلوماتك:\n\n- يمكنك عرض ملفك وتعديله في أي وقت\n- يمكنك إخفاء عمرك والمسافة وحالة الاتصال وظهورك على الخريطة من إعدادات الخصوصية\n- يمكنك تنزيل نسخة من بياناتك من الإعدادات (تصدير البيانات)\n- يمكنك حذف حسابك من الإعدادات، وتُحذف بياناتك نهائيًا بعد مهلة 30 يومًا\n- يمكنك الاعتراض على المعالجة أو طلب تصحيح بياناتك بالتواصل معنا\n\n## تواصل معنا\n\nإذا كانت لديك أسئلة حول هذه السياسة أو معلوماتك الشخصية، يُرجى التواصل معنا:\n\n[support@ulfa.example](mailto:support@ulfa.example)\n\nUlfa Ltd, 1 Kings Cross Square, London N1C 4AG، المملكة المتحدة\n\n---\n\nباستخدامك أُلفة فإنك توافق على سياسة الخصوصية هذه. قد نحدّثها من وقت لآخر وسنبلغك بأي تغييرات جوهرية.\n",
  updatedAt: "2025-10-01",
};

export const DEFAULT_TERMS = {
  en: "These terms govern your use of Ulfa. By creating an account you agree to them.\n\n## Who may use Ulfa\n\nYou must be at least 18 years old, and you may hold only one account. The information in your profile must be true and about you.\n\n## How we expect you to behave\n\n- Treat other members with respect: no harassment, hate, threats or sexual content sent without consent\n- Do not impersonate anyone, or use Ulfa for advertising, scams or any commercial purpose\n- Do not share other members' personal information outside Ulfa\n\nWe may remove content, suspend or close accounts that break these rules, and we act on every report.\n\n## Purchases\n\nPremium plans and packs are charged at the price shown before you pay. A subscription renews until you cancel it; you can cancel at any time in Settings.\n\n## Your content\n\nYou keep the rights to what you post. You allow us to show it to other members as your privacy settings say, for as long as your account exists.\n\n## Ending your account\n\nYou may delete your account at any time in Settings. Your data is removed as our Privacy Policy describes.\n\n## Changes\n\nWe may change these terms. We will show you the new version at your next visit.\n",
  ar: "تنظّم هذه الشروط استخدامك لأُلفة. بإنشائك حسابًا فإنك توافق عليها.\n\n## من يحق له استخدام أُلفة\n\nيجب ألا يقل عمرك عن 18 عامًا، ولا يحق لك امتلاك أكثر من حساب واحد. ويجب أن تكون المعلومات في ملفك صحيحة وتخصّك أنت.\n\n## ما نتوقّعه منك\n\n- عامل الأعضاء الآخرين باحترام: لا تحرّش ولا كراهية ولا تهديد ولا محتوى جنسيًا يُرسَل دون موافقة\n- لا تنتحل شخصية أحد، ولا تستخدم أُلفة للإعلان أو الاحتيال أو لأي غرض تجاري\n- لا تنشر المعلومات الشخصية لأعضاء آخرين خارج أُلفة\n\nيجوز لنا حذف المحتوى وتعليق الحسابات التي تخالف هذه القواعد أو إغلاقها، ونتعامل مع كل بلاغ يصلنا.\n\n## المشتريات\n\nتُحتسب الخطط المميزة والباقات بالسعر المعروض قبل الدفع. يتجدد الاشتراك تلقائيًا حتى تلغيه، ويمكنك إلغاؤه في أي وقت من الإعدادات.\n\n## المحتوى الخاص بك\n\nتحتفظ بحقوق ما تنشره، وتأذن لنا بعرضه على الأعضاء الآخرين وفق إعدادات خصوصيتك ما دام حسابك قائمًا.\n\n## إنهاء حسابك\n\nيمكنك حذف حسابك في أي وقت من الإعدادات، وتُحذف بياناتك كما تصف سياسة الخصوصية.\n\n## التغييرات\n\nقد نغيّر هذه الشروط، وسنعرض عليك النسخة الجديدة في زيارتك التالية.\n",
  updatedAt: "2025-10-01",
};

/**
 * The landing page's texts and the sign-in screen's line, as a fresh install shows them (the
 * texts the app had built in). `{site}` stands for the site's name in that language.
 */
export const DEFAULT_LANDING = {
  badge: { en: "Matching powered by AI", ar: "توفيق مدعوم بالذكاء الاصطناعي" },
  title: { en: "Find someone who", ar: "اعثر على من" },
  titleAccent: { en: "truly gets you", ar: "يفهمك حقًا" },
  subtitle: {
    en: "{site} brings together people who share your values, your interests and even your stars. Meet genuine singles nearby or anywhere in the world, in English or Arabic.",
    ar: "في {site} نجمع بين أشخاص يشاركونك قيمك واهتماماتك وحتى أبراجك. تعرّف على عزّاب حقيقيين بالقرب منك أو في أي مكان في العالم، بالعربية أو الإنجليزية.",
  },
  join: {
    en: "Join thousands of singles who found someone who shares their values, their humour and their dreams.",
    ar: "انضم إلى آلاف العزّاب الذين وجدوا من يشاركهم قيمهم وروح دعابتهم وأحلامهم.",
  },
  cards: true,
  cardA: { en: "Layla, 27", ar: "ليلى، 27" },
  cardAInfo: { en: "Loves poetry and long walks", ar: "تحب الشعر والمشي الطويل" },
  cardB: { en: "Omar, 29", ar: "عمر، 29" },
  cardBInfo: { en: "Coffee, football and travel", ar: "قهوة وكرة قدم وسفر" },
  cardMatch: { en: "94% match", ar: "توافق 94%" },
  promo: true,
  promoBadge: { en: "New", ar: "جديد" },
  promoTitle: { en: "Zodiac Compatibility", ar: "توافق الأبراج" },
  promoBody: {
    en: "Add your sign to your profile and discover how your stars align. Our compatibility analysis blends astrology with what you really have in common.",
    ar: "أضف برجك إلى ملفك واكتشف كيف تتناغم نجومكما. يمزج تحليل التوافق لدينا بين علم الأبراج وما يجمعكما حقًا.",
  },
  promoCta: { en: "Discover your match", ar: "اكتشف توافقك" },
  promoCtaMember: { en: "Add your zodiac sign", ar: "أضف برجك" },
};
export type LandingTexts = typeof DEFAULT_LANDING;
/** The texts of the landing settings (the rest are the two switches, `cards` and `promo`). */
export const LANDING_TEXT_KEYS = ["badge", "title", "titleAccent", "subtitle", "join", "cardA", "cardAInfo", "cardB", "cardBInfo", "cardMatch", "promoBadge", "promoTitle", "promoBody", "promoCta", "promoCtaMember"] as const;
export type LandingTextKey = (typeof LANDING_TEXT_KEYS)[number];
/** The longest each may be: a line for names and buttons, a sentence or two for the rest. */
export const LANDING_TEXT_MAX: Record<LandingTextKey, number> = {
  badge: 60,
  title: 80,
  titleAccent: 80,
  subtitle: 400,
  join: 300,
  cardA: 40,
  cardAInfo: 60,
  cardB: 40,
  cardBInfo: 60,
  cardMatch: 30,
  promoBadge: 30,
  promoTitle: 80,
  promoBody: 400,
  promoCta: 40,
  promoCtaMember: 40,
};
/** `{site}` in a landing text, replaced by the site's name in the text's language. */
export const withSiteName = (text: string, siteName: string) => text.replaceAll("{site}", siteName);
