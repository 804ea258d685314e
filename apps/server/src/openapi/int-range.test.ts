import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { InjectOptions } from "fastify";
import { INT_MAX } from "@ulfa/contracts";
import { anonymous, createMember, createTestApp, testDbKind, type TestApp, type TestMember } from "../../test/harness";
import { OPENAPI_PATH } from "./plugin";

type Schema = { type?: string | string[]; maximum?: number; properties?: Record<string, Schema>; items?: Schema; anyOf?: Schema[]; oneOf?: Schema[]; allOf?: Schema[] };
type Parameter = { in: "path" | "query" | "header" | "cookie"; name: string; schema?: Schema };
type Operation = { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema?: Schema }> } };
type Document = { paths: Record<string, Record<string, Operation>> };

/** One past the largest PostgreSQL `integer`: it used to pass the contracts and fail in the database. */
const TOO_LARGE = INT_MAX + 1;
const ADMIN = "int-range-admin@example.test";

const isInteger = (schema: Schema | undefined) => schema?.type === "integer" || (Array.isArray(schema?.type) && schema.type.includes("integer"));

/** Every integer in a body schema, as the path of keys leading to it (`[]` for an array's items). */
function integerPaths(schema: Schema | undefined, at: string[] = []): string[][] {
  if (!schema) return [];
  if (isInteger(schema)) return [at];
  return [
    ...Object.entries(schema.properties ?? {}).flatMap(([key, value]) => integerPaths(value, [...at, key])),
    ...integerPaths(schema.items, [...at, "[]"]),
    ...[...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])].flatMap((s) => integerPaths(s, at)),
  ];
}

function schemaAt(schema: Schema | undefined, at: string[]): Schema | undefined {
  if (!schema) return undefined;
  if (at.length === 0) return isInteger(schema) ? schema : [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].find(isInteger);
  const [key, ...rest] = at;
  const direct = key === "[]" ? schema.items : schema.properties?.[key];
  if (direct) return schemaAt(direct, rest);
  for (const s of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) {
    const found = schemaAt(s, at);
    if (found) return found;
  }
  return undefined;
}

/** A body holding `value` at `at` (and nothing else). */
function bodyWith(at: string[], value: number): unknown {
  if (at.length === 0) return value;
  const [key, ...rest] = at;
  return key === "[]" ? [bodyWith(rest, value)] : { [key]: bodyWith(rest, value) };
}

/** A harmless value for the other path parameters of the route. */
const filler = (param: Parameter) => (isInteger(param.schema) ? "1" : param.name === "token" ? "a".repeat(43) : "x.jpg");

/**
 * Ids, versions, cursors and counts go to PostgreSQL `integer` columns: every integer a call takes
 * (path, query, body) is capped at 2^31-1 in the contracts, so one past it answers 400 with a message,
 * never 500 "out of range for type integer". The walk reads the OpenAPI document, so a new route is
 * covered the day it is added.
 */
describe(`integer inputs past 2^31-1 (${testDbKind})`, () => {
  let t: TestApp;
  let admin: TestMember;
  let doc: Document;
  beforeAll(async () => {
    t = await createTestApp({ env: { ADMIN_EMAILS: ADMIN } });
    admin = await createMember(t, { email: ADMIN });
    doc = (await anonymous(t, "GET", OPENAPI_PATH)).json();
  });
  afterAll(() => t.close());

  const operations = () =>
    Object.entries(doc.paths).flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => ({ path, method: method.toUpperCase() as InjectOptions["method"], op })));

  it("answers 400 with a message for every integer path and query parameter", async () => {
    const tried: string[] = [];
    const wrong: string[] = [];
    for (const { path, method, op } of operations()) {
      const params = op.parameters ?? [];
      for (const param of params.filter((p) => (p.in === "path" || p.in === "query") && isInteger(p.schema))) {
        let url = path.replace(/\{(\w+)\}/g, (_m, name: string) => (name === param.name && param.in === "path" ? String(TOO_LARGE) : filler(params.find((p) => p.name === name)!)));
        if (param.in === "query") url += `?${param.name}=${TOO_LARGE}`;
        const res = await admin.request(method, url);
        tried.push(`${method} ${url}`);
        const message = res.statusCode === 400 ? (res.json() as { message: string }).message : "";
        if (res.statusCode !== 400 || !message) wrong.push(`${method} ${url}: ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
    }
    expect(tried.length).toBeGreaterThan(30);
    expect(wrong).toEqual([]);
    // The ids and cursors say which parameter and why.
    expect((await admin.request("GET", `/api/matches/1/messages?before=${TOO_LARGE}`)).json().message).toBe(`before: must be at most ${INT_MAX}`);
    expect((await admin.request("DELETE", `/api/matches/${TOO_LARGE}`)).json().message).toBe(`id: must be at most ${INT_MAX}`);
  });

  it("caps every integer a body takes at 2^31-1, and one past it is never a 500", async () => {
    const uncapped: string[] = [];
    const failed: string[] = [];
    let tried = 0;
    for (const { path, method, op } of operations()) {
      const schema = op.requestBody?.content?.["application/json"]?.schema;
      const params = op.parameters ?? [];
      const url = path.replace(/\{(\w+)\}/g, (_m, name: string) => filler(params.find((p) => p.name === name)!));
      for (const at of integerPaths(schema)) {
        tried += 1;
        const maximum = schemaAt(schema, at)?.maximum;
        if (maximum === undefined || maximum > INT_MAX) uncapped.push(`${method} ${path} ${at.join(".")}: maximum ${maximum}`);
        const res = await admin.request(method, url, bodyWith(at, TOO_LARGE));
        if (res.statusCode >= 500) failed.push(`${method} ${path} ${at.join(".")}: ${res.statusCode}`);
      }
    }
    expect(tried).toBeGreaterThan(15);
    expect(uncapped).toEqual([]);
    expect(failed).toEqual([]);
  });

  it("says which field is too large in a body (the ids of likes, blocks and reports)", async () => {
    for (const [url, body, field] of [
      ["/api/likes", { toUserId: TOO_LARGE, action: "like" }, "toUserId"],
      ["/api/blocks", { userId: TOO_LARGE }, "userId"],
      ["/api/reports", { userId: TOO_LARGE, reason: "spam" }, "userId"],
      ["/api/analyze-compatibility", { targetUserId: TOO_LARGE }, "targetUserId"],
    ] as const) {
      const res = await admin.request("POST", url, body);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message, url).toBe(`${field}: must be at most ${INT_MAX}`);
    }
  });
});
