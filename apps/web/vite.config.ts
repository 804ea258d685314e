import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { compression } from "vite-plugin-compression2";
import { VitePWA } from "vite-plugin-pwa";

const api = process.env.ULFA_API ?? "http://localhost:5000";

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
            codeSplitting: {
              groups: [
                { name: "framework", test: /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|@tanstack|use-sync-external-store|clsx)[\\/]/ },
                { name: "icons", test: /node_modules[\\/]lucide-react[\\/]/ },
                // The Radix core every dialog, switch and slider of the signed-in app shares (focus
                // scope, portal, presence, scroll lock): one request instead of five. No public page
                // uses it; menus (floating-ui) and toasts stay in their own lazy chunks.
                {
                  name: "radix",
                  test: /node_modules[\\/](@radix-ui[\\/](primitive|react-(compose-refs|context|slot|primitive|use-[a-z-]+|dismissable-layer|portal|presence|direction|collection|id|focus-scope|focus-guards))|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|tslib|aria-hidden|get-nonce)[\\/]/,
                },
              ],
            },
          },
        },
      },
}));
