/**
 * What other folders use of the matches feature: who is matched with whom, whether the other member
 * may still be reached, the new-match badge, and the job that ends silent matches (app.ts).
 */
export { markSeen, matchIdsOf, matchOf, matchWithOther, orderedPair, otherOf, partnerIds, seenAtOf } from "./repo";
export { requireMatch } from "./require-match";
export { matchExpiryJob } from "./expiry";
