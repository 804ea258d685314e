import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMember, createTestApp, testDbKind, type TestApp } from "../../test/harness";
import { PRERENDER_MANIFEST } from "./serve";

// A deck slower than the head waits for (serve.ts HEAD_WAITS_FOR_DECK_MS, 100 ms), yet within the
// page's own wait for it (1 s): the page starts without it, and the photo comes named with the deck.
// The deck is slowed in this app's own presence (the cards' online dots), not by mocking a module:
// the server's tests share one module cache per worker (isolate: false), where a module mock
// reaches neither the files that already imported the real one nor only this file.
function slowDecks(t: TestApp) {
  const presence = t.app.deps.presence;
  const onlineAmong = presence.onlineAmong.bind(presence);
  presence.onlineAmong = async (ids) => (await sleep(400), onlineAmong(ids));
}

function fakeWebDist(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "ulfa-web-"));
  const write = (file: string, body: string) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), body);
  };
  write("index.html", "<html>shell</html>");
  for (const lang of ["en", "ar"]) {
    write(`prerendered/${lang}/app.html`, `<html lang="${lang}">app shell</html>`);
    write(`prerendered/${lang}/home.html`, `<html lang="${lang}"><head><meta charset="UTF-8"></head><body>discover shell</body></html>`);
  }
  write(PRERENDER_MANIFEST, JSON.stringify({ pages: {}, notFound: "404.html", appPaths: ["/home"], shells: { app: "app.html", home: "home.html" } }));
  return dir;
}

describe(`a signed-in /home whose deck is late (${testDbKind})`, () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = fakeWebDist();
    t = await createTestApp({ config: { webDist: dist } });
    slowDecks(t);
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it("starts the page without it, then names the top card's photo beside the deck at the end", async () => {
    const where = { latitude: 59.33, longitude: 18.07, maxDistance: 10 };
    const member = await createMember(t, { ...where, gender: "female" });
    const name = "fedcba9876543210fedcba9876543210.jpg";
    await createMember(t, { ...where, gender: "male", photos: [`/api/media/photos/${name}`] });
    const home = await member.request("GET", "/home");
    expect(home.headers["cache-control"]).toBe("private, no-store");
    const [head] = /<head>.*?<\/head>/s.exec(home.body) ?? [""];
    expect(head).not.toContain('rel="preload"');
    expect(home.body).toMatch(/discover shell<link rel="preload" as="image" type="image\/avif" fetchpriority="high" imagesrcset="[^"]*fedcba9876543210[^"]*"[^>]*><script type="application\/json" id="ulfa-deck"/);
    expect(home.body.endsWith("</body></html>")).toBe(true);
  });
});
