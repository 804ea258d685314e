/**
 * What other folders use of users/: reading a member's row (premium, the Arabic city name, whether
 * distance shows) and presenting a member's public profile (the deck, likes, matches). A member's
 * privacy switches are read with privacy/'s privacyOf.
 */
export { cityArOf, isPremium, showsDistance } from "./present";
export { matchFactsOf, presentPublicProfile, type ProfileFields } from "./public-profile";
