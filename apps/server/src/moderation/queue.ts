import { MODERATION_QUEUE_PAGE_DEFAULT, type ModerationQueueItem, type ModerationQueuePage, type ModerationQueueQuery } from "@ulfa/contracts";
import type { Deps } from "../platform/deps";
import { openReports } from "./reports";
import { pendingVerifications } from "../profile";
import { flaggedCases } from "../trust";

/**
 * GET /api/moderation/queue: what waits for the staff, of all three kinds in one list, oldest first
 * (docs/trust-and-safety.md "Moderators"): open reports, members with open signals or on hold, and
 * selfies for a person to compare. Each item carries what its own queue shows and is acted on
 * through that queue's call, so the rules (staff, own reports) stay in one place each.
 *
 * Built from the three lists: each is small while the staff keep up (open items only), and the
 * signals one is already capped; a page is a slice of their merge.
 */
export async function moderationQueue(deps: Deps, query: ModerationQueueQuery): Promise<ModerationQueuePage> {
  const [reports, cases, selfies] = await Promise.all([openReports(deps), flaggedCases(deps), pendingVerifications(deps)]);
  const all: (ModerationQueueItem & { order: number })[] = [
    ...reports.map((report) => ({
      kind: "report" as const,
      key: `report:${report.id}`,
      at: report.createdAt,
      order: Date.parse(report.createdAt),
      member: { id: report.reported.id, name: report.reported.name, profilePhoto: report.reported.profilePhoto },
      report,
    })),
    ...cases.map(({ member, firstAt }) => ({
      kind: "signal" as const,
      key: `signal:${member.userId}`,
      at: new Date(firstAt).toISOString(),
      order: firstAt,
      member: { id: member.userId, name: member.name, profilePhoto: member.profilePhoto },
      signal: member,
    })),
    ...selfies.map((verification) => ({
      kind: "verification" as const,
      key: `verification:${verification.id}`,
      at: verification.submittedAt,
      order: Date.parse(verification.submittedAt),
      member: { id: verification.userId, name: verification.name, profilePhoto: verification.profilePhoto ?? verification.photos[0] ?? null },
      verification,
    })),
  ];
  const counts = { report: reports.length, signal: cases.length, verification: selfies.length };
  const chosen = (query.kind ? all.filter((item) => item.kind === query.kind) : all).sort((a, b) => a.order - b.order || a.key.localeCompare(b.key));
  const offset = query.offset ?? 0;
  const limit = query.limit ?? MODERATION_QUEUE_PAGE_DEFAULT;
  const items = chosen.slice(offset, offset + limit).map(({ order: _, ...item }) => item);
  const next = offset + limit;
  return { items, total: chosen.length, nextOffset: next < chosen.length ? next : null, counts };
}
