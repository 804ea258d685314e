import { captureInstallPrompt } from "./install-prompt";

/**
 * Registers the service worker (dist/sw.js, built by vite-plugin-pwa: see vite.config.ts) once the
 * page has loaded, so its precache never competes with the first paint; and moves the app to the
 * screen a clicked notification names (public/sw-push.js posts it) with the router, not a reload.
 */
export function registerServiceWorker(navigate: (url: string) => void): void {
  captureInstallPrompt();
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  navigator.serviceWorker.addEventListener("message", (event: MessageEvent<{ type?: string; url?: string }>) => {
    if (event.data?.type === "navigate" && typeof event.data.url === "string" && event.data.url.startsWith("/")) navigate(event.data.url);
  });
  const register = () => void navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch(() => undefined);
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}
