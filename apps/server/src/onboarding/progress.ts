import { ONBOARDING_PHOTOS_MIN, ONBOARDING_PROMPTS_MIN, ONBOARDING_STEPS, type Onboarding, type OnboardingStep } from "@ulfa/contracts";
import type { UserRow } from "../db/schema";

type ProgressFields = Pick<UserRow, "name" | "age" | "birthDate" | "onboarding" | "latitude" | "longitude" | "photos" | "prompts" | "relationshipGoals">;

/**
 * Whether the onboarding applies: to a member registered without an age (the web's sign-up and
 * Google's), marked when the account is made (auth/repo.ts insertUser), or whose age is still unknown.
 * Accounts from before onboarding and API clients that register with a typed age keep their age
 * and are never sent to it, even once they add a date of birth in the profile editor.
 */
export const onboardingApplies = (row: Pick<UserRow, "age" | "onboarding">): boolean => row.onboarding || row.age === 0;

const DONE: Record<OnboardingStep, (row: ProgressFields) => boolean> = {
  name: (row) => row.name.trim().length > 0,
  about: (row) => row.birthDate !== null,
  location: (row) => row.latitude !== null && row.longitude !== null,
  photos: (row) => row.photos.length >= ONBOARDING_PHOTOS_MIN,
  prompts: (row) => row.prompts.length >= ONBOARDING_PROMPTS_MIN,
  intent: (row) => row.relationshipGoals !== null,
};

/** The member's onboarding progress, computed from the profile every time (nothing stored). */
export function onboardingOf(row: ProgressFields): Onboarding {
  const done = ONBOARDING_STEPS.filter((step) => DONE[step](row));
  if (!onboardingApplies(row)) return { nextStep: null, done };
  return { nextStep: ONBOARDING_STEPS.find((step) => !DONE[step](row)) ?? null, done };
}
