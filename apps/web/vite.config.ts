import path from "node:path";
import { defineConfig } from "vite";
import type { ChunkingContext } from "rolldown";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { compression } from "vite-plugin-compression2";
import { VitePWA } from "vite-plugin-pwa";

const api = process.env.ULFA_API ?? "http://localhost:5000";

/**
 * The modules a signed-in member's first screen (/home, the discover tab) runs, from the module
 * graph: what app/start.tsx imports statically ("app", the shell every page of the app needs),
 * and what the home page and the discover tab add ("discover"). Each set goes out as one chunk.
 * Left to itself the bundler made a chunk for every set of lazy routes sharing a module: 45
 * files for that screen, most under 1 KB, queued six at a time over HTTP/1.1 and each compiled
 * and linked on its own. start.tsx itself stays out: its top-level code draws the app, and the
 * entry (main.tsx, which imports from "app") must run first.
 */
const FIRST_SCREEN = { app: ["src/app/start.tsx"], discover: ["src/features/home/HomePage.tsx", "src/features/discover/DiscoverTab.tsx"] };
type FirstScreen = Record<keyof typeof FIRST_SCREEN, Set<string>>;
let firstScreen: FirstScreen | null = null;

function staticClosure(roots: string[], ctx: ChunkingContext, exclude: Set<string> = new Set()): Set<string> {
  const seen = new Set<string>();
  const queue = roots.map((root) => path.resolve(import.meta.dirname, root));
  while (queue.length > 0) {
    const id = queue.pop()!;
    if (seen.has(id) || exclude.has(id)) continue;
    seen.add(id);
    queue.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

function firstScreenChunk(id: string, ctx: ChunkingContext): keyof FirstScreen | null {
  if (!firstScreen) {
    const app = staticClosure(FIRST_SCREEN.app, ctx);
    app.delete(path.resolve(import.meta.dirname, FIRST_SCREEN.app[0]));
    firstScreen = { app, discover: staticClosure(FIRST_SCREEN.discover, ctx, app) };
  }
  if (firstScreen.app.has(id)) return "app";
  return firstScreen.discover.has(id) ? "discover" : null;
}

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
                { name: firstScreenChunk, priority: 10 },
              ],
            },
          },
        },
      },
}));
