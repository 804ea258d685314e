import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { routes } from "@ulfa/contracts";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { chromium, type BrowserContext, type Page } from "playwright-core";
import { CHROMIUM_PATH } from "./chromium";
import { apiMember, screenshot, uiString, useJourney, VIEWPORTS, type Lang, type ViewportName } from "./harness";

/** The installable app: service worker, manifest per language, the offline page, notification settings. */

type Strings = Record<string, Record<string, string>>;
const load = (lang: Lang, ns: string) =>
  JSON.parse(readFileSync(path.join(import.meta.dirname, `../apps/web/src/i18n/locales/${lang}/${ns}.json`), "utf8")) as Strings;

/**
 * A browser profile on disk, as a member's browser is: Chrome never offers to install an app from
 * an incognito profile (the harness's contexts are), which the installability check would report.
 */
async function profileContext(lang: Lang, viewport: ViewportName): Promise<{ context: BrowserContext; close(): Promise<void> }> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "ulfa-pwa-"));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: CHROMIUM_PATH,
    args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
    viewport: VIEWPORTS[viewport],
    locale: lang === "ar" ? "ar" : "en-GB",
    timezoneId: "UTC",
  });
  await context.addInitScript((l) => {
    try {
      document.cookie = `ulfa_lang=${l}; path=/; samesite=lax`;
    } catch {
      /* about:blank */
    }
  }, lang);
  return {
    context,
    async close() {
      await context.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Resolves once the service worker is active (its precache, the offline page included, is complete). */
const workerReady = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return registration.active?.scriptURL ?? null;
  });

async function installability(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = (await cdp.send("Page.getInstallabilityErrors")) as { installabilityErrors: { errorId: string }[] };
  const { url, data } = (await cdp.send("Page.getAppManifest")) as { url: string; data?: string };
  await cdp.detach();
  return { errors: installabilityErrors.map((e) => e.errorId), url, manifest: JSON.parse(data ?? "{}") as Record<string, unknown> };
}

async function goOffline(context: BrowserContext, page: Page, to: string) {
  await context.setOffline(true);
  await page.goto(to).catch(() => undefined);
  await page.locator("main").waitFor();
}

