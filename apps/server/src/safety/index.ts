/**
 * What other folders use of safety/: the photo screens (a profile or chat photo), the face checks
 * of a verification selfie and of a verified member's photos, the nudge before sending unkind
 * words, the word matching and normalizing that hidden words and trust's text signals build on,
 * the selfie challenge, and the latest decisions moderators read.
 */
export { isExplicitChatPhoto, screenProfilePhoto } from "./photo-screen";
export { detectFaces } from "./faces";
export { checkSelfie, SELFIE_MISMATCH_NOTE } from "./selfie-check";
export { PHOTOS_CHANGED_NOTE, photosMismatchSince, recheckVerifiedFace, rememberVerifiedFace } from "./verified-face";
export { issueChallenge } from "./selfie-challenge";
export { needsNudge } from "./nudges";
export { WordlistMatcher } from "./matcher";
export { collapseRepeats, normalizeText, obfuscatedWordsOf, wordsOf } from "./normalize";
export { latestDecisions } from "./decisions";
