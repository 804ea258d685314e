/**
 * What other folders use of users/: reading a member's row (privacy settings, premium, the Arabic
 * city name) and presenting a member's public profile (the deck, likes, matches).
 */
export { cityArOf, isPremium, privacyOf, showsDistance } from "./present";
export { matchFactsOf, presentPublicProfile, type ProfileFields } from "./public-profile";
