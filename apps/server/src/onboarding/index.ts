/** What other folders use of onboarding/: they import it from here, never an inner file (apps/web/src/app/boundaries.test.ts). */
export { withOnboardingMark } from "./new-account";
export { onboardingOf } from "./progress";
