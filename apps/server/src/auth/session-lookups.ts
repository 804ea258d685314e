import { eq, sql } from "drizzle-orm";
import { sessions, users, type UserRow } from "../db/schema";
import { BatchLoader } from "../platform/batch-loader";
import type { Db } from "../platform/db";
import { preparedPerDb } from "../platform/prepared";

/**
 * The lookups every socket connection and signed-in request makes, batched (platform/batch-loader.ts):
 * a thousand sockets connecting at once ask a handful of queries, not a thousand each. Nothing is
 * cached here; auth/session.ts decides what memory may answer.
 */

/** A session row with its member's row: one round trip for a cookie nobody asked about lately. */
export interface SessionWithMember {
  expiresAt: Date;
  user: UserRow;
}

const ids = sql.placeholder("ids");

// Expired sessions come back too: each caller compares expiresAt with its own clock reading.
const sessionsWithMembersQuery = preparedPerDb((db) =>
  db
    .select({ sessionId: sessions.id, expiresAt: sessions.expiresAt, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(sql`${sessions.id} = any(${ids}::text[])`)
    .prepare(""),
);
const memberRowsQuery = preparedPerDb((db) => db.select().from(users).where(sql`${users.id} = any(${ids}::int[])`).prepare(""));
const existingSessionsQuery = preparedPerDb((db) =>
  db.select({ id: sessions.id }).from(sessions).where(sql`${sessions.id} = any(${ids}::text[])`).prepare(""),
);

export const sessionsWithMembers = preparedPerDb(
  (db: Db) =>
    new BatchLoader<string, SessionWithMember>(async (keys) => {
      const rows = await sessionsWithMembersQuery(db).execute({ ids: keys });
      return new Map(rows.map((row) => [row.sessionId, { expiresAt: row.expiresAt, user: row.user }]));
    }),
);

export const memberRows = preparedPerDb(
  (db: Db) =>
    new BatchLoader<number, UserRow>(async (keys) => {
      const rows = await memberRowsQuery(db).execute({ ids: keys });
      return new Map(rows.map((row) => [row.id, row]));
    }),
);

/** Answers true for a session that exists now. A key already out in a query is asked again, never joined. */
export const existingSessions = preparedPerDb(
  (db: Db) =>
    new BatchLoader<string, true>(async (keys) => {
      const rows = await existingSessionsQuery(db).execute({ ids: keys });
      return new Map(rows.map((row) => [row.id, true as const]));
    }),
);
