import { useEffect } from "react";
import { BRAND_STYLE_ID, brandCss, isBrandColor } from "@ulfa/contracts/constants";
import { useSite } from "./useSite";

/**
 * Keeps the page's `<style id="ulfa-brand">` (the server writes it into every page it serves,
 * apps/server/src/web/site-pages.ts) on the site's current brand colour: a change an admin saves
 * themes the open app at once, without a reload. Nothing while the colour is not known yet.
 */
export function useBrandStyle(): void {
  const color = useSite().data?.brandColor;
  useEffect(() => {
    if (!isBrandColor(color)) return;
    let style = document.getElementById(BRAND_STYLE_ID);
    if (!style) {
      style = document.createElement("style");
      style.id = BRAND_STYLE_ID;
      document.head.appendChild(style);
    }
    const css = brandCss(color);
    if (style.textContent !== css) style.textContent = css;
  }, [color]);
}
