import { readFileSync } from "node:fs";
import path from "node:path";
import i18next from "i18next";
import { PUBLIC_MEMBER_FIELD_NAMES, type PublicProfile } from "@ulfa/contracts";
import { describe, expect, it } from "vitest";
import { memberFacts } from "./member-facts";

const load = (lang: string, ns: string) => JSON.parse(readFileSync(path.join(import.meta.dirname, `../../../i18n/locales/${lang}/${ns}.json`), "utf8")) as object;

async function tFor(lang: string) {
  const namespaces = ["discover", "filters", "profile"];
  const instance = i18next.createInstance();
  await instance.init({ lng: lang, resources: { [lang]: Object.fromEntries(namespaces.map((ns) => [ns, load(lang, ns)])) }, ns: namespaces, interpolation: { escapeValue: false } });
  return instance.getFixedT(lang) as (key: string, options?: object) => string;
}

/** A profile with every public field empty (as the server sends what the reader may not see). */
const empty = (gender: string) =>
  ({ gender, ...Object.fromEntries(PUBLIC_MEMBER_FIELD_NAMES.map((name) => [name, ["languages", "interests", "coreValues"].includes(name) ? [] : null])) }) as unknown as PublicProfile;

describe("the profile popup's facts", () => {
  it("lists what the member gave, in registry order, worded for the reader; chips and empty fields are left out", async () => {
    const profile = { ...empty("female"), occupation: "Architect", heightCm: 170, languages: ["ar", "fr"], nationality: "EG", relationshipGoals: "marriage", maritalHistory: "never_married", interests: ["Travel"] } as PublicProfile;
    const facts = memberFacts(profile, await tFor("en"), "en");
    expect(facts.map((f) => [f.label, f.value])).toEqual([
      ["Occupation", "Architect"],
      ["Height in cm", "170 cm"],
      ["Languages", "Arabic and French"],
      ["Nationality", "Egypt"],
      ["Looking for", "Marriage"],
      ["Marital history", "Never married"],
    ]);
  });

  it("words values about the member's gender in Arabic", async () => {
    const profile = { ...empty("female"), maritalHistory: "never_married" } as PublicProfile;
    const ar = await tFor("ar");
    expect(memberFacts(profile, ar, "ar")[0].value).toBe(ar("filters:values.maritalHistory.never_married", { context: "female" }));
    expect(memberFacts(profile, ar, "ar")[0].value).not.toBe(ar("filters:values.maritalHistory.never_married", { context: "male" }));
  });
});
