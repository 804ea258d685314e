import { MEMBER_FIELDS, PUBLIC_MEMBER_FIELD_NAMES, type PublicMemberFieldName, type PublicProfile } from "@ulfa/contracts";
import { FIELD_LABELS } from "../../../i18n/field-labels";
import { currentDigits } from "../../../i18n/format";
import { about } from "../../../i18n/gender";
import { countryName } from "../../../i18n/places";

type Translate = (key: string, options?: { context?: "male" | "female"; defaultValue?: string }) => string;

/** One line of the profile popup's facts: the field, its label and its value, in the reader's words. */
export interface MemberFact {
  name: PublicMemberFieldName;
  label: string;
  value: string;
}

/**
 * The member fields a profile shows (contracts member-fields.ts: audience "everyone" or "matches";
 * the server sends null for what this reader may not see, faith included while hidden), in registry
 * order, each worded by its control: a choice by its value's label, about the member's gender
 * ("لم يسبق لها الزواج"); a list of choices as one list; a country by its name in the reader's
 * language (stored as an ISO code); a number in the reader's digits with its unit. Chips (interests,
 * core values) are not facts: the popup shows them as chips.
 */
export function memberFacts(profile: PublicProfile, t: Translate, lang: string): MemberFact[] {
  const gender = about(profile.gender);
  const facts: MemberFact[] = [];
  for (const name of PUBLIC_MEMBER_FIELD_NAMES) {
    const spec: { control: string } = MEMBER_FIELDS[name];
    const labels = FIELD_LABELS[name];
    const valuesKey = labels.shown?.values ?? labels.values;
    const raw: unknown = profile[name];
    if (raw === null || raw === "" || (Array.isArray(raw) && raw.length === 0) || spec.control === "chips") continue;
    let value: string;
    if (Array.isArray(raw)) {
      value = new Intl.ListFormat(lang).format(raw.map((v: string) => t(`${valuesKey}.${v}`, { ...gender, defaultValue: v })));
    } else if (typeof raw === "number") {
      value = new Intl.NumberFormat(lang, { numberingSystem: currentDigits(), ...(labels.unit ? { style: "unit", unit: labels.unit } : {}) }).format(raw);
    } else if (typeof raw !== "string") {
      continue; // a switch (none is public today) says nothing on its own
    } else if (spec.control === "country") {
      value = countryName(raw, lang);
    } else {
      value = valuesKey ? t(`${valuesKey}.${raw}`, { ...gender, defaultValue: raw }) : raw;
    }
    facts.push({ name, label: t(labels.shown?.label ?? labels.label, gender), value });
  }
  return facts;
}
