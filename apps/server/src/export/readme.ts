import { EXPORTED_MEMBER_FIELD_NAMES, type Language } from "@ulfa/contracts";

/** The profile fields' names in profile.json (contracts member-fields.ts `exported`), wrapped to the README's width. */
function fieldList(): string {
  const lines: string[] = [];
  let line = "";
  for (const name of EXPORTED_MEMBER_FIELD_NAMES) {
    const next = line ? `${line}, ${name}` : name;
    if (next.length > 76 && line) {
      lines.push(`${line},`);
      line = name;
    } else line = next;
  }
  return [...lines, line].map((l) => `  ${l}`).join("\n");
}

/**
 * README.txt of the data export, in the member's language, naming the operator's site (its name in
 * that language) and contact address. The file names and JSON fields stay as they are in the archive.
 */
export const readme = (site: string, contactEmail: string, lang: Language): string => (lang === "ar" ? arabic(site, contactEmail) : english(site, contactEmail));

const english = (site: string, contactEmail: string) => `Your ${site} data
${"=".repeat(`Your ${site} data`.length)}

This archive holds the personal data ${site} keeps about your account, as of the
"exportedAt" time in profile.json. Dates are in UTC (ISO 8601).

profile.json       Your account and profile: name, username, e-mail, age, gender,
                   bio, location text, approximate (grid-snapped, about 1 km)
                   coordinates, and every profile field you filled in, under
                   the names listed at the end of this file; "legacyHeight"
                   and "legacyEducation" keep any height or education you once
                   typed as free text that could not be read as centimetres
                   or an education level. Also discovery and map settings, privacy switches ("privacy":
                   showAge, showDistance, showOnlineStatus...), premium status,
                   super like and boost balances, and account dates.
                   Your password is never exported (we only keep a one-way hash).
photos/            Your profile photos as we store them (re-encoded, location
                   data removed).
prompts/           The voice answers you recorded for your prompts; profile.json
                   lists each prompt's written answer and, under "voice", the
                   file's name and length in milliseconds.
likes-given.json   Every profile you swiped on: their member id and name, whether
                   you liked, passed or super liked, and when.
matches.json       Your current matches: the other member's id and name, and
                   when you matched.
messages.json      Your conversations, per match. "sender" is "me" for messages
                   you sent and "them" for messages you received; "kind" is
                   text, photo or voice; "reactions" says who reacted with
                   which emoji; "replyTo" is the id of the message answered;
                   "removedAt" marks a message its sender unsent; "flagged"
                   is true when the message matched our insult lists and was
                   sent after "Are you sure?". "file" is
                   the photo or voice note you sent, in chat/ (null for what
                   the other member sent: their files are not exported).
chat/              The photos (re-encoded, location data removed) and voice
                   notes you sent in conversations.
verification.json  Your selfie verification requests and their outcome
                   (verification/ holds the selfies if they are still stored).
photo-checks.json  What the automatic nudity check decided on each photo you
                   added: allowed or refused, the explicit-content score
                   (0 to 1), the model's class and when. Refused photos were
                   never stored.
payments.json      Your billing history: every payment you made or tried, with
                   item, quantity, amount, currency, status, date and the
                   provider's reference.
                   Card details are held by the payment provider, never by ${site}.
blocks.json        Members you blocked: their member id and name, and when.
reports.json       Reports you filed: the reported member's id and name, the
                   reason and details you gave, the report's status (open,
                   dismissed or actioned) and when you filed it.
notification-settings.json
                   Your notification choices: "emailDigest" is true when you
                   receive the daily e-mail about unread messages; the "push..."
                   switches say which notifications reach your devices, with
                   your quiet hours and time zone; "pushDevices" lists the
                   browsers you turned notifications on in (their push service
                   and when).
privacy.json       Your snooze, your hidden words, the chaperones you invited
                   (their e-mail, the conversations they may read and when they
                   looked) and the dates you shared (when, where, until when
                   the link works).

Other members appear only by the id and name you saw in the app; their e-mail
addresses, locations and photos are not part of your export.

Questions or corrections: ${contactEmail}

Profile fields in profile.json:
${fieldList()}
`;

