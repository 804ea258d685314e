/** What other folders use of payments/: they import it from here, never an inner file (apps/web/src/app/boundaries.test.ts). */
export { paymentHistory, stopRenewals } from "./billing";
export { paymentsReachable } from "./reachability";
export { createPaymentProvider } from "./service";
