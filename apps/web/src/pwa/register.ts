import { captureInstallOffer } from "./install-offer";

/**
 * Registers the service worker (dist/sw.js, built by vite-plugin-pwa: see vite.config.ts) once the
 * page has loaded and the browser is idle: its precache downloads every script of the app, and on a
 * first visit that must not compete with the page's own chunks, API calls and photos; and moves the app to the
 * screen a clicked notification names (public/sw-push.js posts it) with the router, not a reload.
 */
export function registerServiceWorker(navigate: (url: string) => void): void {
  captureInstallOffer();
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  navigator.serviceWorker.addEventListener("message", (event: MessageEvent<{ type?: string; url?: string }>) => {
    if (event.data?.type === "navigate" && typeof event.data.url === "string" && event.data.url.startsWith("/")) navigate(event.data.url);
  });
  const register = () => void navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch(() => undefined);
  const whenIdle = () => ("requestIdleCallback" in window ? requestIdleCallback(register, { timeout: 5000 }) : setTimeout(register, 1000));
  if (document.readyState === "complete") whenIdle();
  else window.addEventListener("load", whenIdle, { once: true });
}
