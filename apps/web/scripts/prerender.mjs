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
const { PAGES, NOT_FOUND, LANGUAGES, appPaths, directionOf, renderPage } = await import(path.join(web, ".prerender/prerender.js"));
const manifest = JSON.parse(readFileSync(path.join(dist, ".vite/manifest.json"), "utf8"));
const bundleOf = (lang) => `/${manifest[`src/i18n/bundles/${lang}.ts`].file}`;
// The app shell's language script preloads the strings of the language it picks.
const template = readFileSync(path.join(dist, "index.html"), "utf8").replace(
  "var bundles = {};",
  `var bundles = ${JSON.stringify(Object.fromEntries(LANGUAGES.map((lang) => [lang, bundleOf(lang)])))};`,
);
// Only the critical rules go inline; the full sheet moves to the end of <body> (no inline
// onload handler, so a strict Content-Security-Policy holds).
const beasties = new Beasties({ path: dist, publicPath: "/", preload: "body", pruneSource: false, logLevel: "warn" });

/** The page's own chunk and everything it imports statically: fetched in parallel with the entry. */
function chunksOf(module) {
  const seen = new Set();
  const visit = (key) => {
    const entry = manifest[key];
    if (!entry || seen.has(entry.file)) return;
    seen.add(entry.file);
    for (const dep of entry.imports ?? []) visit(dep);
  };
  visit(module);
  return [...seen];
}

async function pageHtml(page, lang) {
  const markup = await renderPage(page.path, lang);
  const alreadyPreloaded = new Set([...template.matchAll(/(?:href|src)="\/(assets\/[^"]+)"/g)].map((m) => m[1]));
  const preloads = [...chunksOf(`src/i18n/bundles/${lang}.ts`), ...chunksOf(page.module)]
    .filter((file) => !alreadyPreloaded.has(file))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join("\n    ");
  const html = template
    .replace(/<html lang="[^"]*" dir="[^"]*">/, `<html lang="${lang}" dir="${directionOf(lang)}">`)
    // The page is already in its language, and only signed-out visitors get it (no session to check).
    .replace(/\s*<script>[\s\S]*?<\/script>/, "")
    .replace(/\s*<!--[^>]*-->\s*<link rel="preload" href="\/api\/session"[^>]*>/, "")
    .replace("</head>", `  ${preloads}\n  </head>`)
    .replace('<div id="root"></div>', `<div id="root" data-prerendered="${lang}">${markup}</div>`);
  return beasties.process(html);
}

function write(file, html) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, html);
  writeFileSync(`${file}.br`, brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }));
  writeFileSync(`${file}.gz`, gzipSync(html, { level: 9 }));
}

write(path.join(dist, "index.html"), template);
for (const lang of LANGUAGES) {
  for (const page of [...PAGES, NOT_FOUND]) write(path.join(dist, "prerendered", lang, page.file), await pageHtml(page, lang));
}
writeFileSync(
  path.join(dist, "prerendered/pages.json"),
  JSON.stringify({ pages: Object.fromEntries(PAGES.map((p) => [p.path, p.file])), notFound: NOT_FOUND.file, appPaths }, null, 2),
);
// Build-time only: the server must not publish it.
rmSync(path.join(dist, ".vite"), { recursive: true, force: true });
console.log(`prerendered ${PAGES.length + 1} pages in ${LANGUAGES.join(", ")}`);
