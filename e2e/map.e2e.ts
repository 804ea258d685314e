import { describe, expect, it } from "vitest";
import { routes } from "@ulfa/contracts";
import { apiMember, idOf, MATRIX, screenshot, useJourney, signedInPage } from "./harness";

const A_AT = { latitude: 51.5007, longitude: -0.1246 };
const B_AT = { latitude: 51.5194, longitude: -0.127 };

describe("live map of matches", () => {
  const journey = useJourney();

  for (const { lang, viewport } of MATRIX) {
    it(`shows a matched member's marker and drops it when they stop sharing (${lang}, ${viewport})`, async () => {
      const a = await apiMember(journey.server, { name: "Amira" });
      const b = await apiMember(journey.server, { name: `Bea ${lang}${viewport}` });
      const [aId, bId] = [await idOf(a), await idOf(b)];
      await a.call(routes.likes.like, { body: { toUserId: bId, isLike: true, isSuperLike: false } });
      const liked = await b.call(routes.likes.like, { body: { toUserId: aId, isLike: true, isSuperLike: false } });
      expect(liked.match).toBe(true);
      await b.call(routes.map.sharing, { body: { enabled: true } });
      await b.call(routes.map.visibility, { body: { visible: true } });
      await b.call(routes.map.update, { body: B_AT });

      const page = await signedInPage(journey.browser, a, { lang, viewport, geolocation: A_AT });
      const outside: string[] = [];
      page.on("request", (req) => {
        const host = new URL(req.url()).hostname;
        if (host !== "127.0.0.1" && !req.url().startsWith("data:")) outside.push(req.url());
      });
      await page.goto(`${journey.server.url}/home?tab=map`);

      // Sharing is off for a new member: the disabled screen, then the privacy dialog.
      await page.getByTestId("map-disabled").waitFor();
      await screenshot(page, "map-disabled", lang, viewport);
      await page.getByTestId("map-disabled").getByRole("button").click();
      const dialog = page.getByTestId("location-privacy-dialog");
      // Sharing on with no stored position: the map asks the browser and saves the snapped point.
      // Wait for the app's own calls to answer (not a polling deadline: CI machines are slow).
      const located = page.waitForResponse((r) => r.url().endsWith(routes.map.update.path) && r.request().method() === "POST");
      await dialog.locator('[role="switch"]').first().click();
      expect((await located).status()).toBe(200);
      expect((await a.call(routes.users.me)).latitude).toBe(51.505);
      const shown = page.waitForResponse((r) => r.url().endsWith(routes.map.visibility.path) && r.request().method() === "POST");
      await dialog.locator('[role="switch"]').nth(1).click();
      expect((await shown).status()).toBe(200);
      expect((await a.call(routes.users.me)).showOnMap).toBe(true);
      await page.keyboard.press("Escape");

      const marker = page.locator(`.leaflet-marker-icon[title="${b.name}"]`);
      await marker.waitFor();
      expect(await page.getByTestId("map-count").textContent()).toBe("1");
      expect(await page.locator(".leaflet-control-attribution").textContent()).toContain("OpenStreetMap");
      await marker.click();
      await expect.poll(() => page.getByTestId(`map-popup-${bId}`).textContent()).toMatch(lang === "ar" ? /كم/ : /\d\.\d km away/);
      // Leaflet fades popups in; photograph it once fully shown.
      await expect.poll(() => page.locator(".leaflet-popup").evaluate((el) => getComputedStyle(el).opacity)).toBe("1");
      await screenshot(page, "map-matches", lang, viewport);
      // Leaflet's own buttons are named in the member's language (issue 31).
      const names = lang === "ar" ? ["تكبير", "تصغير", "إغلاق"] : ["Zoom in", "Zoom out", "Close"];
      expect(await page.locator(".leaflet-control-zoom-in").getAttribute("aria-label")).toBe(names[0]);
      expect(await page.locator(".leaflet-control-zoom-out").getAttribute("aria-label")).toBe(names[1]);
      expect(await page.locator(".leaflet-popup-close-button").getAttribute("aria-label")).toBe(names[2]);
      // The popup's close button sits at the inline end (top left in Arabic), finger-sized, and the
      // popup's text keeps clear of it.
      const popup = (await page.locator(".leaflet-popup-content-wrapper").boundingBox())!;
      const close = (await page.locator(".leaflet-popup-close-button").boundingBox())!;
      if (lang === "ar") expect(close.x + close.width).toBeLessThan(popup.x + popup.width / 2);
      else expect(close.x).toBeGreaterThan(popup.x + popup.width / 2);
      expect(Math.min(close.width, close.height)).toBeGreaterThanOrEqual(24);
      const text = (await page.getByTestId(`map-popup-${bId}`).boundingBox())!;
      if (lang === "ar") expect(text.x).toBeGreaterThanOrEqual(close.x + close.width);
      else expect(text.x + text.width).toBeLessThanOrEqual(close.x);
      // The zoom buttons sit on the inline-start side (Leaflet's positions are physical: top right in
      // Arabic), each at least 24 px square; the attribution goes to the inline end.
      const map = (await page.getByTestId("match-map").boundingBox())!;
      const zoom = (await page.locator(".leaflet-control-zoom").boundingBox())!;
      if (lang === "ar") expect(zoom.x).toBeGreaterThan(map.x + map.width / 2);
      else expect(zoom.x + zoom.width).toBeLessThan(map.x + map.width / 2);
      for (const button of [".leaflet-control-zoom-in", ".leaflet-control-zoom-out"]) {
        const box = (await page.locator(button).boundingBox())!;
        expect(Math.min(box.width, box.height), button).toBeGreaterThanOrEqual(24);
      }
      const credit = (await page.locator(".leaflet-control-attribution").boundingBox())!;
      if (lang === "ar") expect(credit.x).toBeLessThan(map.x + 2);
      else expect(credit.x + credit.width).toBeGreaterThan(map.x + map.width - 2);
      // The licence's credit stays; Leaflet's link is titled in the member's language.
      expect(await page.locator(".leaflet-control-attribution").textContent()).toContain("OpenStreetMap contributors");
      expect(await page.locator('.leaflet-control-attribution a[href="https://leafletjs.com"]').getAttribute("title")).toBe(
        lang === "ar" ? "مكتبة جافاسكربت للخرائط التفاعلية" : "A JavaScript library for interactive maps",
      );

      // B stops sharing: gone from A's map after a refresh (the map also polls every 30 s).
      await b.call(routes.map.sharing, { body: { enabled: false } });
      await page.reload();
      await page.getByTestId("match-map").waitFor();
      await page.locator(".leaflet-marker-icon").first().waitFor();
      expect(await marker.count()).toBe(0);
      expect(await page.getByTestId("map-count").textContent()).toBe("0");
      expect(outside).toEqual([]);
      await page.context().close();
    });
  }
});
