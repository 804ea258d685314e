import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The interface calls the site by the operator's name (`{{site}}`, fed from GET /api/site), never by
 * the built-in one. Only these keys may hold it: the name shown until the settings are known.
 */
const ALLOWED = new Set(["common.json:appName"]);
const BUILT_IN = /Ulfa|أُلفة|ألفة/;

const dir = path.join(import.meta.dirname, "locales");
const entries = (obj: unknown, prefix = ""): [string, string][] =>
  obj && typeof obj === "object"
    ? Object.entries(obj as Record<string, unknown>).flatMap(([k, v]) => entries(v, prefix ? `${prefix}.${k}` : k))
    : [[prefix, String(obj)]];

describe("no built-in site name in the translations", () => {
  for (const lang of ["en", "ar"]) {
    for (const file of readdirSync(path.join(dir, lang))) {
      it(`${lang}/${file}`, () => {
        const texts = entries(JSON.parse(readFileSync(path.join(dir, lang, file), "utf8")));
        const named = texts.filter(([key, text]) => BUILT_IN.test(text) && !ALLOWED.has(`${file}:${key}`)).map(([key]) => key);
        expect(named).toEqual([]);
      });
    }
  }
});
