import type { OnboardingStep } from "@ulfa/contracts";

/**
 * The onboarding's screens, one question each, in order (docs/onboarding.md). The server's steps
 * are coarser: "about" is two screens (gender and interested in, then the date of birth, which
 * saves last and so marks the step done). A few questions (optional) follow the intent; faith and
 * family is optional and comes last.
 */
export const SCREENS = ["name", "gender", "birthDate", "location", "photos", "prompts", "intent", "questions", "faith"] as const;
export type Screen = (typeof SCREENS)[number];

const FIRST_SCREEN: Record<OnboardingStep, Screen> = {
  name: "name",
  about: "gender",
  location: "location",
  photos: "photos",
  prompts: "prompts",
  intent: "intent",
};

/** Where a member resumes: the first screen of the server's first unfinished step. */
export const firstScreenOf = (step: OnboardingStep): Screen => FIRST_SCREEN[step];

/** The furthest screen a member may open: the last screen of their first unfinished step (the one that saves it). */
export const lastScreenOf = (step: OnboardingStep): Screen => (step === "about" ? "birthDate" : FIRST_SCREEN[step]);

export const isScreen = (value: string | null): value is Screen => (SCREENS as readonly string[]).includes(value ?? "");
