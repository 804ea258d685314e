import { and, asc, desc, eq, inArray, isNotNull, isNull } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { REPORT_REASONS, type ModerationReport, type ReportReason, type SuspendedMember, type SuspendedMembersQuery } from "@ulfa/contracts";
import { memberSuspensions, reports, users, type UserRow } from "../db/schema";
import { isAdmin } from "../auth";
import type { Deps } from "../platform/deps";
import { AppError, conflict, notFound } from "../platform/errors";
import { afterSuspension, applySuspension, audit, endSuspension, staffRoleOf, termsDetail, withAdminsLocked, type SuspensionTerms } from "../staff";

/**
 * The moderators' side of member reports (a member files one with matches/safety.ts reportMember):
 * the open reports, acting on one, and the suspended members an admin may let back in.
 */

const reporter = alias(users, "reporter");
const reported = alias(users, "reported");
type Party = typeof users.$inferSelect;
const party = (u: Party) => ({
  id: u.id,
  name: u.name,
  username: u.username,
  email: u.email,
  profilePhoto: u.profilePhoto ?? u.photos[0] ?? null,
  suspendedAt: u.suspendedAt ? u.suspendedAt.toISOString() : null,
});

/**
 * A stored reason read back. The column is free text, and a reason that a later version retired (or
 * a row written by hand) must not turn the whole queue into a 500: it shows as "other".
 */
const storedReason = (reason: string): ReportReason => ((REPORT_REASONS as readonly string[]).includes(reason) ? (reason as ReportReason) : "other");

/** GET /api/moderation/reports: open reports, oldest first, for admins; `ids`: only these (a page of the merged queue). */
export async function openReports(deps: Deps, ids?: number[]): Promise<ModerationReport[]> {
  if (ids?.length === 0) return [];
  const rows = await deps.db
    .select({ report: reports, reporter, reported })
    .from(reports)
    .innerJoin(reporter, eq(reporter.id, reports.reporterId))
    .innerJoin(reported, eq(reported.id, reports.reportedId))
    .where(and(eq(reports.status, "open"), ids ? inArray(reports.id, ids) : undefined))
    .orderBy(asc(reports.createdAt), asc(reports.id));
  return rows.map((r) => ({
    id: r.report.id,
    reason: storedReason(r.report.reason),
    details: r.report.details,
    reporterLanguage: r.reporter.language,
    status: r.report.status,
    createdAt: r.report.createdAt.toISOString(),
    reporter: party(r.reporter),
    reported: party(r.reported),
  }));
}

/**
 * Dismisses a report, or suspends the reported member (sessions ended, hidden everywhere) for the
 * term and with the reason given (staff/suspensions.ts, as from the member's page). Nobody acts on
 * a report they made or one about themselves, and a report about staff (an admin or a moderator)
 * is never actioned: a moderator cannot touch it, an admin may only dismiss it (to act on a staff
 * member, an admin revokes the role first; docs/security.md). All of it runs under the admins'
 * lock, so the reported member cannot become staff between the check and the suspension.
 */
export async function actOnReport(
  deps: Deps,
  actor: UserRow,
  reportId: number,
  action: "dismiss" | "suspend",
  terms: SuspensionTerms = { days: null, reason: null },
): Promise<"dismissed" | "actioned"> {
  const now = deps.clock.now();
  const status = action === "dismiss" ? "dismissed" : "actioned";
  const { reportedId, endsAt } = await withAdminsLocked(deps, async (tx) => {
    const [report] = await tx.select().from(reports).where(eq(reports.id, reportId)).limit(1).for("update");
    if (!report) throw notFound("Report not found");
    if (report.status !== "open") throw conflict("This report has already been handled", "ALREADY_HANDLED");
    if (report.reporterId === actor.id || report.reportedId === actor.id) {
      throw new AppError(403, "OWN_REPORT", "You can't act on a report you made or one about you; another moderator will");
    }
    const reportedRole = await staffRoleOf(tx, report.reportedId, [...deps.config.adminEmails]);
    if (reportedRole && (action === "suspend" || !isAdmin(deps, actor))) {
      throw new AppError(403, "STAFF_REPORT", "This report is about a member of staff: only an admin can handle it, by revoking the role first");
    }
    await tx.update(reports).set({ status, resolvedAt: now, resolvedBy: actor.id }).where(eq(reports.id, reportId));
    const ends = action === "suspend" ? await applySuspension(tx, actor, report.reportedId, terms, now) : null;
    return { reportedId: report.reportedId, endsAt: ends };
  });
  if (action === "suspend") await afterSuspension(deps, reportedId, now);
  await audit(deps, actor.id, action === "dismiss" ? "report.dismiss" : "report.suspend", reportedId, action === "dismiss" ? { reportId } : { reportId, ...termsDetail(terms, endsAt) });
  return status;
}

/**
 * GET /api/moderation/suspensions: suspended members, most recently suspended first, with their
 * term and reason; timed ones or those for good only, a page at a time when asked.
 */
export async function suspendedMembers(deps: Deps, query: SuspendedMembersQuery = {}): Promise<SuspendedMember[]> {
  const where = [isNotNull(users.suspendedAt)];
  if (query.term === "timed") where.push(isNotNull(memberSuspensions.endsAt));
  // No row beside it (a suspension from before terms were kept) is for good too.
  if (query.term === "forGood") where.push(isNull(memberSuspensions.endsAt));
  let ordered = deps.db
    .select({
      id: users.id,
      name: users.name,
      username: users.username,
      email: users.email,
      suspendedAt: users.suspendedAt,
      profilePhoto: users.profilePhoto,
      photos: users.photos,
      endsAt: memberSuspensions.endsAt,
      reason: memberSuspensions.reason,
    })
    .from(users)
    .leftJoin(memberSuspensions, eq(memberSuspensions.userId, users.id))
    .where(and(...where))
    .orderBy(desc(users.suspendedAt), desc(users.id))
    .$dynamic();
  if (query.limit !== undefined) ordered = ordered.limit(query.limit);
  if (query.offset) ordered = ordered.offset(query.offset);
  const rows = await ordered;
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    username: r.username,
    email: r.email,
    suspendedAt: (r.suspendedAt as Date).toISOString(),
    profilePhoto: r.profilePhoto ?? r.photos[0] ?? null,
    endsAt: r.endsAt ? r.endsAt.toISOString() : null,
    reason: r.reason ?? null,
  }));
}

/** Lifts a suspension (admins only: a moderator suspends, an admin reviews): the member may sign in again and shows in decks again if otherwise eligible. */
export async function liftSuspension(deps: Deps, userId: number, by?: UserRow): Promise<void> {
  // Its reason and term (staff/suspensions.ts) go with it.
  if (!(await endSuspension(deps, userId))) throw notFound("This member is not suspended");
  if (by) await audit(deps, by.id, "suspension.lift", userId);
}
