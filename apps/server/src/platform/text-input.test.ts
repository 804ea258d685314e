import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RouteOptions } from "fastify";
import type { z } from "zod";
import { hasControlCharacters } from "@ulfa/contracts";
import { createMember, createTestApp, TEST_ORIGIN, type TestApp, type TestMember } from "../../test/harness";
import { makeMatch } from "../../test/matches";

// Every route the app registers, with its schemas: the walk below covers routes added later too.
const routes: RouteOptions[] = [];

const NUL = "a\u0000b";
type Part = "body" | "querystring" | "params";
type Path = (string | number)[];

/** Paths of every string a schema accepts (through optional, nullable, pipes, arrays and objects). */
function stringLeaves(schema: z.ZodType, at: Path = []): Path[] {
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> & { type: string } } })._zod.def;
  switch (def.type) {
    case "string":
      return [at];
    case "object":
      return Object.entries(def.shape as Record<string, z.ZodType>).flatMap(([key, child]) => stringLeaves(child, [...at, key]));
    case "array":
      return stringLeaves(def.element as z.ZodType, [...at, 0]);
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
      return stringLeaves(def.innerType as z.ZodType, at);
    case "pipe":
      return [...stringLeaves(def.in as z.ZodType, at), ...stringLeaves(def.out as z.ZodType, at)];
    case "union":
      return (def.options as z.ZodType[]).flatMap((option) => stringLeaves(option, at));
    default:
      return [];
  }
}

function withValue(path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  return typeof head === "number" ? [withValue(rest, value)] : { [head]: withValue(rest, value) };
}

function valueAt(data: unknown, path: Path): unknown {
  return path.reduce<unknown>((node, key) => (node as Record<string | number, unknown> | undefined)?.[key], data);
}

interface Case {
  method: string;
  url: string;
  part: Part;
  path: Path;
  schema: z.ZodType;
}

/**
 * A part's zod schema: the schema itself, or, for a body that may be JSON or multipart
 * (auth/mount.ts), the JSON one Fastify validates (`{ content: { "application/json": { schema } } }`).
 */
function zodOf(schema: unknown): z.ZodType | undefined {
  if (!schema || typeof schema !== "object") return undefined;
  if ("_zod" in schema) return schema as z.ZodType;
  return (schema as { content?: Record<string, { schema?: z.ZodType }> }).content?.["application/json"]?.schema;
}

function cases(): Case[] {
  const seen = new Set<string>();
  const out: Case[] = [];
  for (const route of routes) {
    for (const method of [route.method].flat()) {
      if (method === "HEAD") continue;
      for (const part of ["body", "querystring", "params"] as const) {
        const schema = zodOf((route.schema as Record<Part, unknown> | undefined)?.[part]);
        if (!schema) continue;
        for (const path of stringLeaves(schema)) {
          const key = `${method} ${route.url} ${part} ${path.join(".")}`;
          if (seen.has(key)) continue;
          seen.add(key);
          out.push({ method, url: route.url, part, path, schema });
        }
      }
    }
  }
  return out;
}

let t: TestApp;
let admin: TestMember;

beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_EMAILS: "text-admin@example.test" }, onRoute: (route) => void routes.push(route) });
  admin = await createMember(t, { email: "text-admin@example.test" });
});
afterAll(async () => t?.close());

describe("control characters in request text", () => {
  it("finds the text fields of the API (the walk itself works)", () => {
    const names = cases().map((c) => `${c.method} ${c.url} ${c.path.join(".")}`);
    for (const expected of [
      "PATCH /api/user bio",
      "PATCH /api/user name",
      "PATCH /api/user interests.0",
      "POST /api/auth/register name",
      "POST /api/matches/:id/messages content",
      "POST /api/reports details",
      "POST /api/profile occupation",
      "POST /api/location city",
      "POST /api/account/deactivate reason",
    ]) {
      expect(names).toContain(expected);
    }
  });

  it("every string field of every request schema refuses or removes NUL", () => {
    const leaks: string[] = [];
    for (const c of cases()) {
      const result = c.schema.safeParse(withValue(c.path, NUL));
      const refusedHere = result.error?.issues.some((issue) => issue.path.join(".") === c.path.join("."));
      const kept = result.success ? valueAt(result.data, c.path) : undefined;
      if (!refusedHere && typeof kept === "string" && hasControlCharacters(kept)) leaks.push(`${c.method} ${c.url} ${c.path.join(".")}`);
    }
    expect(leaks).toEqual([]);
  });

  it("a NUL in any string field of any route answers 4xx, never 500", async () => {
    const failures: string[] = [];
    for (const c of cases()) {
      let url = c.url.replace(/:(\w+)/g, (_, name: string) => (c.part === "params" && c.path[0] === name ? encodeURIComponent(NUL) : "1"));
      const value = withValue(c.path, NUL);
      if (c.part === "querystring") url += `?${new URLSearchParams(value as Record<string, string>).toString()}`;
      const response = await t.app.inject({
        method: c.method as "GET",
        url,
        headers: { cookie: admin.cookie, origin: TEST_ORIGIN },
        ...(c.part === "body" ? { payload: value as Record<string, unknown> } : {}),
      });
      if (response.statusCode < 400 || response.statusCode >= 500) failures.push(`${c.method} ${url} ${c.path.join(".")}: ${response.statusCode}`);
    }
    expect(failures).toEqual([]);
  });
});

describe("the shared text rule", () => {
  it("answers 400 with the field and a clear message", async () => {
    const response = await admin.request("PATCH", "/api/user", { bio: "a\u0000b" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: "bio: contains control characters that are not allowed", code: "VALIDATION_FAILED" });
  });

  it("keeps line breaks in a bio but not in a name", async () => {
    expect((await admin.request("PATCH", "/api/user", { bio: "line one\nline two" })).json().bio).toBe("line one\nline two");
    expect((await admin.request("PATCH", "/api/user", { name: "two\nlines" })).statusCode).toBe(400);
  });

  it("strips bidi overrides and isolates from names", async () => {
    const response = await admin.request("PATCH", "/api/user", { name: "\u202Eevil\u202C \u2066Name\u2069" });
    expect(response.statusCode).toBe(200);
    expect(response.json().name).toBe("evil Name");
  });

  it("strips bidi overrides from messages and keeps their line breaks", async () => {
    const other = await createMember(t);
    const matchId = await makeMatch(t, admin, other);
    const response = await admin.request("POST", `/api/matches/${matchId}/messages`, { content: "hi\u202E there\nsecond line" });
    expect(response.statusCode).toBe(201);
    expect(response.json().content).toBe("hi there\nsecond line");
  });

  it("registers nobody whose name carries NUL", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      headers: { origin: TEST_ORIGIN },
      payload: { username: "nulname", name: "a\u0000b", email: "nul@example.test", password: "secret-password", age: 30, gender: "male" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("name: contains control characters that are not allowed");
  });
});
