import { describe, expect, it } from "vitest";
import i18n from "i18next";
import { formatCount } from "./format";
import { interpolationFormatter } from "./interpolation";

async function instance(lng: string) {
  const t = i18n.createInstance().use(interpolationFormatter);
  await t.init({
    lng,
    resources: {
      en: { common: { likes: "{{count}} likes", match: "You matched with {{name}}", year: "© {{year}} Ulfa" } },
      ar: { common: { likes: "{{count}} إعجاب", match: "تطابقت مع {{name}}" } },
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
});
