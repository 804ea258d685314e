import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMember, createTestApp, TEST_ORIGIN, type TestApp } from "../../test/harness";
import { tileSource } from "./csp";

const LANG_SCRIPT = `\n      document.documentElement.lang = "en";\n    `;
const PAGE_SCRIPT = `window.prerendered = true;`;
const sha = (body: string) => `'sha256-${createHash("sha256").update(body).digest("base64")}'`;

/** A built web app in miniature: index.html and a prerendered page with inline scripts, one asset. */
function fakeWebDist(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "ulfa-web-"));
  writeFileSync(path.join(dir, "index.html"), `<!doctype html><html><head><script>${LANG_SCRIPT}</script><script type="module" src="/assets/app.js"></script></head><body></body></html>`);
  mkdirSync(path.join(dir, "about"));
  writeFileSync(path.join(dir, "about", "index.html"), `<!doctype html><html><head><script>${PAGE_SCRIPT}</script></head></html>`);
  mkdirSync(path.join(dir, "assets"));
  writeFileSync(path.join(dir, "assets", "app.js"), "console.log('app');");
  return dir;
}

/** "directive a b; other c" -> { directive: ["a", "b"], other: ["c"] } */
function parseCsp(header: string | string[] | number | undefined): Record<string, string[]> {
  return Object.fromEntries(
    String(header)
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name, values]),
  );
}

describe("security headers, HEAD and 405", () => {
  let t: TestApp;
  let webDist: string;
  beforeAll(async () => {
    webDist = fakeWebDist();
    t = await createTestApp({ config: { webDist }, env: { MAP_TILE_URL: "https://{s}.tile.example.org/{z}/{x}/{y}.png" } });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it("pages carry a Content-Security-Policy the app, its inline scripts and the map tiles work under", async () => {
    const res = await t.app.inject({ method: "GET", url: "/" });
    expect(res.statusCode).toBe(200);
    const csp = parseCsp(res.headers["content-security-policy"]);
    expect(csp["default-src"]).toEqual(["'self'"]);
    expect(csp["script-src"]).toEqual(expect.arrayContaining(["'self'", sha(LANG_SCRIPT), sha(PAGE_SCRIPT)]));
    expect(csp["script-src"]).not.toContain("'unsafe-inline'");
    expect(csp["style-src"]).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp["img-src"]).toEqual(["'self'", "data:", "blob:", "https://*.tile.example.org"]);
    expect(csp["connect-src"]).toEqual(["'self'", "ws://localhost:5000"]);
    expect(csp["frame-ancestors"]).toEqual(["'none'"]);
    expect(csp["object-src"]).toEqual(["'none'"]);
    expect(csp["base-uri"]).toEqual(["'self'"]);
    expect(JSON.stringify(csp)).not.toContain("stripe");
    expect(csp["upgrade-insecure-requests"]).toBeUndefined();
  });

  it("every answer, API included, refuses framing and sniffing and trims referrers", async () => {
    for (const url of ["/", "/assets/app.js", "/api/health"]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.headers["x-frame-options"], url).toBe("DENY");
      expect(res.headers["x-content-type-options"], url).toBe("nosniff");
      expect(res.headers["referrer-policy"], url).toBe("strict-origin-when-cross-origin");
      expect(res.headers["permissions-policy"], url).toContain("geolocation=(self)");
      expect(res.headers["permissions-policy"], url).toContain("microphone=(self)");
      expect(res.headers["content-security-policy"], url).toContain("frame-ancestors 'none'");
      // No HSTS over plain http (APP_URL is http here).
      expect(res.headers["strict-transport-security"], url).toBeUndefined();
    }
  });

  it("JSON answers carry the API subset: nothing may load from them, and no document-only headers", async () => {
    for (const url of ["/api/health", "/api/no-such-call"]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.headers["content-type"], url).toMatch(/^application\/json/);
      expect(parseCsp(res.headers["content-security-policy"]), url).toEqual({ "default-src": ["'none'"], "frame-ancestors": ["'none'"] });
      expect(res.headers["cross-origin-resource-policy"], url).toBe("same-origin");
      for (const pageOnly of ["cross-origin-opener-policy", "x-xss-protection", "x-dns-prefetch-control", "origin-agent-cluster"]) {
        expect(res.headers[pageOnly], `${url} ${pageOnly}`).toBeUndefined();
      }
    }
    const page = await t.app.inject({ method: "GET", url: "/" });
    expect(page.headers["cross-origin-opener-policy"]).toBe("same-origin");
    expect(page.headers["x-xss-protection"]).toBe("0");
  });

  it("HEAD works wherever GET does: the landing page, client-side pages, assets and the API", async () => {
    for (const url of ["/", "/about", "/discover", "/assets/app.js", "/api/health"]) {
      const get = await t.app.inject({ method: "GET", url });
      const head = await t.app.inject({ method: "HEAD", url });
      expect(head.statusCode, url).toBe(get.statusCode);
      expect(head.statusCode, url).toBe(200);
      expect(head.body, url).toBe("");
      expect(head.headers["content-type"], url).toBe(get.headers["content-type"]);
    }
    const member = await createMember(t);
    expect((await member.request("HEAD", "/api/user")).statusCode).toBe(200);
  });

  it("a wrong method on an existing path is 405 with Allow and a JSON body, not 404", async () => {
    for (const [method, url, allow] of [
      ["POST", "/", "GET, HEAD"],
      ["DELETE", "/discover", "GET, HEAD"],
      ["DELETE", "/api/health", "GET, HEAD"],
      ["PUT", "/api/user", "GET, HEAD, PATCH"],
      ["GET", "/api/auth/login", "POST"],
      ["GET", "/api/matches/12/seen", "POST"],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: { origin: TEST_ORIGIN } });
      expect(res.statusCode, `${method} ${url}`).toBe(405);
      expect(res.headers.allow, `${method} ${url}`).toBe(allow);
      expect(res.headers["content-type"]).toMatch(/application\/json/);
      expect(res.json()).toEqual({ message: expect.stringContaining(method), code: "METHOD_NOT_ALLOWED" });
    }
  });

  it("paths that do not exist stay 404", async () => {
    for (const [method, url] of [
      ["GET", "/api/nothing-here"],
      ["POST", "/api/nothing-here"],
      ["GET", "/missing.js"],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: { origin: TEST_ORIGIN } });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().code).toBe("NOT_FOUND");
    }
  });
});