const arabic = (site: string, contactEmail: string) => `بياناتك في ${site}
${"=".repeat(`بياناتك في ${site}`.length)}

يضم هذا الأرشيف البيانات الشخصية التي يحتفظ بها ${site} عن حسابك، كما كانت في
الوقت المذكور في "exportedAt" داخل profile.json. التواريخ بالتوقيت العالمي (UTC، بصيغة ISO 8601).

profile.json       حسابك وملفك الشخصي: الاسم واسم المستخدم والبريد الإلكتروني والعمر
                   والجنس والنبذة ونص الموقع والإحداثيات التقريبية (مقرّبة إلى شبكة
                   بدقة كيلومتر تقريبًا) وكل حقل ملأته في ملفك الشخصي بالأسماء
                   المذكورة في آخر هذا الملف؛ ويحفظ "legacyHeight" و"legacyEducation"
                   ما كتبته يومًا نصًّا حرًّا عن طولك أو تعليمك ولم يمكن قراءته
                   بالسنتيمتر أو مستوى تعليم. وكذلك إعدادات الاكتشاف والخريطة
                   وخيارات الخصوصية ("privacy": showAge وshowDistance
                   وshowOnlineStatus...) وحالة بريميوم ورصيد الإعجابات المميزة
                   والتعزيزات وتواريخ الحساب.
                   لا تُصدَّر كلمة المرور أبدًا (نحتفظ ببصمتها المشفّرة فقط).
photos/            صور ملفك كما نخزّنها (بعد إعادة ترميزها وحذف بيانات الموقع منها).
prompts/           الإجابات الصوتية التي سجّلتها لأسئلة التعارف؛ ويذكر profile.json
                   الإجابة المكتوبة لكل سؤال، وتحت "voice" اسم الملف ومدته بالمللي ثانية.
likes-given.json   كل ملف سحبته: رقم العضو واسمه، وهل أعجبك أو تجاوزته أو أرسلت
                   إليه إعجابًا مميزًا، ومتى.
matches.json       تطابقاتك الحالية: رقم العضو الآخر واسمه، ومتى تطابقتما.
messages.json      محادثاتك، لكل تطابق. "sender" قيمته "me" لما أرسلته و"them" لما
                   استلمته؛ "kind" نص أو صورة أو رسالة صوتية (text وphoto وvoice)؛
                   "reactions" يذكر من تفاعل وبأي رمز؛ "replyTo" رقم الرسالة التي
                   يُرد عليها؛ "removedAt" يعني أن مرسلها ألغى إرسالها؛ "flagged"
                   قيمته true حين طابقت الرسالة قوائم الإساءة لدينا وأُرسلت بعد سؤال
                   "هل أنت متأكد؟". "file" هو الصورة أو الرسالة الصوتية التي أرسلتها،
                   في المجلد chat/ (وقيمته null لما أرسله الطرف الآخر: ملفاته لا تُصدَّر).
chat/              الصور (بعد إعادة ترميزها وحذف بيانات الموقع) والرسائل الصوتية التي
                   أرسلتها في المحادثات.
verification.json  طلبات التوثيق بالصورة الذاتية ونتيجتها (وفي verification/ الصور
                   الذاتية إن كانت ما زالت مخزّنة).
photo-checks.json  ما قرّره الفحص الآلي للعُري في كل صورة أضفتها: قُبلت أو رُفضت،
                   ودرجة المحتوى الصريح (من 0 إلى 1)، وتصنيف النموذج، ومتى. الصور
                   المرفوضة لم تُخزَّن قط.
payments.json      سجلّ مدفوعاتك: كل دفعة أجريتها أو حاولتها، مع العنصر والكمية والمبلغ
                   والعملة والحالة والتاريخ ومرجع مزوّد الدفع.
                   يحتفظ مزوّد الدفع ببيانات البطاقة، ولا يحتفظ بها ${site} أبدًا.
blocks.json        الأعضاء الذين حظرتهم: رقم العضو واسمه، ومتى.
reports.json       البلاغات التي قدّمتها: رقم العضو المُبلَّغ عنه واسمه، والسبب والتفاصيل
                   التي ذكرتها، وحالة البلاغ (open مفتوح، dismissed مغلق دون إجراء،
                   actioned اتُّخذ فيه إجراء)، ومتى قدّمته.
notification-settings.json
                   خيارات الإشعارات: "emailDigest" قيمته true حين تصلك رسالة البريد
                   اليومية عن الرسائل غير المقروءة؛ ومفاتيح "push..." تذكر الإشعارات
                   التي تصل إلى أجهزتك، مع ساعات الهدوء والمنطقة الزمنية؛ و"pushDevices"
                   يذكر المتصفحات التي فعّلت فيها الإشعارات (خدمة الإشعارات ومتى).
privacy.json       الإيقاف المؤقت، وكلماتك المخفية، والأولياء الذين دعوتهم (بريدهم،
                   والمحادثات التي يمكنهم قراءتها ومتى اطّلعوا) والمواعيد التي شاركتها
                   (متى وأين وحتى متى يعمل الرابط).

يظهر الأعضاء الآخرون برقمهم واسمهم كما رأيتهما في التطبيق فقط؛ عناوين بريدهم
ومواقعهم وصورهم ليست جزءًا من بياناتك المُصدَّرة.

للأسئلة أو التصحيحات: ${contactEmail}

حقول الملف الشخصي في profile.json:
${fieldList()}
`;
