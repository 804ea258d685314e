import { desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { MEMBER_PAGE_LIST_LIMIT } from "@ulfa/contracts";
import { memberReviews, memberSuspensions, payments, reports, staffNotes, staffRoles, trustSignals, users } from "../db/schema";
import type { Db } from "../platform/db";
import { auditEntries } from "./repo";

/** `%`, `_` and `\` typed in a search are matched as themselves. */
const likeEscaped = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const summaryColumns = {
  id: users.id,
  name: users.name,
  username: users.username,
  email: users.email,
  gender: users.gender,
  profilePhoto: users.profilePhoto,
  photos: users.photos,
  emailVerifiedAt: users.emailVerifiedAt,
  deactivatedAt: users.deactivatedAt,
  suspendedAt: users.suspendedAt,
  role: staffRoles.role,
  createdAt: users.createdAt,
};

/** Members whose name, username or e-mail contains `q` (any case), or whose id is `q`; newest first. */
export async function searchMemberRows(db: Db, q: string | undefined, offset: number, limit: number) {
  let where: SQL | undefined;
  if (q) {
    const like = likeEscaped(q);
    const byId = /^\d{1,9}$/.test(q) ? eq(users.id, Number(q)) : undefined;
    where = or(byId, ilike(users.name, like), ilike(users.username, like), ilike(users.email, like));
  }
  return db
    .select(summaryColumns)
    .from(users)
    .leftJoin(staffRoles, eq(staffRoles.userId, users.id))
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(limit)
    .offset(offset);
}

export async function memberRow(db: Db, userId: number) {
  const [row] = await db
    .select({ user: users, role: staffRoles.role })
    .from(users)
    .leftJoin(staffRoles, eq(staffRoles.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

const other = alias(users, "other");

export async function reportsAbout(db: Db, userId: number, which: "received" | "made") {
  const mine = which === "received" ? reports.reportedId : reports.reporterId;
  const theirs = which === "received" ? reports.reporterId : reports.reportedId;
  return db
    .select({ id: reports.id, reason: reports.reason, details: reports.details, status: reports.status, createdAt: reports.createdAt, otherId: other.id, otherName: other.name })
    .from(reports)
    .innerJoin(other, eq(other.id, theirs))
    .where(eq(mine, userId))
    .orderBy(desc(reports.createdAt), desc(reports.id))
    .limit(MEMBER_PAGE_LIST_LIMIT);
}

export async function signalsOf(db: Db, userId: number) {
  return db
    .select({ code: trustSignals.code, createdAt: trustSignals.createdAt, resolvedAt: trustSignals.resolvedAt, evidence: trustSignals.evidence })
    .from(trustSignals)
    .where(eq(trustSignals.userId, userId))
    .orderBy(desc(trustSignals.createdAt))
    .limit(MEMBER_PAGE_LIST_LIMIT);
}

export async function reviewOfMember(db: Db, userId: number) {
  const [row] = await db.select().from(memberReviews).where(eq(memberReviews.userId, userId)).limit(1);
  return row ?? null;
}

const suspender = alias(users, "suspender");

export async function suspensionOf(db: Db, userId: number) {
  const [row] = await db
    .select({ reason: memberSuspensions.reason, endsAt: memberSuspensions.endsAt, suspendedBy: suspender.name })
    .from(memberSuspensions)
    .leftJoin(suspender, eq(suspender.id, memberSuspensions.suspendedBy))
    .where(eq(memberSuspensions.userId, userId))
    .limit(1);
  return row ?? null;
}

export async function paymentsOf(db: Db, userId: number) {
  return db
    .select({ id: payments.id, itemType: payments.itemType, itemCount: payments.itemCount, amountCents: payments.amountCents, currency: payments.currency, status: payments.status, createdAt: payments.createdAt })
    .from(payments)
    .where(eq(payments.userId, userId))
    .orderBy(desc(payments.createdAt))
    .limit(MEMBER_PAGE_LIST_LIMIT);
}

const author = alias(users, "author");

export async function notesOf(db: Db, userId: number) {
  return db
    .select({ id: staffNotes.id, body: staffNotes.body, authorId: staffNotes.authorId, authorName: author.name, createdAt: staffNotes.createdAt })
    .from(staffNotes)
    .leftJoin(author, eq(author.id, staffNotes.authorId))
    .where(eq(staffNotes.userId, userId))
    .orderBy(desc(staffNotes.createdAt), desc(staffNotes.id));
}

export async function insertNote(db: Db, note: { userId: number; authorId: number; body: string; createdAt: Date }) {
  await db.insert(staffNotes).values(note);
}

/** Audit entries about the member (they were the target), newest first. */
export const auditAbout = (db: Db, userId: number) => auditEntries(db, { aboutUserId: userId }, MEMBER_PAGE_LIST_LIMIT);

export const memberExists = async (db: Db, userId: number) =>
  (await db.select({ one: sql<number>`1` }).from(users).where(eq(users.id, userId)).limit(1)).length > 0;
