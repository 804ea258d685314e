import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminSiteResponse, PublicSite } from "@ulfa/contracts";
import { createMember, createTestApp, testDbKind, type TestApp, type TestMember } from "../../test/harness";
import { PRERENDER_MANIFEST } from "./serve";
import { fillPage } from "./site-pages";

const ADMIN = "pages-admin@example.test";

/** A miniature build whose pages carry the markers apps/web/src/features/site/template.ts leaves. */
function markedWebDist(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "ulfa-site-web-"));
  const write = (file: string, body: string) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), body);
  };
  write("index.html", "<html><head><title>Ulfa</title></head><body>shell</body></html>");
  for (const lang of ["en", "ar"]) {
    const head = `<head><meta name="theme-color" content="#e11d48" /><link rel="icon" type="image/svg+xml" href="/favicon.svg" /><meta name="description" content="Ulfa: meet people." /><title>Ulfa</title></head>`;
    write(
      `prerendered/${lang}/index.html`,
      `<html lang="${lang}">${head}<body><h1>@@site:siteName.${lang}@@</h1><a href="mailto:@@site:contactEmail@@">@@site:contactEmail@@</a><p>@@site:owner@@</p>` +
        `<b>@@site:tiles.members.value@@</b><i>@@site:tiles.members.label@@</i>` +
        `<h2>@@site:landing.title.${lang}@@</h2><p class="sub">@@site:landing.subtitle.${lang}@@</p><div data-site-flag="landing.cards" class="cards">@@site:landing.cardMatch.${lang}@@</div>` +
        `<section data-site-flag="landing.promo" class="promo">@@site:landing.promoTitle.${lang}@@</section></body></html>`,
    );
    write(`prerendered/${lang}/privacy-policy.html`, `<html lang="${lang}"><head></head><body><time>@@site:privacy.updatedAtLong@@</time><div>@@site-html:privacy.html.${lang}@@</div></body></html>`);
    write(`prerendered/${lang}/404.html`, `<html lang="${lang}"><body>@@site:contactEmail@@</body></html>`);
  }
  const strings = (lang: string) => ({
    "tiles.members.count": lang === "ar" ? "عضو نشط" : "Active members",
    "tiles.members.featureValue": lang === "ar" ? "موثّقون" : "Verified",
    "tiles.members.featureLabel": "feature",
  });
  write(
    PRERENDER_MANIFEST,
    JSON.stringify({ pages: { "/": "index.html", "/privacy-policy": "privacy-policy.html" }, notFound: "404.html", appPaths: ["/home"], siteStrings: { en: strings("en"), ar: strings("ar") } }),
  );
  return dir;
}

