import { Marked, type Tokens } from "marked";
import { escapeHtml } from "../platform/mail-layout";

/** Schemes a link may keep; anything else (javascript:, data:, vbscript:...) becomes plain text. */
const KEPT_SCHEMES = new Set(["http:", "https:", "mailto:"]);

/**
 * Where a link in the operator's text really goes, decided the way a browser will decide it: the
 * target resolved against APP_URL with `new URL` (so `/\evil.example/a`, `//evil.example` and
 * `https:evil.example` land where a browser would send them) and compared by origin. This site's
 * own pages stay plain links by path; other sites open apart, with no opener and no referrer;
 * anything that is not http(s) or mailto is dropped (null).
 */
export function linkAttributes(href: string, appUrl: string): string | null {
  const target = href.trim();
  if (target.startsWith("#") && !/[\s\\]/.test(target)) return `href="${escapeHtml(target)}"`;
  let url: URL;
  try {
    url = new URL(target, `${appUrl}/`);
  } catch {
    return null;
  }
  if (!KEPT_SCHEMES.has(url.protocol)) return null;
  if (url.protocol === "mailto:") return `href="${escapeHtml(url.href)}"`;
  if (url.origin === new URL(appUrl).origin) {
    const local = `${url.pathname}${url.search}${url.hash}`;
    // A path that starts with two slashes would be read as another host: keep the full address then.
    return `href="${escapeHtml(local.startsWith("//") ? url.href : local)}"`;
  }
  return `href="${escapeHtml(url.href)}" rel="noopener noreferrer nofollow" target="_blank"`;
}

/**
 * The operator's Markdown (About, privacy policy, terms) as HTML that is safe to put in a page:
 * raw HTML in the text is shown as text, never as markup; links only to http(s), mailto and this
 * site (linkAttributes); images are not rendered (an image link would load from anywhere).
 * One instance per APP_URL, no globals.
 */
export function markdownRenderer(appUrl: string): (source: string) => string {
  const markdown = new Marked({
    gfm: true,
    breaks: false,
    async: false,
    renderer: {
      html(token: Tokens.HTML | Tokens.Tag) {
        return escapeHtml(token.text);
      },
      link(this: { parser: { parseInline(tokens: Tokens.Generic[]): string } }, token: Tokens.Link) {
        const label = this.parser.parseInline(token.tokens);
        const attributes = linkAttributes(token.href, appUrl);
        return attributes === null ? label : `<a ${attributes}>${label}</a>`;
      },
      image(token: Tokens.Image) {
        return escapeHtml(token.text);
      },
    },
  });
  return (source) => markdown.parse(source, { async: false });
}
