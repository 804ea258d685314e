import { and, desc, eq, isNull, lt, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { StaffRole } from "@ulfa/contracts";
import { auditLog, staffRoles, users } from "../db/schema";
import type { Db } from "../platform/db";

export async function allRoles(db: Db): Promise<{ userId: number; role: StaffRole }[]> {
  return db.select({ userId: staffRoles.userId, role: staffRoles.role }).from(staffRoles);
}

/** The role of `userId` as the database holds it (ADMIN_EMAILS accounts are admins); null for a member. */
export async function staffRoleOf(db: Db, userId: number, adminEmails: string[]): Promise<StaffRole | null> {
  const [row] = await db
    .select({ email: users.email, role: staffRoles.role })
    .from(users)
    .leftJoin(staffRoles, eq(staffRoles.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) return null;
  if (adminEmails.includes(row.email.toLowerCase())) return "admin";
  return row.role ?? null;
}

/** Admins who can administer now: ADMIN_EMAILS accounts and granted admins, neither deactivated nor suspended. */
export async function activeAdminIds(db: Db, adminEmails: string[]): Promise<number[]> {
  const named = adminEmails.length > 0 ? sql`lower(${users.email}) in ${adminEmails}` : sql`false`;
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .leftJoin(staffRoles, eq(staffRoles.userId, users.id))
    .where(and(or(eq(staffRoles.role, "admin"), named), isNull(users.deactivatedAt), isNull(users.suspendedAt)));
  return rows.map((r) => r.id);
}

export async function setRole(db: Db, userId: number, role: StaffRole, by: number, at: Date): Promise<void> {
  await db
    .insert(staffRoles)
    .values({ userId, role, grantedBy: by, grantedAt: at })
    .onConflictDoUpdate({ target: staffRoles.userId, set: { role, grantedBy: by, grantedAt: at } });
}

export async function removeRole(db: Db, userId: number): Promise<boolean> {
  const gone = await db.delete(staffRoles).where(eq(staffRoles.userId, userId)).returning({ userId: staffRoles.userId });
  return gone.length > 0;
}

export async function staffRows(db: Db) {
  return db
    .select({ userId: staffRoles.userId, role: staffRoles.role, name: users.name, email: users.email })
    .from(staffRoles)
    .innerJoin(users, eq(users.id, staffRoles.userId));
}

export async function membersByEmails(db: Db, emails: string[]) {
  if (emails.length === 0) return [];
  return db
    .select({ userId: users.id, name: users.name, email: users.email })
    .from(users)
    .where(sql`lower(${users.email}) in ${emails}`);
}

export async function memberByEmail(db: Db, email: string) {
  const [row] = await db
    .select({ id: users.id, email: users.email, deactivatedAt: users.deactivatedAt })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return row ?? null;
}

export async function insertAudit(db: Db, entry: { actorId: number | null; action: string; targetUserId?: number | null; detail?: unknown; at: Date }): Promise<void> {
  await db.insert(auditLog).values({ actorId: entry.actorId, action: entry.action, targetUserId: entry.targetUserId ?? null, detail: entry.detail ?? null, at: entry.at });
}

const actor = alias(users, "actor");
const target = alias(users, "target");

/** Audit entries with both members' names, newest first: all of them (paged by id), or those about one member. */
export async function auditEntries(db: Db, filter: { before?: number; aboutUserId?: number }, limit: number) {
  return db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      actorId: auditLog.actorId,
      actorName: actor.name,
      action: auditLog.action,
      targetUserId: auditLog.targetUserId,
      targetName: target.name,
      detail: auditLog.detail,
    })
    .from(auditLog)
    .leftJoin(actor, eq(actor.id, auditLog.actorId))
    .leftJoin(target, eq(target.id, auditLog.targetUserId))
    .where(and(filter.before ? lt(auditLog.id, filter.before) : undefined, filter.aboutUserId ? eq(auditLog.targetUserId, filter.aboutUserId) : undefined))
    .orderBy(desc(auditLog.id))
    .limit(limit);
}

export async function deleteAuditBefore(db: Db, cutoff: Date): Promise<number> {
  const gone = await db.delete(auditLog).where(and(lt(auditLog.at, cutoff))).returning({ id: auditLog.id });
  return gone.length;
}
