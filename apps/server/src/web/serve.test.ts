import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { brandStyleElement, SITE_DEFAULTS } from "@ulfa/contracts";
import { createMember, createTestApp, testDbKind, type TestApp } from "../../test/harness";
import { PRERENDER_MANIFEST } from "./serve";

// The discover shell is big enough to be compressed (over 1 KB), like the real one.
const HOME_BODY = `<!--${"-".repeat(1200)}-->`;

/** A miniature web build: the app shell, one prerendered page per language, a pre-compressed asset. */
function fakeWebDist(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "ulfa-web-"));
  const write = (file: string, body: string | Buffer) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), body);
  };
  write("index.html", "<html>shell</html>");
  for (const lang of ["en", "ar"]) {
    write(`prerendered/${lang}/index.html`, `<html lang="${lang}">landing</html>`);
    write(`prerendered/${lang}/404.html`, `<html lang="${lang}">not found</html>`);
    write(`prerendered/${lang}/app.html`, `<html lang="${lang}">app shell</html>`);
    write(`prerendered/${lang}/home.html`, `<html lang="${lang}"><head></head><body>discover shell${HOME_BODY}</body></html>`);
  }
  write(
    PRERENDER_MANIFEST,
    JSON.stringify({ pages: { "/": "index.html" }, notFound: "404.html", appPaths: ["/", "/home", "/login"], shells: { app: "app.html", home: "home.html" } }),
  );
  write("sw.js", "importScripts('/sw-push.js');");
  const script = "console.log('ulfa');".repeat(200);
  write("assets/app-abc.js", script);
  write("assets/app-abc.js.br", brotliCompressSync(script));
  return dir;
}

