import { and, eq, isNotNull, or } from "drizzle-orm";
import { matches, users, type UserRow } from "../db/schema";
import type { Db } from "../platform/db";
import { visibleAs, type PolicyContext, type Viewer } from "../visibility";

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
 * The viewer's matches who may appear on a map: sharing on, visible on the map, located, and on
 * the map by the policy (visibility/policy.ts: present, awake, not staff, not blocked either way).
 * The distance limit is applied by the caller.
 */
export async function visibleMatchesOf(db: Db, viewer: Viewer, ctx: PolicyContext): Promise<UserRow[]> {
  const viewerId = viewer.id;
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
        visibleAs("map", viewer, users.id, ctx),
      ),
    );
  return rows.map((r) => r.user);
}
