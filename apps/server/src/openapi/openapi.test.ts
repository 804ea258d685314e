import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RouteOptions } from "fastify";
import { Validator } from "@seriousme/openapi-schema-validator";
import { anonymous, createTestApp, testDbKind, type TestApp } from "../../test/harness";
import { DOCS_PREFIX, OPENAPI_PATH } from "./plugin";

interface Operation {
  tags?: string[];
  summary?: string;
  security?: Record<string, string[]>[];
}
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

describe(`OpenAPI document (${testDbKind})`, () => {
  let t: TestApp;
  const routes: RouteOptions[] = [];
  let doc: Document;
  beforeAll(async () => {
    t = await createTestApp({ onRoute: (route) => routes.push(route) });
    const res = await anonymous(t, "GET", OPENAPI_PATH);
    expect(res.statusCode).toBe(200);
    doc = res.json();
  });
  afterAll(() => t.close());

  it("is valid OpenAPI 3.1", async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(doc));
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(validator.version).toBe("3.1");
  });

  it("lists every route the server registers (but the reference pages), each tagged by feature", () => {
    const expected = routes
      .filter((route) => !route.url.startsWith(DOCS_PREFIX))
      .flatMap((route) => [route.method].flat().map((method) => ({ method: method.toLowerCase(), path: route.url.replace(/:(\w+)/g, "{$1}") })))
      .filter(({ method }) => method !== "head");
    expect(expected.length).toBeGreaterThan(50);
    const missing = expected.filter(({ method, path }) => !doc.paths[path]?.[method]);
    expect(missing).toEqual([]);
    for (const { method, path } of expected) expect(doc.paths[path][method].tags, `${method} ${path}`).toHaveLength(1);
    expect(doc.paths["/api/auth/login"].post.tags).toEqual(["auth"]);
    expect(doc.paths["/api/auth/google/callback"].get.tags).toEqual(["auth"]);
    expect(doc.paths["/ws"].get.tags).toEqual(["realtime"]);
    expect(doc.paths["/api/moderation/reports"].get.tags).toEqual(["moderation"]);
    expect(doc.paths["/api/moderation/verifications"].get.tags).toEqual(["moderation"]);
  });

  it("gives every operation a summary", () => {
    const missing = Object.entries(doc.paths).flatMap(([path, ops]) => Object.entries(ops).filter(([, op]) => !op.summary?.trim()).map(([method]) => `${method} ${path}`));
    expect(missing).toEqual([]);
    expect(doc.paths["/api/auth/login"].post.summary).toBe("Sign in with e-mail and password (sets the session cookie)");
  });

  it("marks the calls whose handler checks the cookie itself, and those where it is optional", () => {
    expect(doc.paths["/api/user"].get.security).toEqual([{ session: [] }]);
    expect(doc.paths["/ws"].get.security).toEqual([{ session: [] }]);
    expect(doc.paths["/api/session"].get.security).toEqual([{}, { session: [] }]);
  });

  it("serves the reference page ready for a phone (viewport meta, wrapping stylesheet)", async () => {
    const page = await anonymous(t, "GET", `${DOCS_PREFIX}/`);
    expect(page.body).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    const css = /href="([^"]*theme\/phone\.css)"/.exec(page.body)?.[1];
    expect(css).toBeDefined();
    expect((await anonymous(t, "GET", new URL(css!, `http://x${DOCS_PREFIX}/`).pathname)).body).toContain("max-width: 600px");
  });

  it("serves the script that makes Swagger UI draw every operation (it windows long lists, issue 31)", async () => {
    const page = await anonymous(t, "GET", `${DOCS_PREFIX}/`);
    const src = /src="([^"]*theme\/all-operations\.js)"/.exec(page.body)?.[1];
    expect(src).toBeDefined();
    const script = await anonymous(t, "GET", new URL(src!, `http://x${DOCS_PREFIX}/`).pathname);
    expect(script.headers["content-type"]).toMatch(/javascript/);
    expect(script.body).toContain("components: { operations: AllOperations }");
  });

  it("marks the calls that need the session cookie", () => {
    expect(doc).toMatchObject({ components: { securitySchemes: { session: { type: "apiKey", in: "cookie", name: "ulfa_session" } } } });
    expect(doc.paths["/api/matches"].get.security).toEqual([{ session: [] }]);
    expect(doc.paths["/api/analytics/live"].get.security).toEqual([{ session: [] }]);
    expect(doc.paths["/api/auth/login"].post.security).toBeUndefined();
  });

  it("describes bodies and answers from the zod contracts", () => {
    const login = doc.paths["/api/auth/login"].post as unknown as { requestBody: { content: Record<string, { schema: { properties: object } }> } };
    expect(Object.keys(login.requestBody.content["application/json"].schema.properties)).toEqual(expect.arrayContaining(["email", "password"]));
  });

  it("lists both forms of a body that may be multipart or JSON, and a query the Google routes read", () => {
    const add = doc.paths["/api/photos"].post as unknown as { requestBody: { content: Record<string, { schema: { properties: Record<string, object> } }> } };
    expect(Object.keys(add.requestBody.content).sort()).toEqual(["application/json", "multipart/form-data"]);
    expect(Object.keys(add.requestBody.content["application/json"].schema.properties).sort()).toEqual(["photo", "photoUrl", "url"]);
    expect(add.requestBody.content["multipart/form-data"].schema.properties.photo).toEqual({ type: "string", format: "binary" });
    const start = doc.paths["/api/auth/google"].get as unknown as { parameters: { name: string; in: string; schema: { enum?: string[] } }[] };
    expect(start.parameters).toEqual([expect.objectContaining({ name: "lang", in: "query", schema: expect.objectContaining({ enum: ["en", "ar"] }) })]);
  });

  it("serves a browsable reference whose scripts all come from our origin", async () => {
    const page = await anonymous(t, "GET", `${DOCS_PREFIX}/`);
    expect(page.statusCode).toBe(200);
    const scripts = [...page.body.matchAll(/<script([^>]*)>([^<]*)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attrs, inline] of scripts) {
      expect(inline.trim()).toBe("");
      const src = /src="([^"]+)"/.exec(attrs)![1];
      expect(src).not.toMatch(/^(https?:)?\/\//);
      expect((await anonymous(t, "GET", new URL(src, `http://x${DOCS_PREFIX}/`).pathname)).statusCode).toBe(200);
    }
    expect((await anonymous(t, "GET", `${DOCS_PREFIX}/json`)).json()).toEqual(doc);
  });
});
