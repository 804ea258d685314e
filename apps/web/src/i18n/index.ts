import i18n from "i18next";
import { initReactI18next } from "react-i18next";
import { interpolationFormatter } from "./interpolation";
import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_S, LANGUAGES, type Language } from "@ulfa/contracts/constants";

/**
 * Translations live in one JSON file per feature and language (locales/<lang>/<feature>.json),
 * so features never edit the same file. Keys are used as `t("feature:key")`. Each language is one
 * chunk (bundles/<lang>.ts), fetched only when that language is used: a visitor never downloads both.
 */
const bundles: Record<Language, () => Promise<{ default: Record<string, Record<string, unknown>> }>> = {
  en: () => import("./bundles/en"),
  ar: () => import("./bundles/ar"),
};

/** Where versions before the cookie kept the choice (adoptLegacyChoice). */
const STORAGE_KEY = "ulfa.lang";

const isLanguage = (value: string | null | undefined): value is Language => (LANGUAGES as readonly string[]).includes(value ?? "");
const inBrowser = typeof document !== "undefined";

/** The visitor's own choice, in the cookie the server and the page's first script read too. */
function savedChoice(): Language | null {
  const cookie = new RegExp(`(?:^|; )${LANGUAGE_COOKIE}=(\\w+)`).exec(document.cookie)?.[1];
  return isLanguage(cookie) ? cookie : null;
}

// Read once: document.cookie is a synchronous call into the browser, slow while a page loads.
const saved = inBrowser ? savedChoice() : null;

/**
 * The language rule, the same as the server's (apps/server/src/web/language.ts): the saved choice,
 * else the browser's first supported language (the list it sends as Accept-Language).
 */
function initialLanguage(): Language {
  if (!inBrowser) return DEFAULT_LANGUAGE;
  return saved ?? navigator.languages.map((tag) => tag.toLowerCase().split("-")[0]).find(isLanguage) ?? DEFAULT_LANGUAGE;
}

export const directionOf = (lang: string) => (lang === "ar" ? "rtl" : "ltr");

/** Remembers the choice where the server sees it too, so the next first paint is in this language. */
function remember(lang: string): void {
  document.cookie = `${LANGUAGE_COOKIE}=${lang}; path=/; max-age=${LANGUAGE_COOKIE_MAX_AGE_S}; samesite=lax`;
}

/**
 * Older versions kept the choice in localStorage only. Reading it at start-up would cost every
 * fresh browser profile 50-150 ms of blocked main thread (the storage opens synchronously), so an
 * old choice (of a visitor with no cookie) is adopted once the page is idle and from then on lives
 * in the cookie.
 */
function adoptLegacyChoice(): void {
  const adopt = () => {
    let stored: string | null;
    try {
      stored = localStorage.getItem(STORAGE_KEY);
      localStorage.removeItem(STORAGE_KEY);
    } catch {
      return; // storage blocked: nothing was kept there either
    }
    if (!isLanguage(stored)) return;
    if (stored === i18n.language) remember(stored);
    else void switchLanguage(stored);
  };
  if ("requestIdleCallback" in window) requestIdleCallback(adopt, { timeout: 5000 });
  else setTimeout(adopt, 1000);
}

function applyToDocument(lang: string): void {
  document.documentElement.lang = lang;
  document.documentElement.dir = directionOf(lang);
}

async function loadLanguage(lang: Language): Promise<void> {
  if (i18n.hasResourceBundle(lang, "common")) return;
  const { default: namespaces } = await bundles[lang]();
  for (const [ns, content] of Object.entries(namespaces)) i18n.addResourceBundle(lang, ns, content);
}

/** Switches the language once its strings are here, so no screen ever shows raw keys. */
export async function switchLanguage(lang: Language): Promise<void> {
  await loadLanguage(lang);
  await i18n.changeLanguage(lang);
}

// `resources: {}` tells i18next that strings are added by hand (loadLanguage), never fetched by it.
void i18n.use(initReactI18next).use(interpolationFormatter).init({
  resources: {},
  lng: initialLanguage(),
  fallbackLng: false,
  defaultNS: "common",
  // Every interpolated count goes through Intl (interpolation.ts).
  interpolation: { escapeValue: false, alwaysFormat: true },
  returnNull: false,
});

/** Resolves when the first language's strings are loaded: render after it. */
export const i18nReady = loadLanguage(i18n.language as Language);

if (inBrowser) {
  applyToDocument(i18n.language);
  i18n.on("languageChanged", (lang) => {
    applyToDocument(lang);
    remember(lang);
  });
  if (saved) remember(i18n.language);
  else adoptLegacyChoice();
}

export default i18n;
