import path from "node:path";
import { defineConfig } from "vite";
import type { ChunkingContext } from "rolldown";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { compression } from "vite-plugin-compression2";
import { VitePWA } from "vite-plugin-pwa";

const api = process.env.ULFA_API ?? "http://localhost:5000";

/**
 * The modules a signed-in member's first screen (/home, the discover tab) runs, taken from the
 * module graph, in four chunks:
 * - "boot": what the entry (main.tsx) imports. It starts the /home calls and the top card's photo,
 *   so it must not wait for the framework or the app;
 * - "app": what app/start.tsx adds, the shell every page of the app needs;
 * - "discover": what only the home page and the discover tab use;
 * - "member": what they share with the other signed-in screens (buttons, dialogs, tailwind-merge),
 *   but no public page: a public page (scripts/prerender.mjs, src/prerender.tsx PAGES) would load
 *   the whole chunk for one small module, and their first visits stay lean.
 * Left to itself the bundler made a chunk for every set of lazy routes sharing a module: 45 files
 * for that screen, most under 1 KB, queued six at a time over HTTP/1.1 and each compiled and linked
 * on its own. The entry and start.tsx stay their own chunks: start.tsx's top-level code draws the
 * app, and the entry must run before it.
 */
const FIRST_SCREEN = {
  boot: "src/main.tsx",
  app: "src/app/start.tsx",
  discover: ["src/app/layouts/MemberLayout.tsx", "src/app/home/HomePage.tsx", "src/features/discover/DiscoverTab.tsx"],
  publicPages: ["src/app/layouts/PublicLayout.tsx", "src/features/landing/LandingPage.tsx", "src/features/about/AboutPage.tsx", "src/features/legal/PrivacyPolicyPage.tsx", "src/features/errors/NotFoundPage.tsx"],
};
type FirstScreenChunk = "boot" | "app" | "discover" | "member";
let firstScreen: Record<FirstScreenChunk, Set<string>> | null = null;
const resolved = (file: string) => path.resolve(import.meta.dirname, file);

