import { and, eq, isNull, lte, ne, sql } from "drizzle-orm";
import { DIGEST_JOB_EVERY_MS, DIGEST_MIN_AGE_MS, DIGEST_PERIOD_MS } from "@ulfa/contracts";
import { matches, messages, settings, users } from "../db/schema";
import type { Deps } from "../platform/deps";
import type { PeriodicJob } from "../platform/jobs/types";
import { activeMember } from "../visibility";
import { queueMail } from "../platform/mail-queue";
import { digestMail } from "./digest-mail";
import { hiddenFor, hidersFor, hidesAnything } from "../privacy";
import { mailSite } from "../site";

const markerKey = (userId: number) => `notifications:digest:${userId}`;

/**
 * Daily e-mail digest (opt-in, users.emailDigest): members with messages unread for more than an
 * hour get one mail, at most once per DIGEST_PERIOD_MS. The last send is kept in `settings`, so
 * several instances running the job agree.
 */
export async function sendDigests(deps: Deps): Promise<number> {
  const now = deps.clock.now();
  const cutoff = new Date(now.getTime() - DIGEST_MIN_AGE_MS);
  const recipientId = sql<number>`case when ${matches.userAId} = ${messages.senderId} then ${matches.userBId} else ${matches.userAId} end`;
  const due = (userId?: number) =>
    and(
      userId === undefined ? undefined : eq(users.id, userId),
      isNull(messages.readAt),
      lte(messages.createdAt, cutoff),
      eq(users.emailDigest, true),
      activeMember(),
      ne(messages.senderId, users.id),
      sql`not exists (select 1 from blocks b where (b.blocker_id = ${matches.userAId} and b.blocked_id = ${matches.userBId}) or (b.blocker_id = ${matches.userBId} and b.blocked_id = ${matches.userAId}))`,
    );
  const rows = await deps.db
    .select({ userId: users.id, email: users.email, name: users.name, language: users.language, digits: users.digits, count: sql<number>`count(*)::int` })
    .from(messages)
    .innerJoin(matches, eq(matches.id, messages.matchId))
    .innerJoin(users, eq(users.id, recipientId))
    .where(due())
    .groupBy(users.id, users.email, users.name, users.language, users.digits);
  const hiders = await hidersFor(deps.db, rows.map((r) => r.userId));
  let sent = 0;
  for (const row of rows) {
    // Messages in the member's hidden fold are not announced: recount the rest for members with hidden words.
    const hides = hiders.get(row.userId);
    if (hides && hidesAnything(hides)) {
      const unread = await deps.db
        .select({ kind: messages.kind, content: messages.content, removedAt: messages.removedAt })
        .from(messages)
        .innerJoin(matches, eq(matches.id, messages.matchId))
        .innerJoin(users, eq(users.id, recipientId))
        .where(due(row.userId));
      row.count = unread.filter((m) => !hiddenFor(hides, m)).length;
      if (row.count === 0) continue;
    }
    const key = markerKey(row.userId);
    const [marker] = await deps.db.select().from(settings).where(eq(settings.key, key)).limit(1);
    if (marker && now.getTime() - new Date(marker.value).getTime() < DIGEST_PERIOD_MS) continue;
    // Claim the day first so a second instance running the job at once does not mail twice.
    const claimed = marker
      ? await deps.db
          .update(settings)
          .set({ value: now.toISOString() })
          .where(and(eq(settings.key, key), eq(settings.value, marker.value)))
          .returning()
      : await deps.db.insert(settings).values({ key, value: now.toISOString() }).onConflictDoNothing().returning();
    if (claimed.length === 0) continue;
    await queueMail(deps, digestMail(await mailSite(deps, row.language), row.email, row.name, Number(row.count), `${deps.config.appUrl}/home?tab=matches`, row.language, row.digits));
    sent += 1;
  }
  return sent;
}

export const digestJob: PeriodicJob<Deps> = { name: "notifications-email-digest", everyMs: DIGEST_JOB_EVERY_MS, run: async (deps) => void (await sendDigests(deps)) };
