// Web Push handlers, imported by the Workbox service worker (vite.config.ts, `importScripts`).
// What a push carries is PushPayload in packages/contracts/src/push.ts.
/* eslint-env serviceworker */

/** How long a push event waits for the app badge to be set. */
var BADGE_WAIT_MS = 1000;

/** The chat a window shows: /home?tab=matches&chat=<id>. */
function showsChat(client, matchId) {
  var url = new URL(client.url);
  return url.pathname === "/home" && url.searchParams.get("chat") === String(matchId);
}

self.addEventListener("push", function (event) {
  var data;
  try {
    data = event.data ? event.data.json() : null;
  } catch (e) {
    data = null;
  }
  if (!data || !data.title) return;
  event.waitUntil(
    (async function () {
      // The badge is a nicety: it runs beside the notification and never holds it up, and the event
      // waits for it BADGE_WAIT_MS at most. A badge service that never answers (seen in headless
      // Chromium) would otherwise keep this push event open, and the browser holds the pushes after
      // it until it ends: a later message would show no notification.
      var badge = Promise.resolve();
      if (typeof data.unread === "number" && self.navigator.setAppBadge) {
        badge = Promise.race([
          (data.unread > 0 ? self.navigator.setAppBadge(data.unread) : self.navigator.clearAppBadge()).catch(function () {}),
          new Promise(function (resolve) {
            setTimeout(resolve, BADGE_WAIT_MS);
          }),
        ]);
      }
      var windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      // A window in front on this very conversation shows the message already. The check is here,
      // not on the server: it knows every tab of this device, across instances, at the moment the
      // push arrives (and browsers waive the must-show rule while a page of the site is focused).
      if (data.matchId && windows.some(function (c) { return c.focused && c.visibilityState === "visible" && showsChat(c, data.matchId); })) return badge;
      await self.registration.showNotification(data.title, {
        body: data.body,
        tag: data.tag,
        lang: data.lang,
        dir: data.dir,
        icon: "/icons/icon-192.png",
        data: { url: data.url },
      });
      await badge;
    })(),
  );
});

self.addEventListener("notificationclick", function (event) {
  event.notification.close();
  var target = new URL((event.notification.data && event.notification.data.url) || "/home", self.location.origin);
  if (target.origin !== self.location.origin) return;
  event.waitUntil(
    (async function () {
      var windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      var open = windows.find(function (c) { return new URL(c.url).origin === target.origin; });
      if (open) {
        await open.focus();
        // The app moves there with its router (src/pwa/register.ts): no reload, no lost state.
        open.postMessage({ type: "navigate", url: target.pathname + target.search });
        return;
      }
      await self.clients.openWindow(target.href);
    })(),
  );
});
