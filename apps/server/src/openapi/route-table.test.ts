import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RouteOptions } from "fastify";
import { routes, type RouteSpec } from "@ulfa/contracts";
import { createTestApp, testDbKind, type TestApp } from "../../test/harness";
import { DOCS_PREFIX, OPENAPI_PATH } from "./plugin";

/**
 * The route table (packages/contracts/src/routes) is the one list of the API's operations: the web
 * client and the journeys call what it declares, so the server must register every entry, each
 * from its entry (mount, auth/mount.ts), and nothing under /api besides.
 */

/** Registered by the OpenAPI plugin itself: the document and the Swagger UI pages. */
const REFERENCE_PAGES = (url: string) => url === OPENAPI_PATH || url === DOCS_PREFIX || url.startsWith(`${DOCS_PREFIX}/`);

const key = (method: string, path: string) => `${method} ${path}`;
const entries: { name: string; entry: RouteSpec }[] = Object.entries(routes).flatMap(([feature, group]) =>
  Object.entries(group as Record<string, RouteSpec>).map(([name, entry]) => ({ name: `${feature}.${name}`, entry })),
);

describe(`route table (${testDbKind})`, () => {
  let t: TestApp;
  const registered: RouteOptions[] = [];
  beforeAll(async () => {
    t = await createTestApp({ onRoute: (route) => registered.push(route) });
  });
  afterAll(() => t.close());

  const apiRoutes = () =>
    registered
      .filter((route) => route.url.startsWith("/api/") && !REFERENCE_PAGES(route.url))
      .flatMap((route) => [route.method].flat().filter((m) => m !== "HEAD").map((method) => ({ method, route })));

  it("declares each operation once", () => {
    const seen = new Map<string, string>();
    const twice = entries.filter(({ name, entry }) => {
      const k = key(entry.method, entry.path);
      const earlier = seen.get(k);
      seen.set(k, name);
      return earlier !== undefined;
    });
    expect(twice.map(({ name, entry }) => `${name}: ${key(entry.method, entry.path)}`)).toEqual([]);
    expect(entries.length).toBeGreaterThan(100);
  });

  it("gives every entry its one line for the API reference", () => {
    const without = entries.filter(({ entry }) => typeof entry.summary !== "string" || entry.summary.trim() === "");
    expect(without.map(({ name, entry }) => `${name}: ${key(entry.method, entry.path)}`)).toEqual([]);
    const byKey = new Map(apiRoutes().map(({ method, route }) => [key(method, route.url), route]));
    const unsummarized = entries.filter(({ entry }) => byKey.get(key(entry.method, entry.path))?.schema?.summary !== entry.summary);
    expect(unsummarized.map(({ name }) => name)).toEqual([]);
  });

  it("has an entry for every route under /api, mounted from it", () => {
    const declared = new Set(entries.map(({ entry }) => key(entry.method, entry.path)));
    const undeclared = apiRoutes().filter(({ method, route }) => !declared.has(key(method, route.url)));
    expect(undeclared.map(({ method, route }) => key(method, route.url))).toEqual([]);
    const unmounted = apiRoutes().filter(({ route }) => !route.config?.routeEntry);
    expect(unmounted.map(({ method, route }) => key(method, route.url))).toEqual([]);
  });

  it("registers every entry at its own method and path", () => {
    const byKey = new Map(apiRoutes().map(({ method, route }) => [key(method, route.url), route]));
    const missing = entries.filter(({ entry }) => {
      const route = byKey.get(key(entry.method, entry.path));
      return route?.config?.routeEntry !== entry;
    });
    expect(missing.map(({ name, entry }) => `${name}: ${key(entry.method, entry.path)}`)).toEqual([]);
  });
});
