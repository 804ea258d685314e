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

/** The web's code that calls the API, and the journeys (each e2e/*.ts, not its folders). */
const WEB = ["features", "app", "session", "realtime"].flatMap((dir) => sourceFiles(path.join(REPO, "apps/web/src", dir), true));
const E2E = sourceFiles(path.join(REPO, "e2e"), false);

/**
 * Where a path may be written out: the journeys' API client builds URLs from entries, and
 * api-docs.e2e.ts opens the API reference's pages, which are documentation, not operations.
 */
const ALLOWED = new Set(["e2e/api-client.ts", "e2e/api-docs.e2e.ts"]);

/**
 * Files still calling by string path while their features' entries land in the route table. The
 * list only shrinks: a file that no longer has a path fails the check until it leaves the list.
 */
const NOT_YET_CONVERTED = new Set<string>([
  "e2e/account.e2e.ts",
  "e2e/analytics.e2e.ts",
  "e2e/auth.e2e.ts",
  "e2e/billing.e2e.ts",
  "e2e/chat-media.e2e.ts",
  "e2e/chat.e2e.ts",
  "e2e/conversation.ts",
  "e2e/csp.e2e.ts",
  "e2e/digits.e2e.ts",
  "e2e/discover.e2e.ts",
  "e2e/first-visit.e2e.ts",
  "e2e/focus.e2e.ts",
  "e2e/harness.ts",
  "e2e/language.e2e.ts",
  "e2e/layout-walk.ts",
  "e2e/map.e2e.ts",
  "e2e/member-admin.e2e.ts",
  "e2e/member-favourites.e2e.ts",
  "e2e/multi-instance.e2e.ts",
  "e2e/offline.e2e.ts",
  "e2e/oidc.e2e.ts",
  "e2e/onboarding.e2e.ts",
  "e2e/operating.e2e.ts",
  "e2e/phone.e2e.ts",
  "e2e/premium.e2e.ts",
  "e2e/privacy.e2e.ts",
  "e2e/profile.e2e.ts",
  "e2e/pwa.e2e.ts",
  "e2e/safety.e2e.ts",
  "e2e/settings.e2e.ts",
  "e2e/site.e2e.ts",
  "e2e/trust.e2e.ts",
]);

/** Source without its comments: a comment may name a path (`GET /api/session answers …`). */
const withoutComments = (source: string) => source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:\w"'`])\/\/.*$/gm, "$1");

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
  it("are never written out in the web's features, app, session and realtime code, nor in the journeys", () => {
    const offenders = offendersIn([...WEB, ...E2E]).filter(({ file }) => !NOT_YET_CONVERTED.has(file));
    expect(offenders).toEqual([]);
  });

  it("list a file as not yet converted only while it still writes a path out", () => {
    const remaining = new Set(offendersIn([...WEB, ...E2E]).map(({ file }) => file));
    expect([...NOT_YET_CONVERTED].filter((file) => !remaining.has(file))).toEqual([]);
  });
});
