import type { NewUserRow } from "../db/schema";

/**
 * A new account's row with its onboarding mark (users.onboarding, read by progress.ts): a member
 * made without an age (the web's sign-up, Google's) is walked through onboarding, one with a typed
 * age (API clients) is not, unless the caller sets the mark itself. Registration and the test
 * harness's members both go through here, so a test member is marked as a registered one is.
 */
export const withOnboardingMark = <V extends NewUserRow>(values: V): V & { onboarding: boolean } => ({
  ...values,
  onboarding: values.onboarding ?? values.age === 0,
});
