import { sql } from "drizzle-orm";
import { YOUR_TURN_WAIT_HOURS, type YourTurn } from "@ulfa/contracts";
import type { UserRow } from "../db/schema";
import type { Deps } from "../platform/deps";
import type { Db } from "../platform/db";
import { AppError } from "../platform/errors";

const HOUR_MS = 3_600_000;

interface Waiting {
  matchId: number;
  name: string;
  since: Date;
}

/**
 * The member's conversations waiting on their reply: the other member (still active, not blocked
 * either way) wrote last, before `before`. Notices do not count. At most `limit`, oldest first; one
 * statement over the member's matches (matches_pair_unique, matches_b_idx) and each match's last
 * message (messages_match_time_idx).
 */
async function waitingOn(db: Db, userId: number, before: Date, limit: number): Promise<Waiting[]> {
  // Both drivers (node-postgres, PGlite) answer a raw statement with { rows }.
  const { rows } = (await db.execute(sql`
    select m.id as match_id, o.name, last.created_at as since
    from matches m
    join users o on o.id = case when m.user_a_id = ${userId} then m.user_b_id else m.user_a_id end
    join lateral (
      select x.sender_id, x.created_at from messages x
      where x.match_id = m.id and x.kind <> 'notice'
      order by x.created_at desc, x.id desc limit 1
    ) last on true
    where (m.user_a_id = ${userId} or m.user_b_id = ${userId})
      and last.sender_id <> ${userId} and last.created_at < ${before.toISOString()}::timestamptz
      and o.email_verified_at is not null and o.deactivated_at is null and o.suspended_at is null
      and not exists (select 1 from blocks b where (b.blocker_id = ${userId} and b.blocked_id = o.id) or (b.blocker_id = o.id and b.blocked_id = ${userId}))
    order by last.created_at asc
    limit ${limit}`)) as unknown as { rows: { match_id: number; name: string; since: string | Date }[] };
  return rows.map((r) => ({ matchId: Number(r.match_id), name: r.name, since: new Date(r.since) }));
}

/**
 * Your Turn (docs/discovery.md): with the site's number of conversations waiting on the member's
 * reply for over YOUR_TURN_WAIT_HOURS, new likes wait until they answer or end one. Never sold:
 * premium changes nothing here.
 */
export async function yourTurn(deps: Deps, member: Pick<UserRow, "id">): Promise<YourTurn> {
  const limit = (await deps.site.settings()).rules.yourTurn;
  if (limit === 0) return { limit, blocked: false, waiting: [] };
  const before = new Date(deps.clock.now().getTime() - YOUR_TURN_WAIT_HOURS * HOUR_MS);
  const waiting = await waitingOn(deps.db, member.id, before, limit);
  return {
    limit,
    blocked: waiting.length >= limit,
    waiting: waiting.map((w) => ({ matchId: w.matchId, name: w.name.split(" ")[0], since: w.since.toISOString() })),
  };
}

/** Before a like or super like (likes/service.ts): 403 YOUR_TURN while conversations wait on the member. */
export async function checkYourTurn(deps: Deps, member: Pick<UserRow, "id">): Promise<void> {
  const state = await yourTurn(deps, member);
  if (state.blocked) {
    throw new AppError(403, "YOUR_TURN", `${state.waiting.length} conversations are waiting on your reply: answer or end one to like more`);
  }
}