describe("CSP with Stripe configured and https", () => {
  let t: TestApp;
  let webDist: string;
  beforeAll(async () => {
    webDist = fakeWebDist();
    t = await createTestApp({
      config: { webDist },
      env: { STRIPE_SECRET_KEY: "sk_test_x", STRIPE_PUBLISHABLE_KEY: "pk_test_x", APP_URL: "https://ulfa.example", MAP_TILE_URL: "/tiles/{z}/{x}/{y}.png" },
    });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it("allows Stripe's script, frames and API, sockets over wss, and HSTS", async () => {
    const res = await t.app.inject({ method: "GET", url: "/" });
    const csp = parseCsp(res.headers["content-security-policy"]);
    expect(csp["script-src"]).toEqual(["'self'", sha(LANG_SCRIPT), sha(PAGE_SCRIPT), "https://js.stripe.com", "https://*.js.stripe.com"]);
    expect(csp["frame-src"]).toContain("https://js.stripe.com");
    expect(csp["connect-src"]).toEqual(["'self'", "wss://ulfa.example", "https://api.stripe.com"]);
    // A same-origin tile template needs no extra source.
    expect(csp["img-src"]).toEqual(["'self'", "data:", "blob:"]);
    expect(csp["upgrade-insecure-requests"]).toEqual([]);
    expect(res.headers["strict-transport-security"]).toContain("max-age=31536000");
    const api = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(api.headers["strict-transport-security"]).toContain("max-age=31536000");
  });
});

describe("tileSource", () => {
  it("turns a tile template into a CSP source", () => {
    expect(tileSource("https://tile.openstreetmap.org/{z}/{x}/{y}.png")).toBe("https://tile.openstreetmap.org");
    expect(tileSource("https://{s}.basemaps.example.com/{z}/{x}/{y}.png")).toBe("https://*.basemaps.example.com");
    expect(tileSource("http://127.0.0.1:4567/{z}/{x}/{y}.png")).toBe("http://127.0.0.1:4567");
    expect(tileSource("/tiles/{z}/{x}/{y}.png")).toBeUndefined();
  });
});
