/**
 * Arabic inflects verbs, adjectives and pronouns by the gender of the person a sentence is about
 * ("يكتب" / "تكتب", "لديه" / "لديها"). A text about a member has three forms in every language:
 * `key_male`, `key_female` and the plain `key` (a neutral wording, for "other" or an unknown gender);
 * i18next picks one from the `context` option. `MEMBER_TEXT_KEYS` lists them, and
 * gender.test.ts checks each has its forms, that every use passes `about(...)`, and that no other
 * Arabic string talks about a member in the masculine only.
 */
export function about(gender: string | null | undefined): { context?: "male" | "female" } {
  return gender === "male" || gender === "female" ? { context: gender } : {};
}

/** Texts about a member, as "namespace:key", each with `_male` and `_female` forms in en and ar. */
export const MEMBER_TEXT_KEYS = [
  "chat:onlineNow",
  "chat:offline",
  "chat:typing",
  "chat:call.incomingVideo",
  "chat:call.incomingVoice",
  "chat:call.ended.declined",
  "matches:reasons.underage",
  "matches:toast.unmatchedBody",
  "mobile:call.offlineTitle",
  "mobile:call.offlineBody",
  "privacy:chat.snoozed",
  "privacy:date.hint",
  "privacy:page.chaperoneTitle",
  "privacy:page.chaperoneIntro",
  "privacy:page.dateIntro",
  "discover:card.verified",
  "discover:card.unverified",
  "discover:card.online",
  "discover:card.offline",
  "discover:detail.goals",
  "discover:toast.rewoundBody",
  "discover:strengths.Open to meeting you",
  "map:popup.online",
  "map:popup.offline",
  "profile:header.verified",
  "profile:editor.subtitle",
  "profile:editor.sections.intent",
  "filters:like.likedPrompt",
  "filters:like.likedPhoto",
  "filters:like.said",
  "filters:like.theyLikedPrompt",
  "filters:like.theyLikedPhoto",
  "filters:names.hasChildren",
  "filters:names.wantsChildren",
  "filters:values.practice.very",
  "filters:values.practice.moderately",
  "filters:values.practice.not_practising",
  "filters:values.sect.just_muslim",
  "filters:values.maritalHistory.never_married",
  "filters:values.maritalHistory.divorced",
  "filters:values.maritalHistory.widowed",
  "filters:values.hasChildren.yes",
  "filters:values.wantsChildren.yes",
  "filters:values.wantsChildren.no",
  "filters:values.wantsChildren.open",
  "filters:values.wantsChildren.not_sure",
  "filters:values.smoking.trying_to_quit",
  // Onboarding speaks to the member; Arabic's "you" follows their gender too.
  "onboarding:birthDate.hint",
  "onboarding:location.why",
  "onboarding:photos.title",
  "onboarding:photos.hint",
  "onboarding:prompts.title",
  "onboarding:prompts.hint",
  "onboarding:intent.title",
] as const;
