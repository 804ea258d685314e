/**
 * What other folders use of visibility/: who may see whom, as SQL for their statements (the deck,
 * the map, matches, notifications, pushes) and as a check on one member (profiles, likes, voices).
 */
export { activeMember, gendersFitOn, notBlockedWith, policyValues, presentAs, visibleAs, wayText, type PolicyContext, type PolicyRefs, type Viewer } from "./policy";
export { mediaOf, policyContext, requireVisibleMember, visibleMember } from "./members";
