import { eq } from "drizzle-orm";
import type { FlaggedMember } from "@ulfa/contracts";
import { users, type TrustSignalCode, type UserRow } from "../db/schema";
import type { Deps } from "../platform/deps";
import { AppError, badRequest, conflict, notFound } from "../platform/errors";
import { audit, staffRoleOf, suspend, termsDetail, type SuspensionTerms } from "../staff";
import { deliverHeld, dropHeld } from "./release";
import {
  deleteReview,
  heldMembers,
  membersByIds,
  openSignalRows,
  pendingMembers,
  resolveSignals,
  reviewOf,
  reviewsOf,
  setAppeal,
  setReview,
} from "./repo";

/** Evidence items kept per signal kind in the queue: the latest few say enough. */
const EVIDENCE_SHOWN = 5;

/** "held" / "pending" for the member's own view (GET /api/user), else "none". */
export async function moderationOf(deps: Deps, userId: number): Promise<{ moderation: "none" | "held" | "pending"; appealedAt: string | null }> {
  const review = await reviewOf(deps.db, userId);
  if (!review || review.state === "cleared") return { moderation: "none", appealedAt: null };
  return { moderation: review.state, appealedAt: review.appealedAt?.toISOString() ?? null };
}

/**
 * GET /api/moderation/signals: members with open signals or on hold, strongest first (held, then
 * most signals), newest first among equals; each kind of signal with its count, last time and evidence.
 */
export async function flaggedMembers(deps: Deps): Promise<FlaggedMember[]> {
  const cases = await flaggedCases(deps);
  const weight = (m: FlaggedMember) => (m.state === "held" ? 1000 : 0) + m.signals.reduce((n, s) => n + s.count, 0);
  return cases.sort((a, b) => weight(b.member) - weight(a.member) || b.lastAt - a.lastAt).map((c) => c.member);
}

/**
 * Each member with open signals or on hold (suspended ones aside), with since when their case waits
 * (`firstAt`: the hold or the oldest open signal) and its latest news (`lastAt`), in no order;
 * `userIds`: only these members (a page of the merged queue).
 */
export async function flaggedCases(deps: Deps, userIds?: number[]): Promise<{ member: FlaggedMember; firstAt: number; lastAt: number }[]> {
  if (userIds?.length === 0) return [];
  const rows = await openSignalRows(deps.db, userIds);
  const held = await heldMembers(deps.db, userIds);
  const ids = [...new Set([...rows.map((r) => r.userId), ...held.map((h) => h.userId)])];
  const [people, reviews] = await Promise.all([membersByIds(deps.db, ids), reviewsOf(deps.db, ids)]);
  const byId = new Map(people.map((p) => [p.id, p]));
  const reviewById = new Map(reviews.map((r) => [r.userId, r]));
  const out: { member: FlaggedMember; firstAt: number; lastAt: number }[] = [];
  for (const id of ids) {
    const person = byId.get(id);
    // A suspended member's case is closed: the suspensions list is where they are.
    if (!person || person.suspendedAt) continue;
    const review = reviewById.get(id);
    const summaries = new Map<TrustSignalCode, { code: TrustSignalCode; count: number; lastAt: string; evidence: Record<string, unknown>[] }>();
    const mine = rows.filter((r) => r.userId === id);
    for (const row of mine) {
      const s = summaries.get(row.code) ?? { code: row.code, count: 0, lastAt: row.createdAt.toISOString(), evidence: [] };
      s.count += 1;
      if (s.evidence.length < EVIDENCE_SHOWN) s.evidence.push({ ...row.evidence, at: row.createdAt.toISOString() });
      summaries.set(row.code, s);
    }
    const signals = [...summaries.values()];
    const heldSince = review?.state === "held" ? review.since.getTime() : null;
    const times = [...(heldSince !== null ? [heldSince] : []), ...mine.map((r) => r.createdAt.getTime())];
    out.push({
      member: {
        userId: id,
        name: person.name,
        profilePhoto: person.profilePhoto ?? person.photos[0] ?? null,
        state: review?.state === "held" ? "held" : review?.state === "cleared" ? "cleared" : "open",
        appealedAt: review?.appealedAt?.toISOString() ?? null,
        appeal: review?.appeal ?? null,
        signals,
      },
      firstAt: Math.min(...times),
      lastAt: Math.max(...times),
    });
  }
  return out;
}

