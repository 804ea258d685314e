import { and, eq, isNotNull, lte } from "drizzle-orm";
import { SUSPENSION_EXPIRY_EVERY_MS, type Language, type SuspendMemberBody } from "@ulfa/contracts";
import { memberSuspensions, users, type UserRow } from "../db/schema";
import { destroyAllSessions } from "../auth";
import type { Db } from "../platform/db";
import type { Deps } from "../platform/deps";
import { AppError, notFound } from "../platform/errors";
import type { PeriodicJob } from "../platform/jobs/types";
import { endLinksOf } from "../privacy";
import { audit } from "./audit";
import { withAdminsLocked } from "./admins-lock";
import { insertAudit, staffRoleOf } from "./repo";

const DAY_MS = 24 * 60 * 60 * 1000;

/** How long and why: `days` null for good; `reason` null when none was given (the member is told to contact support). */
export interface SuspensionTerms {
  days: number | null;
  reason: string | null;
}

/**
 * Inside the admins' lock (`tx`): marks the member suspended and keeps the term and reason beside
 * it; a suspended member suspended again takes the new term and reason. The caller has checked who
 * the member is; afterSuspension ends their sessions once the transaction is done.
 */
export async function applySuspension(tx: Db, actor: UserRow, userId: number, terms: SuspensionTerms, now: Date): Promise<Date | null> {
  const endsAt = terms.days === null ? null : new Date(now.getTime() + terms.days * DAY_MS);
  await tx.update(users).set({ suspendedAt: now }).where(eq(users.id, userId));
  const values = { reason: terms.reason, endsAt, suspendedBy: actor.id, suspendedAt: now };
  await tx.insert(memberSuspensions).values({ userId, ...values }).onConflictDoUpdate({ target: memberSuspensions.userId, set: values });
  return endsAt;
}

/** After a suspension is stored: the member is signed out everywhere and their owner links end. */
export async function afterSuspension(deps: Deps, userId: number, now: Date): Promise<void> {
  await destroyAllSessions(deps, userId);
  await endLinksOf(deps.db, userId, now);
}

/** What the audit log keeps of a suspension's term. */
export const termsDetail = (terms: SuspensionTerms, endsAt: Date | null) => ({ days: terms.days, endsAt: endsAt?.toISOString() ?? null, reason: terms.reason });

/**
 * Suspends a member for `days` or for good, with a reason they are shown when refused at sign-in:
 * the one way a member is suspended, from their page or from the moderation queue's signals (a
 * report's suspension runs applySuspension inside its own transaction). Staff (admins and
 * moderators) are never suspended, whoever asks: an admin revokes the role first (403
 * STAFF_MEMBER, as the report and signal queues answer). Under the admins' lock, so the member
 * cannot be made staff between the check and the suspension. Not audited: the caller says which
 * action it was (`member.suspend`, `trust.suspend`).
 */
export async function suspend(deps: Deps, actor: UserRow, userId: number, terms: SuspensionTerms): Promise<Date | null> {
  const now = deps.clock.now();
  const endsAt = await withAdminsLocked(deps, async (tx) => {
    const [member] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
    if (!member) throw notFound("Member not found");
    if (await staffRoleOf(tx, userId, [...deps.config.adminEmails])) {
      throw new AppError(403, "STAFF_MEMBER", "This member is on the staff: an admin revokes the role first");
    }
    return applySuspension(tx, actor, userId, terms, now);
  });
  await afterSuspension(deps, userId, now);
  return endsAt;
}

/** POST /api/admin/members/:userId/suspension: suspend, audited as `member.suspend`. */
export async function suspendMember(deps: Deps, actor: UserRow, userId: number, body: SuspendMemberBody) {
  const endsAt = await suspend(deps, actor, userId, body);
  await audit(deps, actor.id, "member.suspend", userId, termsDetail(body, endsAt));
}

/** Ends one suspension (lifted by an admin, or its time is up). False when the member was not suspended. */
export async function endSuspension(deps: Deps, userId: number): Promise<boolean> {
  const rows = await deps.db
    .update(users)
    .set({ suspendedAt: null })
    .where(and(eq(users.id, userId), isNotNull(users.suspendedAt)))
    .returning({ id: users.id });
  await deps.db.delete(memberSuspensions).where(eq(memberSuspensions.userId, userId));
  return rows.length > 0;
}

/** Lifts every timed suspension whose time is up; each is in the audit log as `suspension.expire` (no actor). */
export async function expireSuspensions(deps: Deps): Promise<number> {
  const now = deps.clock.now();
  const due = await deps.db.select({ userId: memberSuspensions.userId, endsAt: memberSuspensions.endsAt }).from(memberSuspensions).where(lte(memberSuspensions.endsAt, now));
  for (const row of due) {
    if (await endSuspension(deps, row.userId)) {
      await insertAudit(deps.db, { actorId: null, action: "suspension.expire", targetUserId: row.userId, detail: { endsAt: row.endsAt?.toISOString() }, at: now });
    }
  }
  return due.length;
}

export const suspensionExpiryJob: PeriodicJob<Deps> = {
  name: "suspension-expiry",
  everyMs: SUSPENSION_EXPIRY_EVERY_MS,
  run: async (deps) => void (await expireSuspensions(deps)),
};

const REFUSAL = {
  en: { until: (d: string) => `Your account is suspended until ${d}.`, forGood: "Your account has been suspended.", reason: "Reason:", contact: "Please contact support." },
  ar: { until: (d: string) => `حسابك موقوف حتى ${d}.`, forGood: "تم إيقاف حسابك.", reason: "السبب:", contact: "يرجى التواصل مع الدعم." },
} as const;

function formatEnd(at: Date, lang: Language, digits: UserRow["digits"]): string {
  const locale = lang === "ar" ? `ar-u-nu-${digits ?? "latn"}` : `en-GB-u-nu-${digits ?? "latn"}`;
  return new Intl.DateTimeFormat(locale, { year: "numeric", month: "long", day: "numeric", hour: "2-digit", minute: "2-digit", timeZone: "UTC", timeZoneName: "short" }).format(at);
}

/**
 * At sign-in (password or Google): a suspension whose time is up ends now (the job may not have run
 * yet) and the member goes on; otherwise 403 ACCOUNT_SUSPENDED saying until when and why, in the
 * member's language. Returns the row as it stands after that.
 */
export async function checkSuspension(deps: Deps, user: UserRow): Promise<UserRow> {
  if (!user.suspendedAt) return user;
  const [row] = await deps.db.select().from(memberSuspensions).where(eq(memberSuspensions.userId, user.id)).limit(1);
  const now = deps.clock.now();
  if (row?.endsAt && row.endsAt <= now) {
    await endSuspension(deps, user.id);
    await insertAudit(deps.db, { actorId: null, action: "suspension.expire", targetUserId: user.id, detail: { endsAt: row.endsAt.toISOString() }, at: now });
    return { ...user, suspendedAt: null };
  }
  const text = REFUSAL[user.language];
  const parts = [row?.endsAt ? text.until(formatEnd(row.endsAt, user.language, user.digits)) : text.forGood];
  parts.push(row?.reason ? `${text.reason} ${row.reason}` : text.contact);
  throw new AppError(403, "ACCOUNT_SUSPENDED", parts.join(" "));
}
