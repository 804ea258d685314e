/**
 * Every date, time, number and price the app shows goes through these, in the interface language
 * (issue 15: "09:33 AM" must read "09:33 ص" in Arabic). Digits are the member's choice (issue 31):
 * Western ("latn", the default in both languages, as the Arabic copy writes them: "5 إعجابات") or
 * Arabic-Indic ("arab": "٥"), set once on this device by setDigits (i18n/digits.ts keeps the choice).
 */
export type Digits = "latn" | "arab";
let digits: Digits = "latn";

/** The numbering system every formatter here uses from now on. */
export function setDigits(value: Digits): void {
  digits = value;
}
export const currentDigits = (): Digits => digits;

const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

function formatter<T extends Intl.DateTimeFormat | Intl.NumberFormat>(kind: "date" | "number", lang: string, options: object): T {
  const key = `${kind}|${lang}|${digits}|${JSON.stringify(options)}`;
  let f = cache.get(key);
  if (!f) {
    const opts = { numberingSystem: digits, ...options };
    f = kind === "date" ? new Intl.DateTimeFormat(lang, opts) : new Intl.NumberFormat(lang, opts);
    cache.set(key, f);
  }
  return f as T;
}

const toDate = (value: Date | string | number) => (value instanceof Date ? value : new Date(value));
const dateFormat = (lang: string, options: Intl.DateTimeFormatOptions) => formatter<Intl.DateTimeFormat>("date", lang, options);

/** "09:33" / "09:33 ص": hours and minutes. */
export const formatTime = (value: Date | string | number, lang: string) => dateFormat(lang, { hour: "2-digit", minute: "2-digit" }).format(toDate(value));

/** "09:33:07": hours, minutes and seconds, 24-hour (analytics "last activity"). */
export const formatClock = (value: Date | string | number, lang: string) =>
  dateFormat(lang, { hour: "2-digit", minute: "2-digit", second: "2-digit", hourCycle: "h23" }).format(toDate(value));

/** "23 Nov" / "23 نوفمبر": day and short month. */
export const formatDayMonth = (value: Date | string | number, lang: string) => dateFormat(lang, { day: "numeric", month: "short" }).format(toDate(value));

/** "Thu, Dec 3" / "الخميس، 3 ديسمبر": a day to choose (ui/DateTimeChoice), with the year when the choices span two. */
export const formatDayChoice = (value: Date | string | number, lang: string, withYear = false) =>
  dateFormat(lang, { weekday: "short", day: "numeric", month: "short", ...(withYear ? { year: "numeric" } : {}) }).format(toDate(value));

/** "23 November 2026": a long date. */
export const formatLongDate = (value: Date | string | number, lang: string) => dateFormat(lang, { dateStyle: "long" }).format(toDate(value));

/** "23 Nov 2026, 09:33": date and time, for logs and queues. */
export const formatDateTime = (value: Date | string | number, lang: string) => dateFormat(lang, { dateStyle: "medium", timeStyle: "short" }).format(toDate(value));

/** Time today, else day and month (conversation lists). */
export function formatListDate(value: Date | string | number, lang: string, now = new Date()): string {
  const d = toDate(value);
  return d.toDateString() === now.toDateString() ? formatTime(d, lang) : formatDayMonth(d, lang);
}

/**
 * A whole number with the language's grouping ("1,234"). Below 1,000 a count in Western digits reads
 * as its digits in every language the app ships (nothing to group; format.test.ts holds Intl to
 * that), and the first screen shows only such counts: the page's first Intl formatter costs
 * 30-65 ms of locale set-up, on the main thread, before the first paint.
 */
export const formatCount = (n: number, lang: string) =>
  digits === "latn" && Number.isInteger(n) && n >= 0 && n < 1000 ? String(n) : formatter<Intl.NumberFormat>("number", lang, {}).format(n);

/** A number with a fixed count of decimals ("3.5"). */
export const formatDecimal = (n: number, lang: string, digits: number) =>
  formatter<Intl.NumberFormat>("number", lang, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(n);

/** A share as a percent ("92%" / "92٪"). */
export const formatPercent = (share: number, lang: string) => formatter<Intl.NumberFormat>("number", lang, { style: "percent", maximumFractionDigits: 0 }).format(share);

/**
 * Member-written text (a name, an e-mail) placed inside a translated sentence, wrapped in Unicode
 * isolates (FSI…PDI), so a Latin value inside Arabic (or the reverse) keeps its place and its stop.
 */
export const isolate = (text: string) => `\u2068${text}\u2069`;

/** "0:07" / "1:00": a voice note's length or position, minutes and two-digit seconds. */
export function formatDuration(ms: number, lang: string): string {
  const total = Math.max(0, Math.round(ms / 1000));
  const minutes = formatter<Intl.NumberFormat>("number", lang, {}).format(Math.floor(total / 60));
  const seconds = formatter<Intl.NumberFormat>("number", lang, { minimumIntegerDigits: 2 }).format(total % 60);
  return `${minutes}:${seconds}`;
}

/**
 * Money in the interface language and the chosen digits: "$4.99" in English, "4.99 US$" in Arabic.
 * Every price (packs, plans, checkout, receipts) comes through here, so one screen never writes a
 * price differently from the next. `whole` drops the cents ("$15").
 */
export function formatMoney(amount: number, currency: string, lang: string, opts: { whole?: boolean } = {}): string {
  const options = opts.whole ? { maximumFractionDigits: 0, minimumFractionDigits: 0 } : { minimumFractionDigits: 2, maximumFractionDigits: 2 };
  const text = formatter<Intl.NumberFormat>("number", lang, { style: "currency", currency: currency.toUpperCase(), ...options }).format(amount);
  // In a right-to-left page the bidi algorithm turns "4.99 US$" into "$US 4.99" unless the price is
  // isolated left-to-right: every price then reads the same, in a sentence, a card or a receipt.
  return RTL_LANGUAGES.has(lang) ? `\u2066${text.replace(/[\u200e\u200f\u061c]/g, "")}\u2069` : text;
}
const RTL_LANGUAGES: ReadonlySet<string> = new Set(["ar"]);
