import i18n from "i18next";
import { initReactI18next } from "react-i18next";
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from "@ulfa/contracts";

/**
 * Translations live in one JSON file per feature and language (locales/<lang>/<feature>.json),
 * so features never edit the same file. Keys are used as `t("feature:key")`.
 */
const files = import.meta.glob<Record<string, unknown>>("./locales/*/*.json", { eager: true, import: "default" });

const resources: Record<string, Record<string, Record<string, unknown>>> = {};
for (const [file, content] of Object.entries(files)) {
  const [, lang, ns] = /\.\/locales\/(\w+)\/([\w-]+)\.json$/.exec(file) ?? [];
  if (!lang || !ns) continue;
  (resources[lang] ??= {})[ns] = content;
}

export const STORAGE_KEY = "ulfa.lang";

export function savedLanguage(): Language {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return (LANGUAGES as readonly string[]).includes(value ?? "") ? (value as Language) : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

export const directionOf = (lang: string) => (lang === "ar" ? "rtl" : "ltr");

function applyToDocument(lang: string): void {
  document.documentElement.lang = lang;
  document.documentElement.dir = directionOf(lang);
}

void i18n.use(initReactI18next).init({
  resources,
  lng: savedLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  ns: Object.keys(resources[DEFAULT_LANGUAGE] ?? {}),
  defaultNS: "common",
  interpolation: { escapeValue: false },
  returnNull: false,
});
applyToDocument(i18n.language);
i18n.on("languageChanged", (lang) => {
  applyToDocument(lang);
  try {
    localStorage.setItem(STORAGE_KEY, lang);
  } catch {
    /* private mode: the choice lasts for this page only */
  }
});

export default i18n;
