import type { Language } from "@ulfa/contracts";
import type { MailMessage } from "./mail";
import { mailBrand } from "./mail-brand";

/**
 * One block of a mail: a paragraph, a code shown large on its own line, or a link (a button in
 * HTML; in the text part the address stands alone on its line, so it can be copied whole).
 */
export type MailBlock = string | { code: string } | { link: string; label: string };

/**
 * The operator's site as a mail names it: its name in the mail's language (site settings), its
 * contact address, and its look: the brand colour (#rrggbb) and the absolute URL of an uploaded logo.
 */
export interface MailSite {
  name: string;
  contactEmail: string;
  brandColor?: string;
  logoUrl?: string | null;
  /** The absolute URL of the built-in heart, as a PNG in the band's text colour: shown before the name when there is no logo. */
  markUrl?: string | null;
}

/** Escapes text for HTML; everything a member wrote (names, addresses) goes through here. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

function textOf(blocks: MailBlock[]): string {
  return `${blocks.map((b) => (typeof b === "string" ? b : "code" in b ? b.code : b.link)).join("\n\n")}\n`;
}

// Inline styles only: most mail clients drop <style> blocks. Sizes stay readable without zoom.
const P = "margin:0 0 16px;font-size:16px;line-height:1.6;";

type Brand = ReturnType<typeof mailBrand>;

function htmlBlock(block: MailBlock, brand: Brand): string {
  if (typeof block === "string") return `<p style="${P}">${escapeHtml(block)}</p>`;
  if ("code" in block) {
    return `<p style="${P}font-family:Menlo,Consolas,monospace;font-size:28px;font-weight:700;letter-spacing:6px;" dir="ltr">${escapeHtml(block.code)}</p>`;
  }
  const href = escapeHtml(block.link);
  return (
    `<p style="${P}"><a href="${href}" style="display:inline-block;padding:12px 24px;border-radius:9999px;background:${brand.background};color:${brand.text};font-weight:600;text-decoration:none;">${escapeHtml(block.label)}</a></p>` +
    `<p style="${P}font-size:13px;color:#475569;word-break:break-all;" dir="ltr">${href}</p>`
  );
}

/** Only an absolute http(s) address may become an image source. */
const logoOf = (url: string | null | undefined): string | null => (url && /^https?:\/\/[^\s"'<>]+$/.test(url) ? url : null);

/**
 * The brand band: the logo on a white chip (a logo drawn for a light page stays legible on any
 * colour), or the site name in the band's text colour, after the built-in heart drawn in that colour
 * (decorative: empty alt, the name beside it says it). With images blocked the logo's alt text, the
 * site name, shows in the chip's dark colour.
 */
function headerOf(site: MailSite, brand: Brand): string {
  const logo = logoOf(site.logoUrl);
  const mark = logoOf(site.markUrl);
  const name = escapeHtml(site.name);
  const inner = logo
    ? `<span style="display:inline-block;padding:8px 12px;border-radius:8px;background:#ffffff;"><img src="${escapeHtml(logo)}" alt="${name}" height="40" style="display:block;height:40px;width:auto;max-width:240px;border:0;color:#1e293b;font-size:20px;font-weight:700;"></span>`
    : mark
      ? `<img src="${escapeHtml(mark)}" alt="" width="28" height="28" style="display:inline-block;width:28px;height:28px;border:0;vertical-align:middle;margin:0 6px;"><span style="vertical-align:middle;">${name}</span>`
      : name;
  return `<p style="margin:0 0 24px;padding:16px 24px;border-radius:12px;background:${brand.background};color:${brand.text};font-size:22px;font-weight:700;line-height:1.4;">${inner}</p>`;
}

function htmlOf(site: MailSite, lang: Language, subject: string, blocks: MailBlock[]): string {
  const dir = lang === "ar" ? "rtl" : "ltr";
  const align = dir === "rtl" ? "right" : "left";
  const brand = mailBrand(site.brandColor);
  return [
    "<!doctype html>",
    `<html lang="${lang}" dir="${dir}">`,
    `<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(subject)}</title></head>`,
    `<body style="margin:0;padding:0;background:#f1f5f9;">`,
    `<div role="article" aria-label="${escapeHtml(subject)}" lang="${lang}" dir="${dir}" style="max-width:560px;margin:0 auto;padding:24px;background:#ffffff;color:#1e293b;font-family:Arial,Tahoma,sans-serif;text-align:${align};">`,
    headerOf(site, brand),
    ...blocks.map((block) => htmlBlock(block, brand)),
    "</div>",
    "</body>",
    "</html>",
  ].join("\n");
}

/** The one layout of every mail: the same blocks as an HTML part and a plain-text twin. */
export function composeMail(site: MailSite, to: string, language: Language, subject: string, blocks: MailBlock[]): MailMessage {
  return { to, subject, language, fromName: site.name, text: textOf(blocks), html: htmlOf(site, language, subject, blocks) };
}
