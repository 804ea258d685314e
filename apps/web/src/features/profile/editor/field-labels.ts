import type { MemberFieldName } from "@ulfa/contracts";

/**
 * Where each member field's label and values are in the locale files ("namespace:key"): the
 * registry (contracts member-fields.ts) says what a field is and which control asks for it; the
 * words stay with the translators. Choices' values are "<values>.<value>".
 */
export const FIELD_LABELS: Record<MemberFieldName, { label: string; values?: string }> = {
  occupation: { label: "profile:enhanced.occupation" },
  zodiacSign: { label: "profile:enhanced.zodiacSign", values: "profile:zodiac" },
  heightCm: { label: "filters:profile.heightCm" },
  educationLevel: { label: "filters:profile.education", values: "filters:values.education" },
  languages: { label: "filters:profile.languages", values: "filters:values.languages" },
  nationality: { label: "filters:profile.nationality" },
  interests: { label: "profile:enhanced.interests" },
  coreValues: { label: "profile:enhanced.coreValues" },
  smokingHabits: { label: "profile:enhanced.smokingHabits", values: "profile:smoking" },
  drinkingHabits: { label: "profile:enhanced.drinkingHabits", values: "profile:drinking" },
  relationshipGoals: { label: "profile:enhanced.relationshipGoals", values: "profile:goals" },
  marriageTimeline: { label: "filters:profile.marriageTimeline", values: "filters:values.marriageTimeline" },
  religion: { label: "filters:profile.religion", values: "filters:values.religion" },
  religiousPractice: { label: "filters:profile.practice", values: "filters:values.practice" },
  sect: { label: "filters:profile.sect", values: "filters:values.sect" },
  showFaith: { label: "filters:profile.showFaith" },
  maritalHistory: { label: "filters:profile.maritalHistory", values: "filters:values.maritalHistory" },
  hasChildren: { label: "filters:profile.hasChildren", values: "filters:values.hasChildren" },
  wantsChildren: { label: "filters:profile.wantsChildren", values: "filters:values.wantsChildren" },
};
