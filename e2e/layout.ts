import type { Page } from "playwright-core";

/** What a page breaks at a small phone's width (issue 31): each entry names the element. */
export interface LayoutProblems {
  /** The page scrolls sideways: its width in CSS px, 0 when it does not. */
  overflow: number;
  /** Controls reaching past the viewport's left or right edge. */
  outside: string[];
  /** Controls smaller than 24 x 24 CSS px (WCAG 2.2, 2.5.8 Target Size (Minimum)). */
  small: string[];
}

/**
 * Measures every visible control (button, link, form field, ARIA widget) of the page as it is
 * now. Left out, as 2.5.8 allows: a link inside a sentence (display: inline), a field whose label
 * is the target (a visually hidden 1 x 1 px field: it passes when it or its label is 24 px square),
 * and controls inside a strip that scrolls sideways on purpose (their edge is the strip's, not the
 * page's).
 */
export function layoutProblems(page: Page): Promise<LayoutProblems> {
  // Written without named inner functions: the function is sent to the page as source.
  return page.evaluate(() => {
    const width = window.innerWidth;
    const outside: string[] = [];
    const small: string[] = [];
    const selector = "button, a[href], input:not([type=hidden]), select, textarea, [role=button], [role=switch], [role=tab], [role=slider], [role=checkbox], [role=radio]";
    for (const el of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      if ((box.width === 0 && box.height === 0) || style.visibility === "hidden" || el.closest("[aria-hidden=true], [inert]")) continue;
      if (el instanceof HTMLInputElement && el.type === "file") continue;
      const name = `${el.tagName.toLowerCase()} "${(el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 40)}" in [${el.closest("[data-testid]")?.getAttribute("data-testid") ?? ""}] ${Math.round(box.width)}x${Math.round(box.height)} at x=${Math.round(box.x)}`;
      let strip = false;
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
        const overflowX = getComputedStyle(up).overflowX;
        if ((overflowX === "auto" || overflowX === "scroll") && up.scrollWidth > up.clientWidth) strip = true;
      }
      if (!strip && (box.left < -1 || box.right > width + 1)) outside.push(name);
      if (style.display === "inline" && el.tagName === "A") continue;
      // The field or its label may be the target: a 24 px label reaches a small checkbox, and a wide
      // field under a short one-line label (a date on a desktop form) is still a target of its own.
      const label = el instanceof HTMLInputElement && el.labels?.[0] ? el.labels[0].getBoundingClientRect() : null;
      const fits = (box.width >= 24 && box.height >= 24) || (label !== null && label.width >= 24 && label.height >= 24);
      if (!fits) small.push(name);
    }
    const scroller = document.scrollingElement ?? document.documentElement;
    return { overflow: scroller.scrollWidth > width ? scroller.scrollWidth : 0, outside, small };
  });
}
