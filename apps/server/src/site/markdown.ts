import { Marked, type Tokens } from "marked";
import { escapeHtml } from "../platform/mail-layout";

/** Link targets an operator's text may use; anything else (javascript:, data:...) becomes plain text. */
const SAFE_LINK = /^(https?:\/\/|mailto:|\/(?!\/)|#)/i;

/**
 * The operator's Markdown (About, privacy policy, terms) as HTML that is safe to put in a page:
 * raw HTML in the text is shown as text, never as markup; links only to http(s), mailto and this
 * site; images are not rendered (an image link would load from anywhere). One instance, no globals.
 */
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
      if (!SAFE_LINK.test(token.href.trim())) return label;
      const external = /^https?:/i.test(token.href) ? ' rel="noopener noreferrer nofollow"' : "";
      return `<a href="${escapeHtml(token.href.trim())}"${external}>${label}</a>`;
    },
    image(token: Tokens.Image) {
      return escapeHtml(token.text);
    },
  },
});

export function renderMarkdown(source: string): string {
  return markdown.parse(source, { async: false });
}
