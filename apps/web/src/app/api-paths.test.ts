import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const REPO = path.resolve(import.meta.dirname, "../../../..");
const sourceFiles = (dir: string, deep: boolean): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return deep ? sourceFiles(file, deep) : [];
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });

/** The web's code that calls the API (all but api/, the client itself), and the journeys (each e2e/*.ts, not its folders). */
const WEB = ["features", "entities", "app", "session", "realtime", "ui"].flatMap((dir) => sourceFiles(path.join(REPO, "apps/web/src", dir), true));
const E2E = sourceFiles(path.join(REPO, "e2e"), false);

/**
 * Where a path may be written out: the journeys' API client builds URLs from entries, and
 * api-docs.e2e.ts opens the API reference's pages, which are documentation, not operations.
 */
const ALLOWED = new Set(["e2e/api-client.ts", "e2e/api-docs.e2e.ts"]);

/**
 * Source without its comments: a comment may name a path (`GET /api/session answers …`). A block
 * comment opens after a space or a line start, so the "/*" of a glob inside a string is not one.
 */
const withoutComments = (source: string) => source.replace(/(^|\s)\/\*[\s\S]*?\*\//g, "$1").replace(/(^|[^:\w"'`])\/\/.*$/gm, "$1");

/**
 * Every string or template literal with an API path: one that starts with "/api/", or has it after
 * an origin, a `${…}` or a Playwright glob ("**\/api/matches"); an import such as "../api/client" is not one.
 */
const apiLiterals = (source: string) =>
  [...withoutComments(source).matchAll(/(["'`])(?:[^"'`\n]*(?:[}*]|\/\/[^/"'`\n]+))?\/api\/[^"'`\n]*/g)].map((m) => m[0]);

const offendersIn = (files: string[]) =>
  files
    .map((file) => path.relative(REPO, file))
    .filter((file) => !ALLOWED.has(file))
    .map((file) => ({ file, literals: apiLiterals(readFileSync(path.join(REPO, file), "utf8")) }))
    .filter(({ literals }) => literals.length > 0);

describe("API paths come from the route table (packages/contracts/src/routes)", () => {
  // A path written out can drift from the server's; a call of an entry (web: call(endpoints.x.y),
  // journeys: member.call(routes.x.y)) cannot, and its answer needs no cast. URLs for an image or a
  // download are built from an entry too (urlOf / pathOf).
  it("the check finds paths in strings, templates and globs, and not in imports or comments", () => {
    const source = [
      'api.get("/api/matches");',
      "fetch(`${url}/api/auth/login`);",
      'page.route("**/api/matches/*/messages");',
      "fetch('http://127.0.0.1:5000/api/health');",
      'import { request } from "../api/client";',
      "// GET `/api/session` answers 200",
      "/** POST \"/api/likes\" */",
    ].join("\n");
    expect(apiLiterals(source)).toEqual(['"/api/matches', "`${url}/api/auth/login", '"**/api/matches/*/messages', "'http://127.0.0.1:5000/api/health"]);
  });

  it("are never written out in the web's features, entities, app, session, realtime and ui code, nor in the journeys", () => {
    expect(offendersIn([...WEB, ...E2E])).toEqual([]);
  });
});
