import path from "node:path";
import { readFile } from "node:fs/promises";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";
import { negotiate } from "@fastify/accept-negotiator";
import type { Language, PublicSite } from "@ulfa/contracts";
import { escapeHtml } from "../platform/mail-layout";
import type { SiteStore } from "../site";
import { pageDescription } from "./manifest";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Per language, the tile texts the build wrote into pages.json (apps/web/src/prerender.tsx siteStrings). */
export type SiteStrings = Partial<Record<Language, Record<string, string>>>;

interface Rendered {
  html: Buffer;
  br: Buffer;
  gzip: Buffer;
}

const MARKER = /@@site(-html)?:([\w.]+)@@/g;
/**
 * The built-in mark of a prerendered header (apps/web/src/features/site/SiteLogo.tsx): an element
 * whose `data-brand-mark` names the classes the operator's logo image takes in its place. The heart
 * inside it is an <svg> without nested spans, so the first closing tag ends it.
 */
const BRAND_MARK = /<span data-brand-mark="([^"]*)"[^>]*>[\s\S]*?<\/span>/g;

/** A dotted path into the public settings ("siteName.en"), as text. */
function at(site: PublicSite, dotted: string): string {
  let value: unknown = site;
  for (const part of dotted.split(".")) value = value && typeof value === "object" ? (value as Record<string, unknown>)[part] : undefined;
  return typeof value === "string" || typeof value === "number" ? String(value) : "";
}

/** The same long date the web app shows (apps/web/src/i18n/format.ts formatLongDate: Western digits). */
const longDate = (iso: string, lang: Language) =>
  new Intl.DateTimeFormat(lang, { dateStyle: "long", numberingSystem: "latn", timeZone: "UTC" }).format(new Date(`${iso}T12:00:00Z`));

const count = (n: number, lang: Language) => (n < 1000 ? String(n) : new Intl.NumberFormat(lang, { numberingSystem: "latn" }).format(n));

/** The text of each marker a page may hold, in `lang` (the web app's components say the same when they hydrate). */
export function markerValues(site: PublicSite, lang: Language, strings: Record<string, string>): (name: string) => string {
  const computed: Record<string, string> = {
    owner: site.companyName[lang] || site.siteName[lang],
    address: site.companyAddress[lang] || "—",
    "privacy.updatedAtLong": longDate(site.privacy.updatedAt, lang),
    "terms.updatedAtLong": longDate(site.terms.updatedAt, lang),
  };
  for (const tile of site.tiles) {
    const key = `tiles.${tile.key}`;
    const feature = tile.kind === "feature";
    computed[`${key}.value`] = feature ? (strings[`${key}.featureValue`] ?? "") : typeof tile.value === "number" ? count(tile.value, lang) : String(tile.value ?? "");
    computed[`${key}.label`] = strings[feature ? `${key}.featureLabel` : `${key}.count`] ?? "";
  }
  return (name) => computed[name] ?? at(site, name);
}

/** The settings that go into the page for the app to hydrate with: only this language's rendered texts. */
function pageData(site: PublicSite, lang: Language): string {
  const only = (doc: { en: string; ar: string }) => ({ en: lang === "en" ? doc.en : "", ar: lang === "ar" ? doc.ar : "" });
  const data: PublicSite = {
    ...site,
    aboutHtml: only(site.aboutHtml),
    privacy: { ...site.privacy, html: only(site.privacy.html) },
    terms: { ...site.terms, html: only(site.terms.html) },
  };
  // Inside <script>: "<" escaped so no text can end the element.
  return JSON.stringify(data).replace(/</g, "\\u003c");
}

/** A prerendered page with its markers filled from the settings, the settings for hydration, and the operator's colour and icon. */
export function fillPage(template: string, site: PublicSite, lang: Language, strings: Record<string, string>): string {
  const value = markerValues(site, lang, strings);
  const hasMarkers = template.includes("@@site");
  // Every replacement is a function: a string replacement reads `$&`, `$'` and `$1` in the operator's
  // text as patterns, which copied template markup into the title (and an attribute into a tag).
  let html = template.replace(MARKER, (_m, raw: string | undefined, name: string) => (raw ? value(name) : escapeHtml(value(name))));
  html = html.replace(/<meta name="theme-color" content="[^"]*"/, () => `<meta name="theme-color" content="${escapeHtml(site.brandColor)}"`);
  const iconUrl = site.iconUrl;
  if (iconUrl) html = html.replace(/<link rel="icon"[^>]*>/, () => `<link rel="icon" href="${escapeHtml(iconUrl)}">`);
  const title = site.siteName[lang];
  if (site.logoUrl) {
    const src = escapeHtml(site.logoUrl);
    html = html.replace(BRAND_MARK, (_m, cls: string) => `<img data-brand-mark="${cls}" src="${src}" alt="${escapeHtml(title)}" class="${cls}"/>`);
  }
  html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`);
  html = html.replace(/<meta name="description" content="[^"]*"/, () => `<meta name="description" content="${escapeHtml(pageDescription(lang, title))}"`);
  // A page with nothing from the settings in it needs them not.
  if (!hasMarkers) return html;
  const data = `<script type="application/json" id="ulfa-site">${pageData(site, lang)}</script>`;
  const end = html.lastIndexOf("</body>");
  return end < 0 ? html + data : `${html.slice(0, end)}${data}\n  ${html.slice(end)}`;
}

/**
 * Serves the prerendered public pages filled from the site settings. The build leaves markers
 * (apps/web/src/features/site/template.ts); each page is filled and compressed once per settings
 * version and tile state, then served from memory like the static files it replaces. A change on
 * any instance (SiteStore.onChange) drops the cache.
 */
export class SitePages {
  private readonly templates = new Map<string, Promise<string>>();
  private readonly rendered = new Map<string, Promise<Rendered>>();
  private state = "";

  constructor(
    private readonly webDist: string,
    private readonly strings: SiteStrings,
    private readonly site: SiteStore,
  ) {
    site.onChange(() => this.rendered.clear());
  }

  private template(file: string): Promise<string> {
    let text = this.templates.get(file);
    if (!text) {
      text = readFile(path.join(this.webDist, file), "utf8");
      this.templates.set(file, text);
      text.catch(() => this.templates.delete(file));
    }
    return text;
  }

  private async render(file: string, lang: Language): Promise<Rendered> {
    const site = await this.site.publicSite();
    const state = `${site.version}|${JSON.stringify(site.tiles)}`;
    if (state !== this.state) {
      this.rendered.clear();
      this.state = state;
    }
    let entry = this.rendered.get(file);
    if (!entry) {
      entry = (async () => {
        const html = Buffer.from(fillPage(await this.template(file), site, lang, this.strings[lang] ?? {}));
        const [br, gz] = await Promise.all([brotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }), gzipAsync(html, { level: 9 })]);
        return { html, br, gzip: gz };
      })();
      this.rendered.set(file, entry);
      entry.catch(() => this.rendered.delete(file));
    }
    return entry;
  }

  async send(request: FastifyRequest, reply: FastifyReply, file: string, lang: Language, status = 200) {
    const page = await this.render(file, lang);
    const encoding = negotiate(request.headers["accept-encoding"] ?? "", ["br", "gzip"]);
    reply.status(status).type("text/html; charset=utf-8").header("Vary", "Cookie, Accept-Language, Accept-Encoding");
    if (encoding) reply.header("Content-Encoding", encoding);
    return reply.send(encoding === "br" ? page.br : encoding === "gzip" ? page.gzip : page.html);
  }
}
