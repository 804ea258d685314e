import { and, isNotNull, isNull, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { users } from "../db/schema";

/** Members others may see at all: verified e-mail, not deactivated, not suspended. */
export const activeMember = (): SQL =>
  and(isNotNull(users.emailVerifiedAt), isNull(users.deactivatedAt), isNull(users.suspendedAt)) as SQL;

/** Neither side has blocked the other (a block hides both members from each other everywhere). */
export const notBlockedWith = (viewerId: number, otherId: AnyPgColumn): SQL =>
  sql`not exists (select 1 from blocks b where (b.blocker_id = ${viewerId} and b.blocked_id = ${otherId}) or (b.blocker_id = ${otherId} and b.blocked_id = ${viewerId}))`;
