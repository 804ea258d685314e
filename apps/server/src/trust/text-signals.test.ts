import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { introShape, nearDuplicate, textSignals } from "./text-signals";

interface Corpus {
  disguised: { text: string; expect: "OFF_PLATFORM_CONTACT" | "MONEY_REQUEST"; disguise: string }[];
  harmless: string[];
}
const corpusFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "../safety/corpus");
const corpusOf = (lang: string) => JSON.parse(readFileSync(path.join(corpusFolder, `${lang}.json`), "utf8")) as Corpus;

/** Floors and ceilings the measured rates must keep (docs/trust-and-safety.md prints the figures). */
const MIN_HIT_RATE = 0.95;
const MAX_FALSE_ALARM_RATE = 0.02;

describe("text signals on the corpus (safety/corpus/*.json)", () => {
  for (const lang of ["en", "ar"]) {
    it(`${lang}: finds disguised contact and money requests, leaves harmless messages alone`, () => {
      const corpus = corpusOf(lang);
      expect(corpus.disguised.length).toBeGreaterThanOrEqual(200);
      expect(corpus.harmless.length).toBeGreaterThanOrEqual(200);
      const missed = corpus.disguised.filter((d) => !textSignals(d.text).some((f) => f.code === d.expect));
      const alarms = corpus.harmless.filter((text) => textSignals(text).length > 0);
      const hitRate = 1 - missed.length / corpus.disguised.length;
      const falseAlarmRate = alarms.length / corpus.harmless.length;
      console.log(
        `[text signals ${lang}] hit rate ${(hitRate * 100).toFixed(1)}% (${corpus.disguised.length - missed.length}/${corpus.disguised.length}), ` +
          `false alarms ${(falseAlarmRate * 100).toFixed(1)}% (${alarms.length}/${corpus.harmless.length})`,
      );
      expect(hitRate).toBeGreaterThanOrEqual(MIN_HIT_RATE);
      expect(falseAlarmRate).toBeLessThanOrEqual(MAX_FALSE_ALARM_RATE);
    });
  }
});

describe("textSignals", () => {
  it("finds numbers in Eastern digits, split messenger names and spelled-out dots", () => {
    expect(textSignals("٠٥٠١٢٣٤٥٦٧ كلمني")).toEqual([{ code: "OFF_PLATFORM_CONTACT", found: "0501234567" }]);
    expect(textSignals("كلمني واتس اب")[0]?.code).toBe("OFF_PLATFORM_CONTACT");
    expect(textSignals("whats app me")[0]?.code).toBe("OFF_PLATFORM_CONTACT");
    expect(textSignals("t dot me/sara")[0]?.found).toBe("t.me");
  });

  it("needs an invitation beside a network named in passing", () => {
    expect(textSignals("I saw that on insta yesterday, so funny")).toEqual([]);
    expect(textSignals("follow me on insta")[0]?.code).toBe("OFF_PLATFORM_CONTACT");
  });

  it("tells a request for money from money mentioned", () => {
    expect(textSignals("I spent too much money on coffee")).toEqual([]);
    expect(textSignals("I need money, can you send some")[0]?.code).toBe("MONEY_REQUEST");
    expect(textSignals("USDT")[0]?.code).toBe("MONEY_REQUEST");
    expect(textSignals("ana m7taj floos")[0]?.code).toBe("MONEY_REQUEST");
    expect(textSignals("ابي فلوس ضروري")[0]?.code).toBe("MONEY_REQUEST");
  });

  it("leaves times, ages and heights alone", () => {
    for (const text of ["See you at 7:30", "I was born in 1995", "انا طولي ١٧٥ سم", "call me when you land"]) expect(textSignals(text), text).toEqual([]);
  });
});

describe("introShape and nearDuplicate", () => {
  it("reads the same script sent to two names as one", () => {
    const a = introShape("Hi Sara, add me on WhatsApp, I rarely check this app", "Sara");
    const b = introShape("Hi Lina!! add me on whatsapp, I rarely check this app", "Lina");
    expect(nearDuplicate(a, b, 0.6, 4)).toBe(true);
  });

  it("never counts a short greeting as a script", () => {
    expect(nearDuplicate(introShape("Hi Sara!", "Sara"), introShape("Hi Lina!", "Lina"), 0.6, 4)).toBe(false);
  });
});
