import { describe, expect, it } from "vitest";
import i18n from "i18next";
import { formatCount, formatPercent, setDigits } from "./format";
import arDiscover from "./locales/ar/discover.json";
import enDiscover from "./locales/en/discover.json";
import arQuestions from "./locales/ar/questions.json";
import arPremium from "./locales/ar/premium.json";
import { interpolationFormatter } from "./interpolation";

async function instance(lng: string) {
  const t = i18n.createInstance().use(interpolationFormatter);
  await t.init({
    lng,
    resources: {
      en: { common: { likes: "{{count}} likes", match: "You matched with {{name}}", year: "© {{year}} Ulfa" }, discover: enDiscover },
      ar: { common: { likes: "{{count}} إعجاب", match: "تطابقت مع {{name}}" }, discover: arDiscover, questions: arQuestions, premium: arPremium },
    },
    defaultNS: "common",
    interpolation: { escapeValue: false, alwaysFormat: true },
  });
  return t;
}

describe("interpolation", () => {
  it("formats counts through Intl in the interface language, with Western digits", async () => {
    expect((await instance("en")).t("likes", { count: 12345 })).toBe("12,345 likes");
    expect((await instance("ar")).t("likes", { count: 12345 })).toBe(`${formatCount(12345, "ar")} إعجاب`);
  });

  it("leaves member-written values as they are, so accessible names and texts stay findable", async () => {
    expect((await instance("ar")).t("match", { name: "Sara" })).toBe("تطابقت مع Sara");
  });

  it("leaves years ungrouped", async () => {
    expect((await instance("en")).t("year", { year: 2026 })).toBe("© 2026 Ulfa");
  });

  it("writes every percent through Intl, so Arabic shows one sign whatever the digits", async () => {
    const ar = await instance("ar");
    const shown = [ar.t("card.compatibility", { ns: "discover", score: 92 }), ar.t("surprise.percent", { ns: "discover", score: 92 }), ar.t("percent", { ns: "questions", percent: 92 })];
    for (const text of shown) expect(text).toContain(formatPercent(0.92, "ar"));
    expect(ar.t("plans.savePercent", { ns: "premium", percent: 25 })).toBe(`-${formatPercent(0.25, "ar")}`);
    // The sign the score boxes of the compatibility dialog print (formatPercent), never a second one.
    expect(shown.join(" ")).not.toContain("\u066a");
    expect(ar.t("card.compatibility", { ns: "discover", score: 92 })).toBe(`توافق ${formatPercent(0.92, "ar")}`);
    expect((await instance("en")).t("card.compatibility", { ns: "discover", score: 92 })).toBe("92% match");
    setDigits("arab");
    try {
      expect(ar.t("card.compatibility", { ns: "discover", score: 92 })).toBe(`توافق ${formatPercent(0.92, "ar")}`);
      expect(ar.t("card.compatibility", { ns: "discover", score: 92 })).toContain("\u066a");
    } finally {
      setDigits("latn");
    }
  });
});