describe("installable app: service worker, manifest, offline page", () => {
  const journey = useJourney({ browser: false });

  it("a member's app registers the worker, is installable, offers notifications and shows the offline page (en, desktop)", async () => {
    const lang = "en";
    const P = load(lang, "profile");
    const N = load(lang, "notifications");
    const member = await apiMember(journey.server);
    const { context, close } = await profileContext(lang, "desktop");
    await context.addCookies([member.cookie]);
    // Granted before the worker starts, as a member who allowed notifications earlier would have.
    await context.grantPermissions(["notifications"], { origin: journey.server.url });
    const page = await context.newPage();
    await page.goto(`${journey.server.url}/home?tab=profile`);
    await page.getByRole("heading", { level: 1, name: String(P.title) }).waitFor();
    expect(await workerReady(page)).toBe(`${journey.server.url}/sw.js`);

    const { errors, manifest } = await installability(context, page);
    expect(errors).toEqual([]);
    expect(manifest).toMatchObject({ short_name: "Ulfa", lang: "en", dir: "ltr", start_url: "/home", display: "standalone" });

    // Settings: notifications on this device, every event switch, quiet hours.
    await page.getByRole("button", { name: P.menu.settings, exact: true }).click();
    const settings = page.getByRole("dialog", { name: P.settings.title });
    const section = settings.getByTestId("push-section");
    await section.scrollIntoViewIfNeeded();
    const events = N.push as unknown as { events: Record<string, string>; device: string; quiet: string };
    await expect.poll(() => section.getByRole("switch", { name: events.events.pushMatch }).isEnabled()).toBe(true);
    expect(await section.getByRole("switch", { name: events.device }).getAttribute("aria-checked")).toBe("false");
    await section.getByRole("switch", { name: events.quiet }).click();
    await section.getByLabel(N.push.quietFrom, { exact: true }).waitFor();
    await expect.poll(async () => member.call(routes.notifications.settings)).toMatchObject({
      quietHoursStart: "22:00",
      quietHoursEnd: "07:00",
      timeZone: "UTC",
    });
    // A real profile (not incognito) with an installable manifest: the browser offers the install.
    await settings.getByRole("button", { name: uiString(lang, "notifications", "install.button") }).waitFor();
    await section.scrollIntoViewIfNeeded();
    await screenshot(page, "settings-notifications", lang, "desktop");

    // A push reaching the worker (delivered through the DevTools protocol, as the push service
    // would) shows a notification in the member's language, tagged by conversation.
    expect(await page.evaluate(() => Notification.permission)).toBe("granted");
    const cdp = await context.newCDPSession(page);
    const registrationId = new Promise<string>((resolve) =>
      cdp.on("ServiceWorker.workerRegistrationUpdated", (e: { registrations: { registrationId: string; isDeleted: boolean }[] }) => {
        const live = e.registrations.find((r) => !r.isDeleted);
        if (live) resolve(live.registrationId);
      }),
    );
    await cdp.send("ServiceWorker.enable");
    const payload = { event: "message", title: "Sam", body: "Sent you a message", tag: "chat-7", url: "/home?tab=matches&chat=7", matchId: 7, unread: 1, lang: "en", dir: "ltr" };
    await cdp.send("ServiceWorker.deliverPushMessage", { origin: journey.server.url, registrationId: await registrationId, data: JSON.stringify(payload) });
    const shown = () =>
      page.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({ title: n.title, body: n.body, tag: n.tag })));
    await expect.poll(shown).toEqual([{ title: "Sam", body: "Sent you a message", tag: "chat-7" }]);

    // With that very conversation open and in front, the worker shows nothing: the chat shows it.
    const other = await apiMember(journey.server, { name: "Sam" });
    const ids = await Promise.all([member, other].map(async (m) => (await m.call(routes.users.me)).id));
    await member.call(routes.likes.like, { body: { toUserId: ids[1], isLike: true } });
    const liked = await other.call(routes.likes.like, { body: { toUserId: ids[0], isLike: true } });
    await page.goto(`${journey.server.url}/home?tab=matches&chat=${liked.matchId}`);
    await page.getByRole("textbox").first().waitFor();
    // The worker decides from its own view of the windows (focused, visible, on this chat), which
    // the browser updates a moment after the navigation: the push goes out once the worker sees the
    // chat in front, as it would for a member reading it, so the check is not a race with the page.
    await page.bringToFront();
    const [worker] = context.serviceWorkers();
    await expect
      .poll(() =>
        worker.evaluate(async () => {
          type WindowClients = { clients: { matchAll(o: object): Promise<{ url: string; focused: boolean; visibilityState: string }[]> } };
          const windows = await (self as unknown as WindowClients).clients.matchAll({ type: "window", includeUncontrolled: true });
          return windows.map((w) => ({ path: new URL(w.url).pathname + new URL(w.url).search, focused: w.focused, visible: w.visibilityState }));
        }),
      )
      .toContainEqual({ path: `/home?tab=matches&chat=${liked.matchId}`, focused: true, visible: "visible" });
    const inFront = { ...payload, tag: `chat-${liked.matchId}`, url: `/home?tab=matches&chat=${liked.matchId}`, matchId: liked.matchId };
    await cdp.send("ServiceWorker.deliverPushMessage", { origin: journey.server.url, registrationId: await registrationId, data: JSON.stringify(inFront) });
    await cdp.send("ServiceWorker.deliverPushMessage", { origin: journey.server.url, registrationId: await registrationId, data: JSON.stringify({ ...payload, tag: "chat-8", matchId: 8 }) });
    await expect.poll(async () => (await shown()).map((n) => n.tag).sort()).toEqual(["chat-7", "chat-8"]);
    await cdp.detach();

    // Nothing was cached but the build's files: no /api answer, no photo.
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
      return urls;
    });
    expect(cached).toContain("/offline.html");
    expect(cached.filter((url) => !/^\/(assets\/|icons\/|favicon\.svg$|offline\.html$|sw-push\.js$)/.test(url))).toEqual([]);

    await goOffline(context, page, `${journey.server.url}/home?tab=matches`);
    await page.getByRole("heading", { level: 1, name: "You're offline" }).waitFor();
    await screenshot(page, "offline", lang, "desktop");
    await context.setOffline(false);
    await close();
  });

  it("a visitor's landing page registers the worker; the manifest and the offline page are Arabic (ar, mobile)", async () => {
    const lang = "ar";
    const { context, close } = await profileContext(lang, "mobile");
    const page = await context.newPage();
    await page.goto(`${journey.server.url}/`);
    expect(await workerReady(page)).toBe(`${journey.server.url}/sw.js`);
    const { errors, manifest } = await installability(context, page);
    expect(errors).toEqual([]);
    expect(manifest).toMatchObject({ short_name: "أُلفة", lang: "ar", dir: "rtl" });

    await goOffline(context, page, `${journey.server.url}/about`);
    await page.getByRole("heading", { level: 1, name: "أنت غير متصل" }).waitFor();
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual(["ar", "rtl"]);
    await screenshot(page, "offline", lang, "mobile");
    // Back online, the same link loads the real page again: navigations are never served from a cache.
    await context.setOffline(false);
    await page.goto(`${journey.server.url}/about`);
    expect(await page.getByRole("heading", { level: 1, name: "أنت غير متصل" }).count()).toBe(0);
    await close();
  });
});
