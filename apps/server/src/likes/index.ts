/**
 * What other folders use of likes/: the like and boost allowances (the deck's counters, payments'
 * credits, discover's boost) and a held like comment's release once its writer may write (chat/).
 * The like path itself (`swipe`, service.ts) is not here: it asks discover's filters, and discover's
 * boost asks the allowances here, so the index would close a circle; app.ts hands it to trust as
 * `deps.heldDelivery` from service.ts, a public file like the chat's send path.
 */
export { creditsOf, monthlyBoostsLeft, swipeStatus } from "./quota";
export { releaseHeldComment } from "./held-comment";
