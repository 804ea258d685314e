import type { Language } from "@ulfa/contracts";

const THEME = "#e11d48";
const BACKGROUND = "#ffffff";

const TEXT: Record<Language, { name: string; shortName: string; description: string }> = {
  en: { name: "Ulfa", shortName: "Ulfa", description: "Meet people who share your values. Open-source dating in English and Arabic." },
  ar: { name: "أُلفة", shortName: "أُلفة", description: "تعرّف على من يشاركونك قيمك. تطبيق تعارف مفتوح المصدر بالعربية والإنجليزية." },
};

/**
 * The web app manifest in one language (served at /manifest.webmanifest by serve.ts, picked like
 * the prerendered pages). `id` is the same in both, so switching language never makes it another app.
 */
export function webAppManifest(lang: Language) {
  const text = TEXT[lang];
  return {
    id: "/",
    name: text.name,
    short_name: text.shortName,
    description: text.description,
    lang,
    dir: lang === "ar" ? "rtl" : "ltr",
    start_url: "/home",
    scope: "/",
    display: "standalone",
    theme_color: THEME,
    background_color: BACKGROUND,
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
}
