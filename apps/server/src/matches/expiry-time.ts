export const HOUR_MS = 60 * 60 * 1000;

/** When a match without any message expires under the operator's rule (site settings), or null when matches never expire. */
export function expiryOf(createdAt: Date, expiryHours: number): Date | null {
  return expiryHours > 0 ? new Date(createdAt.getTime() + expiryHours * HOUR_MS) : null;
}
