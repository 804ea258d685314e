/** What other features use of sign-in: the code field's checks, the profile-setup rule, logging out, the "interested in" choice. */
export { codeProblem, sanitizeCode } from "./validation";
export { needsProfileSetup } from "./queries";
export { useLogout } from "./useLogout";
export { InterestedInChoice } from "./components/InterestedInChoice";
