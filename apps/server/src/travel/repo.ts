import { and, eq, isNotNull, sql } from "drizzle-orm";
import { users, type StoredTravel, type UserRow } from "../db/schema";
import type { Db } from "../platform/db";

export type Place = Pick<UserRow, "latitude" | "longitude" | "city" | "cityAr" | "country" | "location">;

/** Moves the member to the travel place; the home place is kept in `travel.home` to come back to. */
export async function startTrip(db: Db, userId: number, place: Place, travel: StoredTravel): Promise<UserRow> {
  const [row] = await db.update(users).set({ ...place, travel }).where(eq(users.id, userId)).returning();
  return row;
}

/**
 * Back home: the kept place returns and the trip is forgotten. `until`: only the trip that ends
 * then (a job for an extended trip finds a later `until` and leaves it). Null when not travelling.
 */
export async function endTrip(db: Db, userId: number, until?: string): Promise<UserRow | null> {
  const home = (key: keyof StoredTravel["home"], cast: string) => sql.raw(`(travel->'home'->>'${key}')::${cast}`);
  const [row] = await db
    .update(users)
    .set({
      latitude: sql`${home("latitude", "float8")}`,
      longitude: sql`${home("longitude", "float8")}`,
      city: sql`${home("city", "text")}`,
      cityAr: sql`${home("cityAr", "text")}`,
      country: sql`${home("country", "text")}`,
      location: sql`${home("location", "text")}`,
      travel: null,
    })
    .where(and(eq(users.id, userId), isNotNull(users.travel), until ? sql`${users.travel}->>'until' = ${until}` : undefined))
    .returning();
  return row ?? null;
}

/** A location saved during a trip is the new home, kept aside until the trip ends. */
export async function saveHome(db: Db, userId: number, home: Partial<StoredTravel["home"]>): Promise<void> {
  await db
    .update(users)
    .set({ travel: sql`jsonb_set(${users.travel}, '{home}', (${users.travel}->'home') || ${JSON.stringify(home)}::jsonb)` })
    .where(and(eq(users.id, userId), isNotNull(users.travel)));
}
