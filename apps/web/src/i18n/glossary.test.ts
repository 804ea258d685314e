import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * docs/arabic-glossary.md is the one list of Arabic product terms (issue 31). Its "Never write"
 * column names the forms that once gave one concept two names ("Super Like" as إعجاب فائق on one
 * screen and إعجاب مميز on the next): none may come back in any Arabic string we ship.
 */
const ROOT = path.resolve(import.meta.dirname, "../../../..");
const glossary = readFileSync(path.join(ROOT, "docs/arabic-glossary.md"), "utf8");
const forbidden = glossary
  .split("\n")
  .filter((line) => line.startsWith("| ") && !line.startsWith("| ---") && !line.startsWith("| Concept"))
  .flatMap((line) => {
    const cells = line.split("|").map((c) => c.trim());
    const concept = cells[1];
    return [...(cells[5] ?? "").matchAll(/`([^`]+)`/g)].map((m) => ({ concept, term: m[1] }));
  });

const arLocales = path.join(ROOT, "apps/web/src/i18n/locales/ar");
const sources: { name: string; text: string }[] = [
  ...readdirSync(arLocales).map((f) => ({ name: `ar/${f}`, text: readFileSync(path.join(arLocales, f), "utf8") })),
  ...["apps/server/src/push/texts.ts", "apps/server/src/auth/mails.ts", "apps/server/src/notifications/digest-mail.ts", "apps/server/src/platform/mail-layout.ts"].map((f) => ({
    name: f,
    text: readFileSync(path.join(ROOT, f), "utf8"),
  })),
];

describe("Arabic glossary", () => {
  it("lists the terms it forbids", () => {
    expect(forbidden.map((f) => f.concept)).toEqual(expect.arrayContaining(["super-like", "match", "premium", "per-month"]));
  });

  it("no Arabic string of a screen, e-mail or push uses a form the glossary forbids", () => {
    const found = sources.flatMap(({ name, text }) => forbidden.filter(({ term }) => text.includes(term)).map(({ concept, term }) => `${name}: ${term} (${concept})`));
    expect(found).toEqual([]);
  });
});
