import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { PublicSite } from "@ulfa/contracts";
import { endpoints } from "@ulfa/contracts/endpoints";
import { call } from "../../api/call";

export const siteQueryKey = ["site"] as const;

/** The id of the JSON the server puts into a public page with the settings it was filled from. */
export const SITE_DATA_ID = "ulfa-site";

/**
 * The settings a served public page was filled from (apps/server/src/web/site-pages.ts), so the
 * app hydrates with exactly what the page shows; undefined elsewhere.
 */
function settingsInPage(): PublicSite | undefined {
  if (typeof document === "undefined") return undefined;
  const script = document.getElementById(SITE_DATA_ID);
  if (!script?.textContent) return undefined;
  try {
    return JSON.parse(script.textContent) as PublicSite;
  } catch {
    return undefined;
  }
}

const inPage = settingsInPage();

/**
 * The operator's site settings (GET /api/site): name, contact, company, texts, tiles, rules and
 * features. A page that came with them starts from those (at time 0, so they are fetched afresh
 * once the page runs: the page carries only its own language's texts).
 */
export function useSite() {
  return useQuery({
    queryKey: siteQueryKey,
    queryFn: ({ signal }) => call(endpoints.site.site, {}, { signal }),
    initialData: inPage,
    initialDataUpdatedAt: 0,
    staleTime: 60_000,
    refetchOnMount: true,
  });
}

/** One of a setting's two languages. */
export const inLanguage = (value: { en: string; ar: string } | undefined, lang: string): string =>
  value ? (lang === "ar" ? value.ar : value.en) : "";

/**
 * The operator's site name in the interface language, for texts that name the site (`{{site}}`);
 * the built-in name until the settings are known. In a prerendered page it is the marker the server
 * fills (apps/server/src/web/site-pages.ts).
 */
export function useSiteName(): string {
  const { t, i18n } = useTranslation();
  const { data: site } = useSite();
  return site ? inLanguage(site.siteName, i18n.language) : t("common:appName");
}
