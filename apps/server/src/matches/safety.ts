import { and, desc, eq } from "drizzle-orm";
import type { BlockedUser, ReportInput } from "@ulfa/contracts";
import { blocks, reports, users, type UserRow } from "../db/schema";
import type { Deps } from "../platform/deps";
import { badRequest, notFound } from "../platform/errors";
import { requireVisibleMember } from "../visibility";
import { matchBetween } from "./repo";
import { shownMainPhoto, blurredNamesOf } from "../privacy";
import { endMatch } from "./service";
import { afterReport } from "../trust";

/**
 * Block and report (real, not placeholders; docs/product-rules.md). A block hides both members from each
 * other everywhere (visibility.ts notBlockedWith), ends their match and stops their messages.
 * Moderators work the reports in moderation/reports.ts.
 */
export async function blockMember(deps: Deps, blocker: UserRow, blockedId: number): Promise<void> {
  if (blockedId === blocker.id) throw badRequest("You can't block yourself", "SELF_TARGET");
  if (await hasBlocked(deps, blocker.id, blockedId)) return;
  await requireVisibleMember(deps, blocker, blockedId, "interact");
  await deps.db.insert(blocks).values({ blockerId: blocker.id, blockedId, createdAt: deps.clock.now() }).onConflictDoNothing();
  const match = await matchBetween(deps.db, blocker.id, blockedId);
  if (match) await endMatch(deps, match);
}

async function hasBlocked(deps: Deps, blockerId: number, blockedId: number): Promise<boolean> {
  const [row] = await deps.db
    .select({ id: blocks.blockedId })
    .from(blocks)
    .where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)))
    .limit(1);
  return row !== undefined;
}

export async function unblockMember(deps: Deps, blocker: UserRow, blockedId: number): Promise<void> {
  const rows = await deps.db
    .delete(blocks)
    .where(and(eq(blocks.blockerId, blocker.id), eq(blocks.blockedId, blockedId)))
    .returning({ id: blocks.blockedId });
  if (rows.length === 0) throw notFound("This member is not blocked");
}

/** The members the viewer blocked (their own list: name and photo only), newest first. */
export async function listBlocked(deps: Deps, viewer: UserRow): Promise<BlockedUser[]> {
  const rows = await deps.db
    .select({ id: users.id, name: users.name, profilePhoto: users.profilePhoto, photos: users.photos, privacy: users.privacy, blockedAt: blocks.createdAt })
    .from(blocks)
    .innerJoin(users, eq(users.id, blocks.blockedId))
    .where(eq(blocks.blockerId, viewer.id))
    .orderBy(desc(blocks.createdAt));
  return rows.map((r) => ({ id: r.id, name: r.name, profilePhoto: shownMainPhoto(r, blurredNamesOf(deps.config)), blockedAt: r.blockedAt.toISOString() }));
}

export async function reportMember(deps: Deps, reporter: UserRow, input: ReportInput): Promise<{ id: number }> {
  if (input.userId === reporter.id) throw badRequest("You can't report yourself", "SELF_TARGET");
  // The policy's report rule: anyone the reporter may see, is matched with, or blocked ("block and report").
  await requireVisibleMember(deps, reporter, input.userId, "report");
  const [row] = await deps.db
    .insert(reports)
    .values({ reporterId: reporter.id, reportedId: input.userId, reason: input.reason, details: input.details || null, createdAt: deps.clock.now() })
    .returning({ id: reports.id });
  // Trust (docs/trust-and-safety.md): reports from several members within a window are REPORTED.
  await afterReport(deps, input.userId);
  return row;
}