describe(`serving the web app (${testDbKind})`, () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = fakeWebDist();
    t = await createTestApp({ config: { webDist: dist } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url, headers });

  it("sends a signed-out visitor the prerendered page in the language of the cookie, else of Accept-Language", async () => {
    expect((await get("/", { "accept-language": "ar-EG,en;q=0.5" })).body).toBe('<html lang="ar">landing</html>');
    expect((await get("/", { "accept-language": "ar", cookie: "ulfa_lang=en" })).body).toBe('<html lang="en">landing</html>');
    const res = await get("/");
    expect(res.body).toBe('<html lang="en">landing</html>');
    expect(res.headers.vary).toMatch(/Cookie, Accept-Language/);
    expect(res.headers["cache-control"]).toBe("no-cache");
  });

  it("sends the app shell in the visitor's language to a request with a session cookie and for app routes", async () => {
    const member = await createMember(t);
    const signedIn = await member.request("GET", "/");
    expect(signedIn.body).toBe('<html lang="en">app shell</html>');
    // It depends on the member: kept by no shared cache, and caches key on the cookie.
    expect(signedIn.headers["cache-control"]).toBe("private, no-cache");
    expect(signedIn.headers.vary).toMatch(/Cookie/);
    expect((await member.request("GET", "/profile", undefined, { cookie: `${member.cookie}; ulfa_lang=ar` })).body).toBe('<html lang="ar">app shell</html>');
    expect((await get("/login", { "accept-language": "ar" })).body).toBe('<html lang="ar">app shell</html>');
  });

  it("sends /home on the discover tab the shell that preloads that tab's chunks; other tabs get the app shell", async () => {
    const member = await createMember(t);
    expect((await member.request("GET", "/home")).body).toMatch(/^<html lang="en"><head><style id="ulfa-brand">[^<]*<\/style><\/head><body>discover shell<!--.*-->.*<\/body><\/html>$/s);
    expect((await member.request("GET", "/home?tab=matches")).body).toBe('<html lang="en">app shell</html>');
    expect((await get("/home", { "accept-language": "ar-EG" })).body).toBe(`<html lang="ar"><head>${brandStyleElement(SITE_DEFAULTS.brandColor)}</head><body>discover shell${HOME_BODY}</body></html>`);
  });

  it("writes the member's first deck into a signed-in /home, as GET /api/discover answers it, safe inside a script element", async () => {
    const bio = "Hi </script><script>alert(1)</script> <!-- \u2028";
    const where = { latitude: 48.85, longitude: 2.35 };
    const member = await createMember(t, { ...where, maxDistance: 40, gender: "female", bio: "viewer" });
    await createMember(t, { ...where, gender: "male", bio });
    const home = await member.request("GET", "/home", undefined, { "accept-encoding": "br" });
    // Other members' cards are in it: stored by no cache, the browser's own included.
    expect([home.headers["content-encoding"], home.headers["cache-control"]]).toEqual(["br", "private, no-store"]);
    expect(home.headers["content-type"]).toMatch(/^text\/html/);
    expect(home.headers.vary).toMatch(/Accept-Encoding/);
    const html = brotliDecompressSync(home.rawPayload).toString();
    const data = /<script type="application\/json" id="ulfa-deck" data-url="([^"]*)">(.*?)<\/script>/s.exec(html);
    expect(data?.[1]).toBe("/api/discover?maxDistance=40&amp;globalMatching=false");
    expect(html).not.toContain("<script>alert(1)");
    // The top card has no stored photo here: nothing to preload.
    expect(html).not.toContain('rel="preload" as="image"');
    expect(html.endsWith("</body></html>")).toBe(true);
    const api = await member.request("GET", "/api/discover?maxDistance=40&globalMatching=false");
    expect(JSON.parse(data![2])).toEqual(api.json());
    expect(api.json().map((card: { bio: string }) => card.bio)).toContain(bio);
    // The deck is in the page, so only the preferences are preloaded.
    expect(home.headers.link).toBe("</api/preferences>; rel=preload; as=fetch; crossorigin=use-credentials");

    const gzip = await member.request("GET", "/home", undefined, { "accept-encoding": "br;q=0, gzip" });
    expect([gzip.headers["content-encoding"], gunzipSync(gzip.rawPayload).toString()]).toEqual(["gzip", html]);
    expect((await member.request("GET", "/home", undefined, { "accept-encoding": "identity" })).body).toBe(html);
    // Only for a live session on the discover tab.
    expect((await get("/home", { cookie: "ulfa_session=stale" })).body).not.toContain("ulfa-deck");
    expect((await member.request("GET", "/home?tab=matches")).body).not.toContain("ulfa-deck");
  });

  it("preloads the top card's photo first in <head>, the AVIF copy at the card's sizes", async () => {
    const where = { latitude: -33.87, longitude: 151.21 };
    const member = await createMember(t, { ...where, maxDistance: 10, gender: "female" });
    const name = "0123456789abcdef0123456789abcdef.jpg";
    await createMember(t, { ...where, gender: "male", photos: [`/api/media/photos/${name}`] });
    const html = (await member.request("GET", "/home")).body;
    const srcset = [320, 480, 640, 960].map((w) => `/api/media/photos/${name}?w=${w}&f=avif ${w}w`).join(", ");
    // The deck is ready well within the head's wait here: the preload is the first thing in the page.
    expect(html).toMatch(/^<html lang="en"><head>\n {4}<link rel="preload" as="image"/);
    expect(html).toContain(`<link rel="preload" as="image" type="image/avif" fetchpriority="high" imagesrcset="${srcset}" imagesizes="(min-width: 640px) 24rem, 100vw">`);
    expect(html.match(/rel="preload" as="image"/g)).toHaveLength(1);
    expect(html).toContain('<script type="application/json" id="ulfa-deck"');
  });

  it("gives each member their own deck and photo in their page, and keeps none of it for the next", async () => {
    const photo = (c: string) => `/api/media/photos/${c.repeat(32)}.jpg`;
    const paris = { latitude: 48.85, longitude: 2.35, maxDistance: 10 };
    const cairo = { latitude: 30.04, longitude: 31.24, maxDistance: 10 };
    const inParis = await createMember(t, { ...paris, gender: "female", name: "Viewer Paris" });
    const inCairo = await createMember(t, { ...cairo, gender: "female", name: "Viewer Cairo" });
    await createMember(t, { ...paris, gender: "male", name: "Card Paris", photos: [photo("a")] });
    await createMember(t, { ...cairo, gender: "male", name: "Card Cairo", photos: [photo("b")] });
    const [first, second, again] = await Promise.all([inParis.request("GET", "/home"), inCairo.request("GET", "/home"), inParis.request("GET", "/home")]);
    for (const page of [first, again]) {
      expect(page.body).toContain("Card Paris");
      expect(page.body).toContain(photo("a"));
      expect(page.body).not.toContain("Card Cairo");
      expect(page.body).not.toContain(photo("b"));
    }
    expect(second.body).toContain(photo("b"));
    expect(second.body).not.toContain("Card Paris");
    expect(second.body).not.toContain(photo("a"));
    for (const page of [first, second]) {
      expect(page.headers["cache-control"]).toBe("private, no-store");
      expect(page.headers.vary).toMatch(/Cookie/);
    }
    // The shell itself, as a signed-out visitor gets it, carries nobody's deck or photo.
    const shell = (await get("/home")).body;
    expect(shell).not.toMatch(/ulfa-deck|rel="preload" as="image"|Card (Paris|Cairo)/);
  });

  it("preloads the preferences with a signed-in /home (the discover tab; its deck is in the page), for no one else", async () => {
    const member = await createMember(t);
    const home = await member.request("GET", "/home");
    expect(home.headers.link).toBe("</api/preferences>; rel=preload; as=fetch; crossorigin=use-credentials");
    expect((await member.request("GET", "/home?tab=matches")).headers.link).toBeUndefined();
    expect((await member.request("GET", "/profile")).headers.link).toBeUndefined();
    expect((await get("/home")).headers.link).toBeUndefined();
    expect((await get("/home", { cookie: "ulfa_session=stale" })).headers.link).toBeUndefined();
  });

  it("answers unknown pages 404 with the prerendered not-found page; unknown files and API paths stay JSON", async () => {
    const page = await get("/no-such-page", { "accept-language": "ar" });
    expect(page.statusCode).toBe(404);
    expect(page.body).toBe('<html lang="ar">not found</html>');
    expect((await get("/missing.js")).json()).toMatchObject({ code: "NOT_FOUND" });
    expect((await get("/api/nope")).json()).toMatchObject({ code: "NOT_FOUND" });
  });

  it("sends the build's brotli copy of an asset as it is, with Vary: Accept-Encoding", async () => {
    const res = await get("/assets/app-abc.js", { "accept-encoding": "br, gzip" });
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers["cache-control"]).toContain("immutable");
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe("console.log('ulfa');".repeat(200));
    expect((await get("/assets/app-abc.js")).headers["content-encoding"]).toBeUndefined();
  });

  it("serves the web app manifest in the visitor's language and the service worker never long-cached", async () => {
    const ar = await get("/manifest.webmanifest", { "accept-language": "ar-EG" });
    expect(ar.headers["content-type"]).toMatch(/^application\/manifest\+json/);
    expect(ar.headers.vary).toMatch(/Cookie, Accept-Language/);
    expect(ar.json()).toMatchObject({ lang: "ar", dir: "rtl", short_name: "أُلفة", start_url: "/home", display: "standalone", id: "/" });
    const en = (await get("/manifest.webmanifest", { "accept-language": "ar", cookie: "ulfa_lang=en" })).json();
    expect(en).toMatchObject({ lang: "en", dir: "ltr", short_name: "Ulfa" });
    expect(en.icons.map((i: { sizes: string; purpose: string }) => `${i.sizes} ${i.purpose}`)).toEqual(["192x192 any", "512x512 any", "512x512 maskable"]);
    const sw = await get("/sw.js");
    expect(sw.headers["content-type"]).toMatch(/javascript/);
    expect(sw.headers["cache-control"]).toBe("no-cache");
    expect(sw.headers["content-security-policy"]).toBeDefined();
  });

  it("compresses JSON answers above the threshold and leaves small ones alone", async () => {
    const member = await createMember(t, { bio: "x".repeat(2000) });
    const big = await member.request("GET", "/api/user", undefined, { "accept-encoding": "br" });
    expect(big.headers["content-encoding"]).toBe("br");
    expect(JSON.parse(brotliDecompressSync(big.rawPayload).toString())).toMatchObject({ id: member.id });
    const small = await get("/api/session", { "accept-encoding": "br" });
    expect(small.headers["content-encoding"]).toBeUndefined();
  });
});
