import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { compression } from "vite-plugin-compression2";

const api = process.env.ULFA_API ?? "http://localhost:5000";

export default defineConfig(({ isSsrBuild }) => ({
  // The client build writes a .br and a .gz beside every text asset; the server sends them as they are.
  plugins: [react(), tailwindcss(), ...(isSsrBuild ? [] : [compression({ algorithms: ["brotliCompress", "gzip"], logLevel: "warn" })])],
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
              ],
            },
          },
        },
      },
}));