describe(`public pages filled from the site settings (${testDbKind})`, () => {
  let t: TestApp;
  let dist: string;
  let admin: TestMember;
  beforeAll(async () => {
    dist = markedWebDist();
    t = await createTestApp({ config: { webDist: dist }, env: { ADMIN_EMAILS: ADMIN } });
    admin = await createMember(t, { email: ADMIN });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const page = (url: string, lang = "en", headers: Record<string, string> = {}) =>
    t.app.inject({ method: "GET", url, headers: { cookie: `ulfa_lang=${lang}`, ...headers } });
  const patch = async (change: object) => {
    const { version } = (await admin.request("GET", "/api/admin/site")).json() as AdminSiteResponse;
    const res = await admin.request("PATCH", "/api/admin/site", { version, ...change });
    expect(res.statusCode).toBe(200);
  };

  it("fills the seed's values into a fresh install's pages, escaped, with the settings for the app to hydrate", async () => {
    const res = await page("/");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/text\/html/);
    expect(res.body).toContain("<h1>Ulfa</h1>");
    expect(res.body).toContain('<a href="mailto:support@ulfa.example">support@ulfa.example</a>');
    expect(res.body).toContain("<p>Ulfa Ltd</p>");
    expect(res.body).toContain("<b>Verified</b><i>feature</i>");
    const data = JSON.parse(/<script type="application\/json" id="ulfa-site">(.*?)<\/script>/.exec(res.body)![1]) as PublicSite;
    expect(data.contactEmail).toBe("support@ulfa.example");
    expect(data.privacy.html.ar).toBe("");
    expect(data.privacy.html.en).toContain("<h2>");
    expect(res.body).not.toContain("@@site");
  });

  it("shows a change on the next page view, in each language, without a restart", async () => {
    expect((await page("/", "ar")).body).toContain("<h1>أُلفة</h1>"); // cached now
    await patch({ siteName: { en: "Harbour <Hearts>", ar: "قلوب الميناء" }, contactEmail: "hi@harbour.test", companyName: { en: "", ar: "" }, brandColor: "#0f766e" });
    const en = (await page("/")).body;
    expect(en).toContain("<h1>Harbour &lt;Hearts&gt;</h1>");
    expect(en).toContain("<title>Harbour &lt;Hearts&gt;</title>");
    expect(en).toContain('<meta name="description" content="Harbour &lt;Hearts&gt;: Meet people who share your values.');
    expect(en).toContain('<meta name="theme-color" content="#0f766e"');
    expect(en).toContain("<p>Harbour &lt;Hearts&gt;</p>"); // no company: the site's name
    const ar = (await page("/", "ar")).body;
    expect(ar).toContain("<h1>قلوب الميناء</h1>");
    expect(ar).toContain('<meta name="description" content="قلوب الميناء: تعرّف على من يشاركونك قيمك.');
    expect((await page("/nowhere")).statusCode).toBe(404);
    expect((await page("/nowhere")).body).toContain("hi@harbour.test");
  });

  it("fills the policy as sanitised HTML with its date, and compresses the filled page", async () => {
    await patch({ privacy: { en: "## Ours\n\n<script>x()</script>", ar: "## سياستنا", updatedAt: "2026-03-09" } });
    const res = await page("/privacy-policy", "en", { "accept-encoding": "br" });
    expect(res.headers["content-encoding"]).toBe("br");
    const html = brotliDecompressSync(res.rawPayload).toString();
    expect(html).toContain("<time>March 9, 2026</time>");
    expect(html).toContain("<h2>Ours</h2>\n&lt;script&gt;x()&lt;/script&gt;");
    const ar = (await page("/privacy-policy", "ar")).body;
    expect(ar).toContain("<h2>سياستنا</h2>");
    expect(ar).toMatch(/<time>9 مارس 2026<\/time>/);
  });

  it("draws the operator's logo in a prerendered header instead of the built-in mark, with the site name as alt text", async () => {
    const site = (await t.app.inject({ method: "GET", url: "/api/site" })).json() as PublicSite;
    const header = `<header><a href="/"><span data-brand-mark="h-9 w-9 object-contain" class="grid"><svg aria-hidden="true"><path d="M1"></path></svg></span><span>@@site:siteName.en@@</span></a></header>`;
    const builtIn = fillPage(header + header, { ...site, logoUrl: null }, "en", {});
    expect(builtIn).toContain("<svg");
    expect(builtIn).not.toContain("<img");
    const withLogo = fillPage(header + header, { ...site, logoUrl: "/api/site/images/logo-3.png", siteName: { en: "Harbour & Co", ar: "الميناء" } }, "en", {});
    expect(withLogo).not.toContain("<svg");
    expect(withLogo.match(/<img data-brand-mark="h-9 w-9 object-contain" src="\/api\/site\/images\/logo-3.png" alt="Harbour &amp; Co" class="h-9 w-9 object-contain"\/><span>Harbour &amp; Co<\/span>/g)).toHaveLength(2);
  });

  it("takes `$&`, `$'` and `$1` in the site name as text: no markup copied, no attribute added", async () => {
    const site = (await t.app.inject({ method: "GET", url: "/api/site" })).json() as PublicSite;
    const template = `<head><title>Ulfa</title><meta name="description" content="Built in"><meta name="theme-color" content="#000"><link rel="icon" href="/x.svg"></head><body>@@site:siteName.en@@</body>`;
    const name = `A$&B$'C$\`D$1" onmouseover="x`;
    const html = fillPage(template, { ...site, siteName: { en: name, ar: name }, iconUrl: "/api/site/images/$&.webp" }, "en", {});
    const escaped = `A$&amp;B$&#39;C$\`D$1&quot; onmouseover=&quot;x`;
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain(`<title>${escaped}</title>`);
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    expect(html).toContain(`<meta name="description" content="${escaped}: `);
    expect(html).not.toContain(' onmouseover="');
    expect(html).toContain('<link rel="icon" href="/api/site/images/$&amp;.webp">');
  });

  it("fills the landing texts from the settings, escaped, and hides the demo cards or the promo banner when switched off", async () => {
    const before = (await page("/")).body;
    expect(before).toContain("<h2>Find someone who</h2>");
    expect(before).toContain('<div data-site-flag="landing.cards" class="cards">94% match</div>');
    expect(before).toContain('<section data-site-flag="landing.promo" class="promo">Zodiac Compatibility</section>');
    await patch({
      landing: {
        title: { en: "Sail <away> & \"meet\"", ar: "أبحر وتعرّف" },
        subtitle: { en: "{site}: $& $1 for sailors", ar: "{site} للبحّارة" },
        promoTitle: { en: "Summer <b>ball</b>", ar: "حفلة الصيف" },
        cards: false,
      },
    });
    const en = (await page("/")).body;
    expect(en).toContain("<h2>Sail &lt;away&gt; &amp; &quot;meet&quot;</h2>");
    expect(en).toContain('<p class="sub">Harbour &lt;Hearts&gt;: $&amp; $1 for sailors</p>');
    expect(en).toContain('<div data-site-flag="landing.cards" hidden="" class="cards">94% match</div>');
    expect(en).toContain('<section data-site-flag="landing.promo" class="promo">Summer &lt;b&gt;ball&lt;/b&gt;</section>');
    const data = JSON.parse(/<script type="application\/json" id="ulfa-site">(.*?)<\/script>/.exec(en)![1]) as PublicSite;
    expect(data.landing.cards).toBe(false);
    expect(data.landing.promoTitle.en).toBe("Summer <b>ball</b>");
    const ar = (await page("/", "ar")).body;
    expect(ar).toContain("<h2>أبحر وتعرّف</h2>");
    expect(ar).toContain('<p class="sub">قلوب الميناء للبحّارة</p>');
    await patch({ landing: { cards: true, promo: false } });
    const after = (await page("/")).body;
    expect(after).toContain('<div data-site-flag="landing.cards" class="cards">');
    expect(after).toContain('<section data-site-flag="landing.promo" hidden="" class="promo">');
  });

  it("shows real counts in the tiles once past the threshold", async () => {
    await patch({ tiles: { thresholds: { members: 1 } } });
    expect((await page("/")).body).toContain("<b>1</b><i>Active members</i>");
  });

  const brandStyle = (html: string) => /<style id="ulfa-brand">(.*?)<\/style>/.exec(html)?.[1];

  it("themes the public pages and the app shell with the brand colour, for visitors and members", async () => {
    // Set to #0f766e by the test above: its shades, and the rose tints following it.
    for (const res of [await page("/"), await page("/home"), await page("/privacy-policy", "ar"), await admin.request("GET", "/home")]) {
      expect(res.statusCode).toBe(200);
      const css = brandStyle(res.body)!;
      expect(css).toContain("--color-brand-600:#0f766e");
      expect(css).toMatch(/--color-brand-50:#[0-9a-f]{6};/);
      expect(css).toContain("--color-rose-100:");
    }
    const member = await admin.request("GET", "/home");
    expect(member.headers["cache-control"]).toBe("private, no-cache");
    expect(member.body).toContain("<title>Harbour &lt;Hearts&gt;</title>");
    await patch({ brandColor: "#1D4ED8" });
    expect(brandStyle((await page("/home")).body)).toContain("--color-brand-600:#1d4ed8");
    expect(brandStyle((await page("/")).body)).toContain("--color-brand-600:#1d4ed8");
  });

  it("refuses a brand colour white text cannot be read on, and anything but #rrggbb, leaving the theme as it was", async () => {
    const { version } = (await admin.request("GET", "/api/admin/site")).json() as AdminSiteResponse;
    const light = await admin.request("PATCH", "/api/admin/site", { version, brandColor: "#fde047" });
    expect(light.statusCode).toBe(400);
    expect(light.json()).toMatchObject({ code: "BRAND_CONTRAST" });
    expect(light.json().message).toMatch(/^brandColor: white text on #fde047 has a contrast of 1\.\d:1, below the 4\.5:1/);
    const hostile = await admin.request("PATCH", "/api/admin/site", { version, brandColor: "#000000</style><script>alert(1)</script>" });
    expect(hostile.statusCode).toBe(400);
    expect(hostile.json().message).toContain("brandColor");
    expect(brandStyle((await page("/")).body)).toContain("--color-brand-600:#1d4ed8");
  });

  it("writes only a validated colour into the style, and the built-in palette for the default or a broken value", async () => {
    const site = (await t.app.inject({ method: "GET", url: "/api/site" })).json() as PublicSite;
    const template = "<html><head><title>x</title></head><body></body></html>";
    for (const brandColor of ["#e11d48", "red;}</style><script>x()</script>"]) {
      const html = fillPage(template, { ...site, brandColor }, "en", {});
      expect(html).not.toContain("<script");
      expect(brandStyle(html)).toBe(":root{--color-brand-50:#fff1f3;--color-brand-100:#ffe4e8;--color-brand-200:#fecdd6;--color-brand-300:#fda4b4;--color-brand-400:#fb7190;--color-brand-500:#f43f6b;--color-brand-600:#e11d55;--color-brand-700:#be1246;--color-brand-800:#9f1241;--color-brand-900:#88133e}");
      expect(html.indexOf('<style id="ulfa-brand">')).toBeLessThan(html.indexOf("</head>"));
    }
  });

  it("answers the manifest with the operator's name and colour", async () => {
    const en = (await page("/manifest.webmanifest")).json();
    expect(en).toMatchObject({ name: "Harbour <Hearts>", short_name: "Harbour <Hearts>", theme_color: "#1D4ED8", lang: "en" });
    expect((await page("/manifest.webmanifest", "ar")).json()).toMatchObject({ name: "قلوب الميناء", dir: "rtl" });
  });
});
