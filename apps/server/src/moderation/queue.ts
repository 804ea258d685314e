import { sql } from "drizzle-orm";
import { MODERATION_QUEUE_PAGE_DEFAULT, type ModerationQueueItem, type ModerationQueueKind, type ModerationQueuePage, type ModerationQueueQuery } from "@ulfa/contracts";
import type { Deps } from "../platform/deps";
import { openReports } from "./reports";
import { pendingVerifications } from "../profile";
import { flaggedCases } from "../trust";

/** Above any count of signals: a held member's likes and messages wait on a moderator. */
const HELD_WEIGHT = 1000;

interface PageRow {
  reports: number;
  signals: number;
  verifications: number;
  kind: ModerationQueueKind | null;
  ref: number | null;
}

/**
 * One statement for the page: every waiting item of the three kinds as (kind, ref, strength,
 * latest) in a UNION ALL, ordered strongest first and newest first among equals, cut to the page
 * in SQL; beside it the count of each kind (a row even when the page is empty). Strength: a held
 * member above all (HELD_WEIGHT), then how much there is: a member's open signals, the open reports
 * about the reported member, one for a selfie. Latest: the report, the member's newest signal or
 * hold, the selfie. Suspended members' signals are left out (their case is closed), as in
 * trust/review.ts flaggedCases.
 */
function pageStatement(kind: ModerationQueueKind | undefined, offset: number, limit: number) {
  return sql`
    with items as (
      select 'report'::text as kind, r.id as ref, r.created_at as latest,
             (select count(*) from reports o where o.reported_id = r.reported_id and o.status = 'open')::int as strength
        from reports r
        join users reporter on reporter.id = r.reporter_id
        join users reported on reported.id = r.reported_id
       where r.status = 'open'
      union all
      select 'signal', c.user_id, max(c.at),
             ((case when bool_or(c.held) then ${HELD_WEIGHT} else 0 end) + count(*) filter (where not c.held))::int
        from (
          select s.user_id, s.created_at as at, false as held from trust_signals s where s.resolved_at is null
          union all
          select m.user_id, m.since, true from member_reviews m where m.state = 'held'
        ) c
        join users u on u.id = c.user_id and u.suspended_at is null
       group by c.user_id
      union all
      select 'verification', v.id, v.created_at, 1
        from verification_requests v
        join users u on u.id = v.user_id
       where v.status = 'pending'
    ),
    counts as (
      select count(*) filter (where kind = 'report')::int as reports,
             count(*) filter (where kind = 'signal')::int as signals,
             count(*) filter (where kind = 'verification')::int as verifications
        from items
    )
    select counts.reports, counts.signals, counts.verifications, page.kind, page.ref
      from counts
      left join lateral (
        select kind, ref, strength, latest from items
         ${kind ? sql`where kind = ${kind}` : sql``}
         order by strength desc, latest desc, kind, ref
         limit ${limit} offset ${offset}
      ) page on true
     order by page.strength desc, page.latest desc, page.kind, page.ref`;
}

/**
 * GET /api/moderation/queue: what waits for the staff, of all three kinds in one list, strongest
 * and newest first (docs/trust-and-safety.md "Moderators"): open reports, members with open
 * signals or on hold, and selfies for a person to compare. The page is chosen and counted in SQL
 * (pageStatement); only its items are then read in full, by id, from each kind's own list, so each
 * item carries what its own queue shows and is acted on through that queue's call (the rules about
 * staff and own reports stay in one place each).
 */
export async function moderationQueue(deps: Deps, query: ModerationQueueQuery): Promise<ModerationQueuePage> {
  const offset = query.offset ?? 0;
  const limit = query.limit ?? MODERATION_QUEUE_PAGE_DEFAULT;
  const { rows } = (await deps.db.execute(pageStatement(query.kind, offset, limit))) as unknown as { rows: PageRow[] };
  const counts = { report: Number(rows[0]?.reports ?? 0), signal: Number(rows[0]?.signals ?? 0), verification: Number(rows[0]?.verifications ?? 0) };
  const page = rows.filter((r): r is PageRow & { kind: ModerationQueueKind; ref: number } => r.kind !== null && r.ref !== null).map((r) => ({ kind: r.kind, ref: Number(r.ref) }));
  const refs = (kind: ModerationQueueKind) => page.filter((p) => p.kind === kind).map((p) => p.ref);
  const [reports, cases, selfies] = await Promise.all([openReports(deps, refs("report")), flaggedCases(deps, refs("signal")), pendingVerifications(deps, refs("verification"))]);
  const byKey = new Map<string, ModerationQueueItem>();
  for (const report of reports) {
    byKey.set(`report:${report.id}`, {
      kind: "report",
      key: `report:${report.id}`,
      at: report.createdAt,
      member: { id: report.reported.id, name: report.reported.name, profilePhoto: report.reported.profilePhoto },
      report,
    });
  }
  for (const { member, firstAt } of cases) {
    byKey.set(`signal:${member.userId}`, {
      kind: "signal",
      key: `signal:${member.userId}`,
      at: new Date(firstAt).toISOString(),
      member: { id: member.userId, name: member.name, profilePhoto: member.profilePhoto },
      signal: member,
    });
  }
  for (const verification of selfies) {
    byKey.set(`verification:${verification.id}`, {
      kind: "verification",
      key: `verification:${verification.id}`,
      at: verification.submittedAt,
      member: { id: verification.userId, name: verification.name, profilePhoto: verification.profilePhoto ?? verification.photos[0] ?? null },
      verification,
    });
  }
  // In the statement's order; an item acted on between the two reads is left out of this page.
  const items = page.map((p) => byKey.get(`${p.kind}:${p.ref}`)).filter((i): i is ModerationQueueItem => i !== undefined);
  const total = query.kind ? counts[query.kind] : counts.report + counts.signal + counts.verification;
  const next = offset + limit;
  return { items, total, nextOffset: next < total ? next : null, counts };
}
