import type { TrustSignalCode } from "../db/schema";
import type { Deps } from "../platform/deps";
import { holdIfNot, insertSignal, openSignalCount } from "./repo";

/** Signals strong enough to hold a member on their own: no ordinary member trips them. */
const STRONG: ReadonlySet<TrustSignalCode> = new Set(["REPEATED_INTRO", "LIKE_VELOCITY", "DUPLICATE_PHOTO", "REPORTED"]);

/**
 * Stores a signal with its evidence, and puts the member on hold when it is a strong one or when the
 * member's open signals of this kind reach the site's threshold (rules.holdAfterContactSignals,
 * holdAfterMoneySignals). Returns whether this signal put them on hold.
 */
export async function recordSignal(deps: Deps, userId: number, code: TrustSignalCode, evidence: Record<string, unknown>): Promise<boolean> {
  const now = deps.clock.now();
  // The rules first: a check that fails here leaves nothing half-stored for its retry to repeat.
  const { rules } = await deps.site.settings();
  await insertSignal(deps.db, userId, code, evidence, now);
  let hold = STRONG.has(code);
  if (code === "OFF_PLATFORM_CONTACT") hold = (await openSignalCount(deps.db, userId, code)) >= rules.holdAfterContactSignals;
  if (code === "MONEY_REQUEST") hold = (await openSignalCount(deps.db, userId, code)) >= rules.holdAfterMoneySignals;
  if (!hold) return false;
  const held = await holdIfNot(deps.db, userId, code, now);
  if (held) deps.log.info({ userId, code }, "member held for review");
  return held;
}