/** The modules `roots` import statically, directly or not, but for those in `known`. */
function staticClosure(roots: string[], ctx: ChunkingContext, known: Set<string>[] = []): Set<string> {
  const seen = new Set<string>();
  const queue = roots.map(resolved);
  while (queue.length > 0) {
    const id = queue.pop()!;
    if (seen.has(id) || known.some((set) => set.has(id))) continue;
    seen.add(id);
    queue.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/** The modules of `set` nothing outside it imports (`roots` are imported from outside: they stay). */
function onlyUsedWithin(set: Set<string>, roots: string[], ctx: ChunkingContext): Set<string> {
  const kept = new Set(set);
  const rootIds = new Set(roots.map(resolved));
  for (let changed = true; changed; ) {
    changed = false;
    for (const id of kept) {
      const info = ctx.getModuleInfo(id);
      const importers = [...(info?.importers ?? []), ...(info?.dynamicImporters ?? [])];
      if (!rootIds.has(id) && !importers.every((importer) => kept.has(importer))) {
        kept.delete(id);
        changed = true;
      }
    }
  }
  return kept;
}

function firstScreenSets(ctx: ChunkingContext): Record<FirstScreenChunk, Set<string>> {
  const boot = staticClosure([FIRST_SCREEN.boot], ctx);
  boot.delete(resolved(FIRST_SCREEN.boot));
  const app = staticClosure([FIRST_SCREEN.app], ctx, [boot]);
  app.delete(resolved(FIRST_SCREEN.app));
  const home = staticClosure(FIRST_SCREEN.discover, ctx, [boot, app]);
  const discover = onlyUsedWithin(home, FIRST_SCREEN.discover, ctx);
  const publicPages = staticClosure(FIRST_SCREEN.publicPages, ctx);
  const member = new Set([...home].filter((id) => !discover.has(id) && !publicPages.has(id)));
  return { boot, app, discover, member };
}

/**
 * A chunk group for one of the sets, which hold their modules' imports already (so no group takes
 * more than its set: includeDependenciesRecursively off); boot first, then app.
 */
const firstScreenGroup = (chunk: FirstScreenChunk, priority: number) => ({
  priority,
  includeDependenciesRecursively: false,
  name: (id: string, ctx: ChunkingContext) => {
    firstScreen ??= firstScreenSets(ctx);
    return firstScreen[chunk].has(id) ? chunk : null;
  },
});

/**
 * The service worker (dist/sw.js, Workbox): precaches the hashed scripts, styles, icons and the
 * offline page; page loads always go to the network (the server picks the page per session and
 * language) and fall back to the offline page; nothing else is cached, so no /api answer, photo or
 * other member data ever lands in a cache. Push handlers: public/sw-push.js. The manifest is the
 * server's, per language (apps/server/src/web/manifest.ts); the app registers the worker itself
 * (src/pwa/register.ts).
 */
const serviceWorker = () =>
  VitePWA({
    injectRegister: false,
    manifest: false,
    filename: "sw.js",
    workbox: {
      globPatterns: ["assets/**/*.{js,css,woff2}", "icons/*.png", "favicon.svg", "offline.html", "sw-push.js"],
      maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      navigateFallback: null,
      cleanupOutdatedCaches: true,
      importScripts: ["/sw-push.js"],
      runtimeCaching: [
        {
          urlPattern: ({ request }) => request.mode === "navigate",
          handler: "NetworkOnly",
          options: { precacheFallback: { fallbackURL: "/offline.html" } },
        },
      ],
    },
  });

export default defineConfig(({ isSsrBuild }) => ({
  // The client build writes a .br and a .gz beside every text asset; the server sends them as they are.
  plugins: [
    react(),
    tailwindcss(),
    ...(isSsrBuild ? [] : [compression({ algorithms: ["brotliCompress", "gzip"], logLevel: "warn" }), serviceWorker()]),
  ],
  server: {
    port: 5173,
    proxy: {
      "/api": api,
      "/media": api,
      "/ws": { target: api.replace(/^http/, "ws"), ws: true },
    },
  },
  build: isSsrBuild
    ? { outDir: ".prerender", emptyOutDir: true, copyPublicDir: false }
    : {
        outDir: "dist",
        sourcemap: true,
        chunkSizeWarningLimit: 1200,
        // The manifest tells the prerender step which chunks each public page needs first.
        manifest: true,
        rolldownOptions: {
          output: {
            // Fewer, larger requests on a first visit: over HTTP/1.1 a browser opens six connections
            // per host, and forty small chunks queue behind each other (and the API calls behind them).
            // The libraries' groups come first (priority), so a later deploy that changes only the
            // app's code leaves them cached.
            codeSplitting: {
              groups: [
                { name: "framework", priority: 30, test: /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|@tanstack|use-sync-external-store|clsx)[\\/]/ },
                { name: "icons", priority: 20, test: /node_modules[\\/]lucide-react[\\/]/ },
                // The Radix core every dialog, switch and slider of the signed-in app shares (focus
                // scope, portal, presence, scroll lock): one request instead of five. No public page
                // uses it; menus (floating-ui) and toasts stay in their own lazy chunks.
                {
                  name: "radix",
                  priority: 20,
                  test: /node_modules[\\/](@radix-ui[\\/](primitive|react-(compose-refs|context|slot|primitive|use-[a-z-]+|dismissable-layer|portal|presence|direction|collection|id|focus-scope|focus-guards))|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|tslib|aria-hidden|get-nonce)[\\/]/,
                },
                firstScreenGroup("boot", 13),
                firstScreenGroup("app", 12),
                firstScreenGroup("discover", 11),
                firstScreenGroup("member", 10),
              ],
            },
          },
        },
      },
}));
