import { readFileSync } from "node:fs";
import path from "node:path";
import i18next from "i18next";
import { DEACTIVATION_GRACE_MS } from "@ulfa/contracts/constants";
import { describe, expect, it } from "vitest";

const load = (lang: string) => JSON.parse(readFileSync(path.join(import.meta.dirname, `../../i18n/locales/${lang}/account.json`), "utf8")) as object;
const days = Math.round(DEACTIVATION_GRACE_MS / (24 * 60 * 60 * 1000));

async function tFor(lang: string) {
  const instance = i18next.createInstance();
  await instance.init({ lng: lang, resources: { [lang]: { account: load(lang) } }, defaultNS: "account", interpolation: { escapeValue: false } });
  return instance.getFixedT(lang, "account");
}

describe("deactivate/reactivate success texts", () => {
  it("repeat the server's English words in English", async () => {
    const t = await tFor("en");
    expect(t("delete.successBody", { days })).toBe("Your account has been deactivated. You can reactivate it within 30 days.");
    expect(t("reactivate.successBody")).toBe("Welcome back! Your account has been reactivated.");
  });

  it("are Arabic, with the grace period, in Arabic", async () => {
    const t = await tFor("ar");
    const deactivated = t("delete.successBody", { days });
    expect(deactivated).toContain(String(days));
    for (const text of [deactivated, t("reactivate.successBody")]) expect(text).not.toMatch(/[A-Za-z]/);
  });
});
