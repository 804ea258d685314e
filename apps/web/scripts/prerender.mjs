// After `vite build` and `vite build --ssr src/prerender.tsx`: writes every public page, per
// language, to dist/prerendered/<lang>/<page>.html (plus .br and .gz), and the manifest the server
// reads to pick one (apps/server/src/web/serve.ts).
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import Beasties from "beasties";

// React's production server renderer, as the browser runs the production client.
process.env.NODE_ENV = "production";

const web = path.resolve(import.meta.dirname, "..");
const dist = path.join(web, "dist");
const { PAGES, NOT_FOUND, LANGUAGES, appPaths, directionOf, renderPage, renderHomeLoading, htmlTopCardScript, siteStrings } = await import(path.join(web, ".prerender/prerender.js"));
const manifest = JSON.parse(readFileSync(path.join(dist, ".vite/manifest.json"), "utf8"));
const bundleOf = (lang) => `/${manifest[`src/i18n/bundles/${lang}.ts`].file}`;

/** The module's chunk and everything it imports statically, as URLs. */
function chunksOf(module) {
  const seen = new Set();
  const visit = (key) => {
    const entry = manifest[key];
    if (!entry || seen.has(entry.file)) return;
    seen.add(entry.file);
    for (const dep of entry.imports ?? []) visit(dep);
  };
  visit(module);
  return [...seen].map((file) => `/${file}`);
}

const shell = readFileSync(path.join(dist, "index.html"), "utf8");
const inShell = new Set([...shell.matchAll(/(?:href|src)="(\/assets\/[^"]+)"/g)].map((m) => m[1]));
// The entry (main.tsx) only starts the early /home calls, then imports the app (app/start.tsx):
// the app's chunks are fetched with the entry, not after it ran.
const appChunks = chunksOf("src/app/start.tsx").filter((href) => !inShell.has(href));
const preloadTags = (hrefs) => hrefs.map((href) => `\n    <link rel="modulepreload" crossorigin href="${href}">`).join("");
// The app shell's language script preloads the strings of the language it picks, and on /home the
// discover tab's chunks.
const homeChunks = [...new Set(["src/app/layouts/MemberLayout.tsx", "src/app/home/HomePage.tsx", "src/features/discover/DiscoverTab.tsx"].flatMap(chunksOf))].filter(
  (href) => !inShell.has(href) && !appChunks.includes(href),
);
// Request order over six HTTP/1.1 connections: the session preload, the entry and its few small
// chunks (they start the /home calls), then the app's chunks, and last (the language script, moved
// after them) the strings and the page's chunks.
const shellScript = /\s*<script>[\s\S]*?<\/script>/.exec(shell)[0];
const languageScript = shellScript
  .replace("var bundles = {};", `var bundles = ${JSON.stringify(Object.fromEntries(LANGUAGES.map((lang) => [lang, bundleOf(lang)])))};`)
  .replace("var routeChunks = {};", `var routeChunks = ${JSON.stringify({ home: homeChunks })};`);
const template = shell.replace(shellScript, "").replace(/(\s*<link rel="stylesheet")/, (css) => `${preloadTags(appChunks)}${languageScript}${css}`);
// Only the critical rules go inline; the full sheet moves to the end of <body> (no inline
// onload handler, so a strict Content-Security-Policy holds).
const beasties = new Beasties({ path: dist, publicPath: "/", preload: "body", pruneSource: false, logLevel: "warn" });

const entryScript = /\s*<script type="module" crossorigin src="(\/assets\/[^"]+)"><\/script>/;
const stylesheetLink = /<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)">/;
const entryPreloads = /\s*<link rel="modulepreload" crossorigin href="\/assets\/[^"]+">/g;

/**
 * The app's start on a public page: the HTML is already complete, so no script may stand between
 * it and the first paint (on a fast network every module landed before the first frame, and
 * running them held the paint back). This inline module waits until the browser reports the first
 * contentful paint (or 3 s, for a tab that paints nothing while hidden), then asks for the entry
 * with the page's and the language's chunks in parallel (modulepreload: one round trip, not a
 * chain). Inline, so it costs no request; the server allows it by its hash
 * (apps/server/src/platform/csp.ts reads every inline script of the build).
 * The full stylesheet comes with them: the page's own rules are inline (beasties), and the full
 * sheet arriving before the first frame made the browser style, lay out and rasterise the page a
 * second time before showing it. Without JavaScript, a <noscript> link loads it as before.
 */
function bootScript(entry, chunks, stylesheet) {
  const body = `
      let started = false;
      const start = () => {
        if (started) return;
        started = true;
        const sheet = document.createElement("link");
        sheet.rel = "stylesheet";
        sheet.href = ${JSON.stringify(stylesheet)};
        document.head.append(sheet);
        for (const href of ${JSON.stringify(chunks)}) {
          const link = document.createElement("link");
          link.rel = "modulepreload";
          link.href = href;
          document.head.append(link);
        }
        import(${JSON.stringify(entry)});
      };
      new PerformanceObserver((list, observer) => {
        if (list.getEntriesByName("first-contentful-paint").length === 0) return;
        observer.disconnect();
        setTimeout(start);
      }).observe({ type: "paint", buffered: true });
      setTimeout(start, 3000);
    `;
  return `<script type="module">${body}</script>`;
}

