import { and, eq, isNotNull, or } from "drizzle-orm";
import { matches, users, type UserRow } from "../db/schema";
import type { Db } from "../platform/db";
import { activeMember, notBlockedWith, notSnoozed } from "../users/visibility";

/** Stores already-snapped coordinates for the map's "Update Location". */
export async function saveMapLocation(db: Db, userId: number, point: { latitude: number; longitude: number }): Promise<void> {
  await db.update(users).set(point).where(eq(users.id, userId));
}

export async function setLocationPrivacy(db: Db, userId: number, values: Partial<Pick<UserRow, "locationSharingEnabled" | "showOnMap">>) {
  const [row] = await db
    .update(users)
    .set(values)
    .where(eq(users.id, userId))
    .returning({ locationSharingEnabled: users.locationSharingEnabled, showOnMap: users.showOnMap });
  return row;
}

/**
 * The viewer's matches who may appear on a map: sharing on, visible on the map, located, active
 * not snoozed and not blocked either way. The distance limit is applied by the caller.
 */
export async function visibleMatchesOf(db: Db, viewerId: number, now: Date): Promise<UserRow[]> {
  const rows = await db
    .select({ user: users })
    .from(matches)
    .innerJoin(
      users,
      or(
        and(eq(matches.userAId, viewerId), eq(users.id, matches.userBId)),
        and(eq(matches.userBId, viewerId), eq(users.id, matches.userAId)),
      ),
    )
    .where(
      and(
        or(eq(matches.userAId, viewerId), eq(matches.userBId, viewerId)),
        eq(users.locationSharingEnabled, true),
        eq(users.showOnMap, true),
        isNotNull(users.latitude),
        isNotNull(users.longitude),
        activeMember(),
        notSnoozed(now),
        notBlockedWith(viewerId, users.id),
      ),
    );
  return rows.map((r) => r.user);
}
