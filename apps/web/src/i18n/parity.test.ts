import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const dir = path.join(import.meta.dirname, "locales");
const keysOf = (obj: unknown, prefix = ""): string[] =>
  obj && typeof obj === "object"
    ? Object.entries(obj as Record<string, unknown>).flatMap(([k, v]) => keysOf(v, prefix ? `${prefix}.${k}` : k))
    : [prefix];
const load = (lang: string, file: string) => JSON.parse(readFileSync(path.join(dir, lang, file), "utf8")) as unknown;

describe("translations", () => {
  const en = readdirSync(path.join(dir, "en")).sort();
  const ar = readdirSync(path.join(dir, "ar")).sort();

  it("has the same feature files in en and ar", () => {
    expect(ar).toEqual(en);
  });

  for (const file of en) {
    it(`${file} has the same keys in en and ar, none empty`, () => {
      const enKeys = keysOf(load("en", file)).sort();
      const arKeys = keysOf(load("ar", file)).sort();
      expect(arKeys).toEqual(enKeys);
      const arValues = keysOf(load("ar", file)).map((k) => k.split(".").reduce<unknown>((o, p) => (o as Record<string, unknown>)[p], load("ar", file)));
      expect(arValues.every((v) => typeof v === "string" && v.trim().length > 0)).toBe(true);
    });
  }
});