/**
 * The app shell in one language, for the pages the server answers with the app (every page of a
 * session, and the app's own paths): it picks the language by the same rule as the shell's script
 * (apps/server/src/web/language.ts), so here `lang` and `dir` are written in, and the language's
 * strings (and on the discover tab its chunks) are preloaded by tags the parser sees at once: no
 * script reads the cookie or adds links while the page loads (in a fresh profile that held the
 * parser up to 150 ms and started those chunks after the entry's).
 */
function appShell(lang, pageChunks, loadingMarkup = "", loadingScript = "") {
  const chunks = [...new Set([...chunksOf(`src/i18n/bundles/${lang}.ts`), ...pageChunks])].filter((href) => !inShell.has(href) && !appChunks.includes(href));
  // Before the stylesheet: an inline script after it waits for it (about 0.25 s of a first visit).
  const script = loadingScript ? `<script>${loadingScript}</script>\n    ` : "";
  const [sheet] = stylesheetLink.exec(template) ?? [];
  if (!sheet) throw new Error("prerender: no stylesheet in index.html");
  // The stylesheet before the entry and its chunks: it holds the first paint, and over HTTP/1.1's
  // six connections the browser hands them out in the order it finds the requests (behind some
  // twenty chunks it waited about 40 ms for a connection at 1x).
  return template
    .replace(/<html lang="[^"]*" dir="[^"]*">/, `<html lang="${lang}" dir="${directionOf(lang)}">`)
    .replace(languageScript, preloadTags(chunks))
    .replace(/\s*<link rel="stylesheet"[^>]*>/, "")
    .replace(entryScript, (entry) => `\n    ${script}${sheet}${entry}`)
    // Inert: its buttons and links only look ready; the app replaces the whole of it when it draws.
    .replace('<div id="root"></div>', loadingMarkup ? `<div id="root"><div inert>${loadingMarkup}</div></div>` : '<div id="root"></div>');
}

async function pageHtml(page, lang) {
  const markup = await renderPage(page.path, lang);
  const entry = entryScript.exec(template)?.[1];
  if (!entry) throw new Error("prerender: no entry script in index.html");
  const stylesheet = stylesheetLink.exec(template)?.[1];
  if (!stylesheet) throw new Error("prerender: no stylesheet in index.html");
  const shellChunks = [...template.matchAll(/<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+)">/g)].map((m) => m[1]);
  const chunks = [...new Set([...shellChunks, ...chunksOf(`src/i18n/bundles/${lang}.ts`), ...(page.layout ? chunksOf(page.layout) : []), ...chunksOf(page.module)])].filter((href) => href !== entry);
  const html = template
    .replace(/<html lang="[^"]*" dir="[^"]*">/, `<html lang="${lang}" dir="${directionOf(lang)}">`)
    // The page is already in its language, and only signed-out visitors get it (no session to check).
    .replace(languageScript, "")
    .replace(/\s*<!--[^>]*-->\s*<link rel="preload" href="\/api\/session"[^>]*>/, "")
    .replace(entryPreloads, "")
    .replace(entryScript, `\n    ${bootScript(entry, chunks, stylesheet)}`)
    .replace('<div id="root"></div>', `<div id="root" data-prerendered="${lang}">${markup}</div>`);
  const critical = await beasties.process(html);
  const [fullSheet] = critical.match(new RegExp(`<link rel="stylesheet"[^>]*href="${stylesheet}"[^>]*>`)) ?? [];
  if (!fullSheet) throw new Error("prerender: beasties dropped the stylesheet link");
  return critical.replace(fullSheet, `<noscript>${fullSheet}</noscript>`);
}

function write(file, html) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, html);
  writeFileSync(`${file}.br`, brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }));
  writeFileSync(`${file}.gz`, gzipSync(html, { level: 9 }));
}

write(path.join(dist, "index.html"), template);
const SHELLS = { app: "app.html", home: "home.html" };
for (const lang of LANGUAGES) {
  for (const page of [...PAGES, NOT_FOUND]) write(path.join(dist, "prerendered", lang, page.file), await pageHtml(page, lang));
  write(path.join(dist, "prerendered", lang, SHELLS.app), appShell(lang, []));
  // The discover tab's shell paints the tab's loading state at once (src/prerender.tsx renderHomeLoading),
  // and its script the top card's photo in it as soon as the deck is here (htmlTopCardScript).
  write(path.join(dist, "prerendered", lang, SHELLS.home), appShell(lang, homeChunks, await renderHomeLoading(lang), htmlTopCardScript));
}
// The public pages carry markers the server fills from the site settings (apps/server/src/web/site-pages.ts);
// these are the tile texts it fills them with, per language.
// One language at a time: the strings are read from the one i18n instance.
const strings = {};
for (const lang of LANGUAGES) strings[lang] = await siteStrings(lang);
writeFileSync(
  path.join(dist, "prerendered/pages.json"),
  JSON.stringify({ pages: Object.fromEntries(PAGES.map((p) => [p.path, p.file])), notFound: NOT_FOUND.file, appPaths, shells: SHELLS, siteStrings: strings }, null, 2),
);
// Build-time only: the server must not publish it.
rmSync(path.join(dist, ".vite"), { recursive: true, force: true });
console.log(`prerendered ${PAGES.length + 1} pages in ${LANGUAGES.join(", ")}`);
