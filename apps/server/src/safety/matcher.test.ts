import { mkdtemp, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { WordlistMatcher } from "./matcher";
import { normalizeText } from "./normalize";
import { messageMatcher } from "./wordlists";

describe("normalizeText", () => {
  it("folds alef forms, tatweel, diacritics, ى and ة, and case", () => {
    expect(normalizeText("أ إ آ ٱ ا")).toBe("ا ا ا ا ا");
    expect(normalizeText("غـــبـي")).toBe("غبي");
    expect(normalizeText("غَبِيٌّ")).toBe("غبي");
    expect(normalizeText("مستشفى تافهة")).toBe("مستشفي تافهه");
    expect(normalizeText("IDIOT Ｉｄｉｏｔ")).toBe("idiot idiot");
  });
});

describe("WordlistMatcher with Arabic pronoun endings (hidden words)", () => {
  const matcher = new WordlistMatcher(["راتب", "حفلة", "كتاب", "حب"], { pronounEndings: true });

  it("matches a word with a joined pronoun at its end, with or without a joined prefix", () => {
    for (const text of ["كم راتبك؟", "راتبكِ كم", "سألته عن راتبه", "راتبها جيد", "راتبهم", "راتبهن", "راتبكم", "راتبكن", "راتبنا", "راتبي", "وراتبك؟", "براتبهما"]) {
      expect(matcher.find(text), text).toBe("راتب");
    }
  });

  it("reads ة written as ت before the ending, and keeps ة apart from the pronoun ه", () => {
    expect(matcher.find("متى حفلتك؟")).toBe("حفله");
    expect(matcher.find("حفلتهم كانت جميلة")).toBe("حفله");
    expect(matcher.find("الحفلة")).toBe("حفله");
    // كتابة ("writing") is not كتاب + ه ("his book"); كتابه is.
    expect(matcher.matches("أحب الكتابة")).toBe(false);
    expect(matcher.matches("قرأت كتابه")).toBe(true);
  });

  it("leaves unrelated longer words and short entries alone", () => {
    expect(matcher.matches("رواتب الموظفين")).toBe(false);
    expect(matcher.matches("راتبون")).toBe(false);
    expect(matcher.matches("مرتب")).toBe(false);
    // Two letters are too few to take an ending off: حب does not hide حبك.
    expect(matcher.matches("حبك")).toBe(false);
    expect(matcher.matches("حب")).toBe(true);
  });

  it("is off for the safety lists: كلبي (my dog) is no insult", () => {
    expect(new WordlistMatcher(["كلب"]).matches("كلبي لطيف")).toBe(false);
    expect(new WordlistMatcher(["كلب"], { pronounEndings: true }).matches("كلبي لطيف")).toBe(true);
  });
});

describe("WordlistMatcher", () => {
  const matcher = new WordlistMatcher(["# comment", "", "idiot*", "shut up", "kys", "غبي", "يا كلب", "اخرس"]);

  it("skips comments and blank lines", () => {
    expect(matcher.size).toBe(6);
  });

  it("matches English words whole, any case, with a * prefix entry", () => {
    expect(matcher.find("You are an IDIOT!")).toBe("idiot");
    expect(matcher.matches("idiots, all of you")).toBe(true);
    expect(matcher.matches("just SHUT   UP already")).toBe(true);
    expect(matcher.matches("kys.")).toBe(true);
  });

  it("answers the entry listed first, whichever the text names first, and compares a masked word with every entry", () => {
    const listed = new WordlistMatcher(["loser", "shut up", "idiot*", "fat pig"]);
    expect(listed.find("fat pig, idiot, loser")).toBe("loser");
    expect(listed.find("shut up, idiotic fat pig")).toBe("shut up");
    expect(listed.find("fat pig and an idiot")).toBe("idiot");
    // A masked word spells no entry by itself: every entry is tried.
    expect(listed.find("you l*ser")).toBe("loser");
    expect(listed.find("f*t pig")).toBe("fat pig");
  });

  it("does not match inside other words or split phrases", () => {
    expect(matcher.matches("Skys are blue")).toBe(false);
    expect(matcher.matches("shut the door, up we go")).toBe(false);
    expect(matcher.matches("Hello, how was your day?")).toBe(false);
    expect(matcher.matches("")).toBe(false);
  });

  it("matches Arabic with diacritics, tatweel, alef forms and joined prefixes", () => {
    expect(matcher.matches("انت غَبِيّ")).toBe(true);
    expect(matcher.matches("انت غـــبـي جدا")).toBe(true);
    expect(matcher.matches("والغبي لا يفهم")).toBe(true);
    expect(matcher.matches("إخرس")).toBe(true);
    expect(matcher.matches("يا كَلْب")).toBe(true);
  });

  it("does not match Arabic inside longer words or innocent text", () => {
    expect(matcher.matches("مرحبا، كيف حالك؟")).toBe(false);
    // "كلب" alone (a dog) is not on the list; only the insult "يا كلب" is.
    expect(matcher.matches("عندي كلب صغير")).toBe(false);
    expect(matcher.matches("غبيرة")).toBe(false);
  });
});

describe("WordlistMatcher on disguised words", () => {
  const matcher = new WordlistMatcher(["idiot*", "fuck*", "stupid", "ugly", "غبي", "!stupid funny", "!ugly sweater"]);

  it("catches digits for letters, masked letters and spaced-out letters", () => {
    expect(matcher.find("you 1d10t")).toBe("idiot");
    expect(matcher.find("f*ck you")).toBe("fuck");
    expect(matcher.find("f**king hell")).toBe("fuck");
    expect(matcher.find("what an i d i o t")).toBe("idiot");
    expect(matcher.find("انت غ ب ي")).toBe("غبي");
  });

  it("does not flag harmless phrases or masks that spell nothing", () => {
    expect(matcher.matches("that show was stupid funny")).toBe(false);
    expect(matcher.matches("ugly sweater party on Friday?")).toBe(false);
    expect(matcher.matches("***")).toBe(false);
    expect(matcher.matches("you are stupid")).toBe(true);
    expect(matcher.matches("funny but stupid")).toBe(true);
  });
});

describe("messageMatcher (shipped lists + SAFETY_WORDLIST_DIR)", () => {
  it("keeps the shipped lists from flagging harmless phrases and catches disguised insults", () => {
    const shipped = messageMatcher(undefined);
    expect(shipped.matches("it was stupid funny")).toBe(false);
    expect(shipped.matches("ugly sweater party tonight")).toBe(false);
    expect(shipped.matches("you 1d10t")).toBe(true);
    expect(shipped.matches("f*ck off")).toBe(true);
    expect(shipped.matches("ya 7mar")).toBe(true);
  });

  it("reads the shipped en and ar lists", () => {
    const shipped = messageMatcher(undefined);
    expect(shipped.matches("you are a worthless loser")).toBe(true);
    expect(shipped.matches("أنت غبيّ")).toBe(true);
    expect(shipped.matches("Would you like to get coffee on Friday?")).toBe(false);
    expect(shipped.matches("هل تحب القهوة؟")).toBe(false);
  });

  it("adds an admin folder's lists to the shipped ones", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), "ulfa-lists-"));
    await writeFile(path.join(dir, "local.txt"), "# local slang\nbanana brain\n");
    await writeFile(path.join(dir, "ignored.md"), "coffee\n");
    const extended = messageMatcher(dir);
    expect(extended.matches("you banana brain")).toBe(true);
    expect(extended.matches("coffee?")).toBe(false);
    expect(extended.matches("idiot")).toBe(true);
  });
});
