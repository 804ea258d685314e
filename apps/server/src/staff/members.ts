import { MEMBER_SEARCH_PAGE_DEFAULT, type MemberAdminDetail, type MemberSearchPage, type MemberState, type StaffRole } from "@ulfa/contracts";
import type { UserRow } from "../db/schema";
import type { Deps } from "../platform/deps";
import { notFound } from "../platform/errors";
import { audit } from "./audit";
import { auditAbout, insertNote, memberExists, memberRow, notesOf, paymentsOf, reportsAbout, reviewOfMember, searchMemberRows, signalsOf, suspensionOf } from "./members-repo";

/**
 * Member administration for staff (docs/operating.md "Members"): search, a member's page and staff
 * notes. Staff see a member as stored (no privacy switches: they decide about the account), never
 * their password or sessions. Suspending is staff/suspensions.ts.
 */

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function stateOf(m: { emailVerifiedAt: Date | null; deactivatedAt: Date | null; suspendedAt: Date | null }): MemberState {
  if (m.suspendedAt) return "suspended";
  if (m.deactivatedAt) return "deactivated";
  if (!m.emailVerifiedAt) return "unverified";
  return "active";
}

type SummaryRow = {
  id: number;
  name: string;
  username: string;
  email: string;
  gender: "male" | "female" | "other";
  profilePhoto: string | null;
  photos: string[];
  emailVerifiedAt: Date | null;
  deactivatedAt: Date | null;
  suspendedAt: Date | null;
  role: StaffRole | null;
  createdAt: Date;
};

function summaryOf(deps: Deps, r: SummaryRow) {
  return {
    id: r.id,
    name: r.name,
    username: r.username,
    email: r.email,
    gender: r.gender,
    profilePhoto: r.profilePhoto ?? r.photos[0] ?? null,
    state: stateOf(r),
    // ADMIN_EMAILS accounts are admins whatever the table says.
    role: deps.config.adminEmails.has(r.email.toLowerCase()) ? ("admin" as const) : r.role,
    createdAt: r.createdAt.toISOString(),
  };
}

export async function searchMembers(deps: Deps, q: string | undefined, page = 1, limit = MEMBER_SEARCH_PAGE_DEFAULT): Promise<MemberSearchPage> {
  const rows = await searchMemberRows(deps.db, q || undefined, (page - 1) * limit, limit + 1);
  return { members: rows.slice(0, limit).map((r) => summaryOf(deps, r)), page, hasMore: rows.length > limit };
}

export async function memberDetail(deps: Deps, userId: number): Promise<MemberAdminDetail> {
  const row = await memberRow(deps.db, userId);
  if (!row) throw notFound("Member not found");
  const u = row.user;
  const [received, made, signals, review, suspension, paid, notes, entries] = await Promise.all([
    reportsAbout(deps.db, userId, "received"),
    reportsAbout(deps.db, userId, "made"),
    signalsOf(deps.db, userId),
    reviewOfMember(deps.db, userId),
    suspensionOf(deps.db, userId),
    paymentsOf(deps.db, userId),
    notesOf(deps.db, userId),
    auditAbout(deps.db, userId),
  ]);
  const report = (r: (typeof received)[number]) => ({ ...r, createdAt: r.createdAt.toISOString() });
  return {
    member: {
      ...summaryOf(deps, { ...u, role: row.role }),
      age: u.age,
      bio: u.bio,
      city: u.city,
      country: u.country,
      language: u.language,
      emailVerifiedAt: iso(u.emailVerifiedAt),
      lastActiveAt: iso(u.lastActiveAt),
      deactivatedAt: iso(u.deactivatedAt),
      premiumUntil: iso(u.premiumUntil),
    },
    photos: u.photos,
    verification: u.verificationStatus,
    review: review ? { state: review.state, since: review.since.toISOString(), appeal: review.appeal } : null,
    suspension: u.suspendedAt
      ? { suspendedAt: u.suspendedAt.toISOString(), endsAt: iso(suspension?.endsAt ?? null), reason: suspension?.reason ?? null, suspendedBy: suspension?.suspendedBy ?? null }
      : null,
    reportsReceived: received.map(report),
    reportsMade: made.map(report),
    signals: signals.map((s) => ({ ...s, createdAt: s.createdAt.toISOString(), resolvedAt: iso(s.resolvedAt) })),
    payments: paid.map((p) => ({ ...p, createdAt: p.createdAt.toISOString() })),
    notes: notes.map((n) => ({ ...n, createdAt: n.createdAt.toISOString() })),
    audit: entries.map((e) => ({ ...e, at: e.at.toISOString(), detail: e.detail ?? null })),
  };
}

/** A note by a moderator or admin; the member never sees it. Audited without its text (the note is kept beside the member). */
export async function addNote(deps: Deps, actor: UserRow, userId: number, body: string) {
  if (!(await memberExists(deps.db, userId))) throw notFound("Member not found");
  await insertNote(deps.db, { userId, authorId: actor.id, body, createdAt: deps.clock.now() });
  await audit(deps, actor.id, "member.note", userId);
  const notes = await notesOf(deps.db, userId);
  return { notes: notes.map((n) => ({ ...n, createdAt: n.createdAt.toISOString() })) };
}
