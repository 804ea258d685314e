/**
 * Whether the last call to the payment provider reached it, per configured provider (the settings
 * object of one app): /api/health lists "payments" while it did not. Passive on purpose: probing
 * Stripe on every health check would spend its rate limit for nothing.
 */
const unreachable = new WeakSet<object>();

export function notePaymentsReached(settings: object, reached: boolean): void {
  if (reached) unreachable.delete(settings);
  else unreachable.add(settings);
}

export const paymentsReachable = (settings: object): boolean => !unreachable.has(settings);
