import { and, eq, isNull } from "drizzle-orm";
import { chaperones, dateShares } from "../db/schema";
import type { Db } from "../platform/db";

/**
 * Ends every chaperone and date link of `ownerId`, as the member's own "End" does: called when the
 * member deactivates or is suspended, so the links stop showing the conversations at once and stay
 * ended if the member comes back (they invite again if they want to). The matches get no "no longer
 * shared" notice: their conversation with the member is closed anyway.
 */
export async function endLinksOf(db: Db, ownerId: number, now: Date): Promise<void> {
  await db.update(chaperones).set({ revokedAt: now }).where(and(eq(chaperones.ownerId, ownerId), isNull(chaperones.revokedAt)));
  await db.update(dateShares).set({ revokedAt: now }).where(and(eq(dateShares.ownerId, ownerId), isNull(dateShares.revokedAt)));
}
