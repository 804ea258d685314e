import { readFileSync } from "node:fs";
import path from "node:path";
import { ERROR_CODES } from "@ulfa/contracts/constants";
import { describe, expect, it } from "vitest";

const codesIn = (lang: string) =>
  (JSON.parse(readFileSync(path.join(import.meta.dirname, `../i18n/locales/${lang}/errors.json`), "utf8")) as { codes: Record<string, string> }).codes;

describe("server error codes", () => {
  it("every code the server can send has an English and an Arabic sentence", () => {
    for (const lang of ["en", "ar"]) {
      const texts = codesIn(lang);
      for (const code of Object.keys(ERROR_CODES)) expect(texts[code]?.trim(), `${lang} errors:codes.${code}`).toBeTruthy();
    }
  });

  it("the Arabic sentences are Arabic", () => {
    for (const [code, text] of Object.entries(codesIn("ar"))) expect(text.replace(/\d+/g, ""), code).not.toMatch(/[A-Za-z]/);
  });

  it("lists no code the server does not have", () => {
    expect(Object.keys(codesIn("en")).sort()).toEqual(Object.keys(ERROR_CODES).sort());
  });
});
