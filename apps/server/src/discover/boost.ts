import { eq, sql } from "drizzle-orm";
import { BOOST_DURATION_MS, type BoostResult } from "@ulfa/contracts";
import { boostActivations, users, type UserRow } from "../db/schema";
import type { Deps } from "../platform/deps";
import { AppError, conflict } from "../platform/errors";
import { monthlyBoostsLeft } from "../likes";
import { queuePush } from "../push";

/**
 * POST /api/premium/boost: 30 minutes at the top of nearby decks. A premium member's free boost of
 * the calendar month is used first, then the bought balance. One boost at a time.
 */
export async function activateBoost(deps: Deps, me: UserRow): Promise<BoostResult> {
  const now = deps.clock.now();
  const result = await deps.db.transaction(async (tx) => {
    const [self] = await tx.select().from(users).where(eq(users.id, me.id)).for("update");
    if (self.boostedUntil && self.boostedUntil > now) throw conflict("A boost is already active", "BOOST_ACTIVE");
    const source = (await monthlyBoostsLeft(tx, self, now)) > 0 ? "premium_monthly" : "balance";
    if (source === "balance" && self.boosts <= 0) throw new AppError(403, "NO_BOOSTS", "No boosts left");
    const boostedUntil = new Date(now.getTime() + BOOST_DURATION_MS);
    const [updated] = await tx
      .update(users)
      .set({ boostedUntil, ...(source === "balance" ? { boosts: sql`${users.boosts} - 1` } : {}) })
      .where(eq(users.id, me.id))
      .returning({ boosts: users.boosts });
    await tx.insert(boostActivations).values({ userId: me.id, source, createdAt: now });
    return { boostedUntil: boostedUntil.toISOString(), boosts: updated.boosts, message: "Boost Activated!" };
  });
  await queuePush(deps, { event: "boostEnded", userId: me.id }, { runAt: new Date(result.boostedUntil) });
  return result;
}