async function memberOrThrow(deps: Deps, userId: number): Promise<UserRow> {
  const [member] = await deps.db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!member) throw notFound("Member not found");
  return member;
}

/**
 * One moderator action on a member with signals, idempotent: `clear` (signals resolved, held likes
 * and messages delivered now), `hold`, `suspend` (for `terms.days` or for good, with the reason the
 * member is shown; signed out, hidden everywhere, held items dropped) or `dismiss` (signals resolved, nothing else changes). Audited.
 */
export async function actOnMember(
  deps: Deps,
  actor: UserRow,
  userId: number,
  action: "clear" | "hold" | "suspend" | "dismiss",
  terms: SuspensionTerms = { days: null, reason: null },
) {
  if (userId === actor.id) throw badRequest("You can't act on your own account", "SELF_TARGET");
  const member = await memberOrThrow(deps, userId);
  // As with reports (moderation/reports.ts): staff are never held or suspended from the queue, or a
  // moderator could lock the admins out; an admin revokes the role first.
  if ((action === "hold" || action === "suspend") && (await staffRoleOf(deps.db, userId, [...deps.config.adminEmails]))) {
    throw new AppError(403, "STAFF_MEMBER", "This member is on the staff: an admin revokes the role first");
  }
  const now = deps.clock.now();
  let delivered = 0;
  let dropped = 0;
  let state: "open" | "held" | "cleared" | "suspended";
  let detail = {};
  // An action that changes nothing (a second moderator's click, a stale bulk list) answers as the
  // first did but writes no second audit entry.
  let changed = true;
  switch (action) {
    case "clear": {
      const before = await reviewOf(deps.db, userId);
      const resolved = await resolveSignals(deps.db, userId, now);
      changed = resolved > 0 || before?.state !== "cleared";
      if (changed) {
        await setReview(deps.db, userId, "cleared", now, { decidedBy: actor.id });
        delivered = await deliverHeld(deps, member);
      }
      state = "cleared";
      break;
    }
    case "hold": {
      const review = await reviewOf(deps.db, userId);
      changed = review?.state !== "held";
      if (changed) await setReview(deps.db, userId, "held", now, { reason: "moderator", decidedBy: actor.id });
      state = "held";
      break;
    }
    case "suspend": {
      await resolveSignals(deps.db, userId, now);
      dropped = await dropHeld(deps, userId);
      await deleteReview(deps.db, userId);
      // The one suspension there is (staff/suspensions.ts): the term and reason the member sees.
      const endsAt = await suspend(deps, actor, userId, terms);
      detail = termsDetail(terms, endsAt);
      state = "suspended";
      break;
    }
    case "dismiss": {
      changed = (await resolveSignals(deps.db, userId, now)) > 0;
      const review = await reviewOf(deps.db, userId);
      state = review?.state === "held" ? "held" : review?.state === "cleared" ? "cleared" : "open";
      break;
    }
  }
  if (changed) await audit(deps, actor.id, `trust.${action}`, userId, { delivered, dropped, ...detail });
  return { state, delivered, dropped };
}

/** POST /api/user/appeal: the held member asks for a look; a second appeal keeps the first (idempotent). */
export async function appeal(deps: Deps, member: UserRow, message: string | undefined): Promise<{ appealedAt: string }> {
  const at = await setAppeal(deps.db, member.id, message?.trim() || null, deps.clock.now());
  if (!at) throw conflict("Your account is not under review");
  return { appealedAt: at.toISOString() };
}

export async function approvalQueue(deps: Deps) {
  const rows = await pendingMembers(deps.db);
  return rows.map((r) => ({ userId: r.userId, name: r.name, age: r.age, profilePhoto: r.profilePhoto ?? r.photos[0] ?? null, bio: r.bio, since: r.since.toISOString() }));
}

/** Approves a member waiting on an approval site; approving one already approved answers the same. */
export async function approveMember(deps: Deps, actor: UserRow, userId: number): Promise<{ state: "approved" }> {
  await memberOrThrow(deps, userId);
  const review = await reviewOf(deps.db, userId);
  if (review?.state === "pending") {
    await deleteReview(deps.db, userId);
    await audit(deps, actor.id, "trust.approve", userId);
  }
  return { state: "approved" };
}
