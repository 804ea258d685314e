import { eq } from "drizzle-orm";
import type { SnoozeHours, SnoozeState } from "@ulfa/contracts";
import { users, type UserRow } from "../db/schema";
import type { Deps } from "../platform/deps";

const HOUR_MS = 3_600_000;

/**
 * Snoozed at `now`: since `snoozedAt`, until `snoozedUntil` (null: until they wake themselves). Only
 * for showing the state (the member's own switch, "snoozed" under a match's chat header): who may
 * see a snoozed member is decided by visibility/policy.ts alone.
 */
export const isSnoozed = (row: Pick<UserRow, "snoozedAt" | "snoozedUntil">, now: Date): boolean =>
  row.snoozedAt !== null && (row.snoozedUntil === null || row.snoozedUntil.getTime() > now.getTime());

export function snoozeStateOf(row: Pick<UserRow, "snoozedAt" | "snoozedUntil">, now: Date): SnoozeState {
  const snoozed = isSnoozed(row, now);
  return { snoozed, until: snoozed && row.snoozedUntil ? row.snoozedUntil.toISOString() : null };
}

/**
 * POST /api/account/snooze: out of every deck, map and surprise match until the chosen time. Waking
 * is the policy's own comparison with now (visibility/policy.ts), so every instance agrees and no
 * job has to run.
 */
export async function snooze(deps: Deps, user: UserRow, hours: SnoozeHours | null): Promise<SnoozeState> {
  const now = deps.clock.now();
  const until = hours === null ? null : new Date(now.getTime() + hours * HOUR_MS);
  const [row] = await deps.db.update(users).set({ snoozedAt: now, snoozedUntil: until }).where(eq(users.id, user.id)).returning();
  return snoozeStateOf(row, now);
}

/** DELETE /api/account/snooze: back in decks at once. */
export async function wake(deps: Deps, user: UserRow): Promise<SnoozeState> {
  const [row] = await deps.db.update(users).set({ snoozedAt: null, snoozedUntil: null }).where(eq(users.id, user.id)).returning();
  return snoozeStateOf(row, deps.clock.now());
}
