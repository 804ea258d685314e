import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { FIELD_LABELS } from "./field-labels";
import { MEMBER_TEXT_KEYS } from "./gender";

/**
 * Texts about a member follow that member's gender (gender.ts). Three checks: every listed key has
 * its male and female forms in en and ar; every place that shows one passes `about(gender)`; and no
 * other Arabic string uses a third-person masculine form ("له", "يريد", "لم يسبق له"...), so a new
 * text about a member cannot ship masculine-only without being listed here.
 */
const LOCALES = path.join(import.meta.dirname, "locales");
const SRC = path.resolve(import.meta.dirname, "..");
const load = (lang: string, ns: string) => JSON.parse(readFileSync(path.join(LOCALES, lang, `${ns}.json`), "utf8")) as Record<string, unknown>;
const at = (obj: unknown, key: string): unknown => key.split(".").reduce<unknown>((o, p) => (o && typeof o === "object" ? (o as Record<string, unknown>)[p] : undefined), obj);
const strings = (obj: unknown, prefix = ""): [string, string][] =>
  obj && typeof obj === "object"
    ? Object.entries(obj as Record<string, unknown>).flatMap(([k, v]) => strings(v, prefix ? `${prefix}.${k}` : k))
    : [[prefix, String(obj)]];

/** Third-person masculine forms that, in a sentence about a member, are wrong for a woman. */
const MASCULINE = ["له", "لديه", "عنده", "أنه", "يريد", "يرغب", "يحاول", "يكتب", "يتصل", "يرد", "يستخدم", "يبحث", "يشاركها", "موعده", "حاجته", "متصل", "موثّق", "مطلّق", "أرمل", "ملتزم", "منفتح", "قال", "عاد", "رفض", "أُعجب"];
const masculine = new RegExp(`(?<![\\p{L}\\p{M}])(${MASCULINE.join("|")})(?![\\p{L}\\p{M}])`, "u");

/** Strings that match a form above but are not about a member, and why. */
const NOT_ABOUT_A_MEMBER: Record<string, string> = {
  "mobile:offline.body": "the reader's own connection (you are offline)",
  "loading:offline.body": "the reader's own connection",
  "about:values.genuine.body": "a verified e-mail address",
  "auth:login.unverifiedTitle": "an e-mail address",
  "security:email.description": "an e-mail address",
  "chat:call.decline": "a button: Decline",
  "map:toasts.accessDenied": "access to the location",
  "moderation:verifications.reject": "a button: Reject",
  "moderation:verifications.confirmRejectTitle": "a request",
  "moderation:verifications.rejected": "a request",
  "premium:errors.cardDeclined": "a card",
  "profile:verify.humanReviewOffer": "the automatic check",
  "premium:perks.seeWhoLiked": "whoever liked you: the generic masculine of Arabic, no one in particular",
  "privacy:chat.chaperonedHint": "a chaperone either member chose: no one in particular",
  "site:expiresIn": "either of you (أحدكما)",
  "adminSite:": "the admin's screens talk to the operator about the site",
  "analytics:": "figures about the site, not a member",
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === "locales" || name === "bundles" ? [] : sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && name !== "gender.ts" ? [full] : [];
  });
}

describe("texts about a member follow the member's gender", () => {
  it.each(MEMBER_TEXT_KEYS)("%s has male and female forms in en and ar", (entry) => {
    const [ns, key] = entry.split(":");
    for (const lang of ["en", "ar"]) {
      const file = load(lang, ns);
      for (const form of [key, `${key}_male`, `${key}_female`]) expect(typeof at(file, form), `${lang}/${ns}.json ${form}`).toBe("string");
    }
  });

  it("every place that shows one of them passes the member's gender", () => {
    const files = sourceFiles(SRC).map((f) => ({ f, text: readFileSync(f, "utf8") }));
    const problems: string[] = [];
    for (const entry of MEMBER_TEXT_KEYS) {
      const [ns, key] = entry.split(":");
      const parts = key.split(".");
      // A t() call with the literal key (or one branch of a choice), or a template naming its leading part (`values.${name}.${value}`).
      const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      const literal = `\\bt\\w?\\((?:[^"]*\\? (?:"[^"]*" : )?)?"(?:${escape(ns)}:)?${escape(key)}"`;
      const templates = parts.slice(1).map((_, i) => `\\bt\\w?\\(\`(?:${escape(ns)}:)?${escape(parts.slice(0, i + 1).join("."))}\\.\\$\\{`);
      const needle = new RegExp([literal, ...templates].join("|"));
      const uses = files
        .filter(({ text }) => text.includes(`"${ns}"`) || text.includes(`${ns}:`))
        .flatMap(({ f, text }) => text.split("\n").map((line, i) => ({ where: `${path.relative(SRC, f)}:${i + 1}`, line })))
        .filter(({ line }) => needle.test(line));
      // Or named in field-labels.ts: the profile popup words those about the member (member-facts.ts, checked below).
      const labelled = Object.values(FIELD_LABELS).some((l) =>
        [l.label, l.shown?.label].includes(entry) || [l.values, l.shown?.values].some((v) => v !== undefined && entry.startsWith(`${v}.`)),
      );
      if (uses.length === 0 && !labelled) problems.push(`${entry}: not used anywhere`);
      for (const u of uses) if (!u.line.includes("about(")) problems.push(`${entry}: ${u.where} does not pass about(gender)`);
    }
    const facts = readFileSync(path.join(SRC, "features/discover/components/member-facts.ts"), "utf8");
    if (!/const gender = about\(profile\.gender\)/.test(facts)) problems.push("member-facts.ts: the popup's facts no longer pass about(gender)");
    expect(problems).toEqual([]);
  });

  it("no other Arabic string talks about someone in the masculine only", () => {
    const listed = new Set<string>(MEMBER_TEXT_KEYS);
    const found = readdirSync(path.join(LOCALES, "ar"))
      .map((f) => f.replace(/\.json$/, ""))
      .flatMap((ns) => strings(load("ar", ns)).map(([key, value]) => ({ id: `${ns}:${key}`, value })))
      .filter(({ id }) => !listed.has(id.replace(/_(male|female)$/, "")))
      .filter(({ id }) => !Object.keys(NOT_ABOUT_A_MEMBER).some((k) => id === k || id.startsWith(k.endsWith(":") ? k : `${k}_`)))
      .filter(({ value }) => masculine.test(value))
      .map(({ id, value }) => `${id}: ${value}`);
    expect(found).toEqual([]);
  });
});
