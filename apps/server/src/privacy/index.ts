/**
 * What other folders use of privacy/: the reads their own views and counts build on, a member's
 * privacy switches, blurred photo names and who has been shown the originals, hidden words, snooze,
 * chaperoned matches, and ending a member's shared links (account deletion, suspension).
 *
 * The entry points that call into matches, chat and push are not here: those features' indexes use
 * this one, so it would close a circle. They are named public files (apps/web/src/app/boundaries.test.ts):
 * check-in.ts (its jobs, app.ts), export.ts (the privacy part of a data export) and photo-privacy.ts
 * (a photo's audience, photos/ and users/). routes.ts also gives app.ts the link pages' plugin.
 */
export { privacyOf } from "./settings";
export { blurredNamesOf, blurredPhoto, type BlurredNames } from "./blurred-photos";
export { shownMainPhoto } from "./shown-photo";
export { hasPhotoAccess, listPrivateFiles, ownersRevealedTo, viewersRevealedBy } from "./photo-repo";
export { hiddenFor, hiderFor, hiderOf, hidersFor, hidesAnything, type HidesMessage } from "./hidden-words";
export { isSnoozed } from "./snooze";
export { chaperonedMatches } from "./chaperone-repo";
export { endLinksOf } from "./owner-links";
