import type { MemberFieldName } from "@ulfa/contracts";

/** Where one field's words are in the locale files ("namespace:key"). */
export interface FieldLabels {
  /** The editor's label, and the popup's unless `shown` has one. */
  label: string;
  /** A choice's (or a list's) values, "<values>.<value>". */
  values?: string;
  /** Where the words others read on the profile popup differ (the editor's speak to the member: "Languages I speak"). */
  shown?: { label?: string; values?: string };
  /** A number's unit, as Intl.NumberFormat names it. */
  unit?: "centimeter";
  /** A text input's placeholder. */
  placeholder?: string;
}

/**
 * Where each member field's label and values are in the locale files: the registry (contracts
 * member-fields.ts) says what a field is, which control asks for it and who sees it; the words stay
 * with the translators. Read by the profile editor (profile/editor/MemberFieldControl.tsx) and the
 * profile popup (discover/components/member-facts.ts).
 */
export const FIELD_LABELS: Record<MemberFieldName, FieldLabels> = {
  occupation: { label: "profile:enhanced.occupation", placeholder: "profile:enhanced.occupationPlaceholder" },
  zodiacSign: { label: "profile:enhanced.zodiacSign", values: "profile:zodiac" },
  heightCm: { label: "filters:profile.heightCm", unit: "centimeter" },
  educationLevel: { label: "filters:profile.education", values: "filters:values.education" },
  languages: { label: "filters:profile.languages", values: "filters:values.languages", shown: { label: "filters:names.languages" } },
  nationality: { label: "filters:profile.nationality" },
  interests: { label: "profile:enhanced.interests" },
  coreValues: { label: "profile:enhanced.coreValues" },
  smokingHabits: { label: "profile:enhanced.smokingHabits", values: "profile:smoking" },
  drinkingHabits: { label: "profile:enhanced.drinkingHabits", values: "profile:drinking" },
  relationshipGoals: { label: "profile:enhanced.relationshipGoals", values: "profile:goals", shown: { label: "discover:detail.goals", values: "discover:goals" } },
  marriageTimeline: { label: "filters:profile.marriageTimeline", values: "filters:values.marriageTimeline" },
  religion: { label: "filters:profile.religion", values: "filters:values.religion" },
  religiousPractice: { label: "filters:profile.practice", values: "filters:values.practice" },
  sect: { label: "filters:profile.sect", values: "filters:values.sect" },
  showFaith: { label: "filters:profile.showFaith" },
  maritalHistory: { label: "filters:profile.maritalHistory", values: "filters:values.maritalHistory" },
  hasChildren: { label: "filters:profile.hasChildren", values: "filters:values.hasChildren" },
  wantsChildren: { label: "filters:profile.wantsChildren", values: "filters:values.wantsChildren" },
};
