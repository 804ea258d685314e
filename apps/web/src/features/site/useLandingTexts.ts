import { useTranslation } from "react-i18next";
import { DEFAULT_LANDING, withSiteName, type LandingTextKey } from "@ulfa/contracts/constants";
import { useSite, useSiteName } from "./useSite";

/**
 * The operator's landing texts (site settings `landing`) in the interface language, and its two
 * switches: the demo cards and the promo banner. In a prerendered page they are the markers the
 * server fills (apps/server/src/web/site-pages.ts); until the settings are known, a fresh
 * install's texts.
 */
export function useLandingTexts() {
  const { i18n } = useTranslation();
  const landing = useSite().data?.landing;
  const siteName = useSiteName();
  const lang = i18n.language === "ar" ? "ar" : "en";
  const text = (key: LandingTextKey) => (landing ? landing[key][lang] : withSiteName(DEFAULT_LANDING[key][lang], siteName));
  return { text, cards: landing?.cards ?? true, promo: landing?.promo ?? true };
}
