import type { Language, PublicSite } from "@ulfa/contracts";

const BACKGROUND = "#ffffff";

const TEXT: Record<Language, { name: string; shortName: string; description: string }> = {
  en: { name: "Ulfa", shortName: "Ulfa", description: "Meet people who share your values. Open-source dating in English and Arabic." },
  ar: { name: "أُلفة", shortName: "أُلفة", description: "تعرّف على من يشاركونك قيمك. تطبيق تعارف مفتوح المصدر بالعربية والإنجليزية." },
};

/** The pages' meta description in `lang`: the site's name, then what the app is. */
export const pageDescription = (lang: Language, name: string) => `${name}: ${TEXT[lang].description}`;

/**
 * The web app manifest in one language (served at /manifest.webmanifest by serve.ts, picked like
 * the prerendered pages), with the operator's name, colour and icon (site settings). `id` is the
 * same in both, so switching language never makes it another app. The description stays the
 * built-in one while the site keeps the built-in name.
 */
export function webAppManifest(lang: Language, site: Pick<PublicSite, "siteName" | "brandColor" | "iconUrl">) {
  const text = TEXT[lang];
  const name = site.siteName[lang];
  const icons = site.iconUrl
    ? [
        { src: `${site.iconUrl}?size=192`, sizes: "192x192", type: "image/webp", purpose: "any" },
        { src: `${site.iconUrl}?size=512`, sizes: "512x512", type: "image/webp", purpose: "any" },
      ]
    : [
        { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
        { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
        { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
      ];
  return {
    id: "/",
    name,
    short_name: name,
    description: name === text.name ? text.description : name,
    lang,
    dir: lang === "ar" ? "rtl" : "ltr",
    start_url: "/home",
    scope: "/",
    display: "standalone",
    theme_color: site.brandColor,
    background_color: BACKGROUND,
    icons,
  };
}
