import { z } from "zod";
import { text } from "./text";

/**
 * Onboarding (docs/onboarding.md): the steps a new member walks before the first deck, in order.
 * Progress is computed from the profile every time (never a stored flag that could drift):
 * - name: a name is set;
 * - about: the date of birth is set (the screen before it, gender and interested in, saves first);
 * - location: coordinates are set (the browser's position or a searched city);
 * - photos: at least ONBOARDING_PHOTOS_MIN photos;
 * - prompts: ONBOARDING_PROMPTS_MIN answered prompts;
 * - intent: what the member is looking for (relationshipGoals).
 * Faith and family come after, optional, and never hold the member back.
 */
export const ONBOARDING_STEPS = ["name", "about", "location", "photos", "prompts", "intent"] as const;
export const onboardingStepSchema = z.enum(ONBOARDING_STEPS);
export type OnboardingStep = z.infer<typeof onboardingStepSchema>;

export const onboardingSchema = z.object({
  /** The first unfinished step; null when every step is done (or the account predates onboarding). */
  nextStep: onboardingStepSchema.nullable(),
  /** The steps done, in the order above. */
  done: z.array(onboardingStepSchema),
});
export type Onboarding = z.infer<typeof onboardingSchema>;

/** A calendar date "YYYY-MM-DD" (no time, no zone): a date of birth. */
export const birthDateSchema = text({ error: "birthDate must be a date such as 1995-04-23" })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "birthDate must be a date such as 1995-04-23")
  .refine((value) => {
    const [y, m, d] = value.split("-").map(Number);
    const date = new Date(Date.UTC(y, m - 1, d));
    return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d && y >= 1900;
  }, "birthDate is not a real date");

/** Whole years between a "YYYY-MM-DD" birth date and `now` (UTC calendar). */
export function ageOn(birthDate: string, now: Date): number {
  const [y, m, d] = birthDate.split("-").map(Number);
  let age = now.getUTCFullYear() - y;
  const month = now.getUTCMonth() + 1;
  if (month < m || (month === m && now.getUTCDate() < d)) age -= 1;
  return age;
}
