import { z } from "zod";
import { MEMBER_SEARCH_PAGE_MAX, STAFF_NOTE_MAX } from "./constants";
import { suspensionDays, suspensionReason } from "./suspension";
import { intIdParam } from "./ids";
import { auditEntry, STAFF_ROLES } from "./site";
import { text } from "./text";

/**
 * Member administration for staff (server: apps/server/src/staff/members*.ts; web:
 * apps/web/src/features/members). Moderators and admins search, read and add notes; who may
 * suspend or lift whom follows the moderation rules (staff are never suspended: 403 STAFF_MEMBER;
 * only admins lift).
 */

/** GET /api/admin/members?q=&page=&limit=: by name, username, e-mail or id; newest first. */
export const memberSearchQuery = z
  .object({
    q: text().trim().max(200, "must be at most 200 characters").optional(),
    page: z.coerce.number().int().min(1, "must be at least 1").max(10_000, "must be at most 10000").optional(),
    limit: z.coerce.number().int().min(1, "must be at least 1").max(MEMBER_SEARCH_PAGE_MAX, `must be at most ${MEMBER_SEARCH_PAGE_MAX}`).optional(),
  })
  .strict();

export const MEMBER_STATES = ["active", "unverified", "deactivated", "suspended"] as const;
export type MemberState = (typeof MEMBER_STATES)[number];

export const memberSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  username: z.string(),
  email: z.string(),
  gender: z.enum(["male", "female", "other"]),
  profilePhoto: z.string().nullable(),
  state: z.enum(MEMBER_STATES),
  role: z.enum(STAFF_ROLES).nullable(),
  createdAt: z.string(),
});
export type MemberSummary = z.infer<typeof memberSummary>;
export const memberSearchPage = z.object({ members: z.array(memberSummary), page: z.number().int(), hasMore: z.boolean() });
export type MemberSearchPage = z.infer<typeof memberSearchPage>;

export const memberAdminParams = z.object({ userId: intIdParam() });

const memberReport = z.object({
  id: z.number().int(),
  reason: z.string(),
  details: z.string().nullable(),
  status: z.enum(["open", "dismissed", "actioned"]),
  createdAt: z.string(),
  /** The other member: the reported one for a report made, the reporter for one received. */
  otherId: z.number().int(),
  otherName: z.string(),
});
export type MemberReport = z.infer<typeof memberReport>;

export const suspensionInfo = z.object({
  suspendedAt: z.string(),
  /** null: for good (or a suspension from before reasons were kept). */
  endsAt: z.string().nullable(),
  reason: z.string().nullable(),
  suspendedBy: z.string().nullable(),
});
export type SuspensionInfo = z.infer<typeof suspensionInfo>;

export const staffNote = z.object({ id: z.number().int(), body: z.string(), authorId: z.number().int().nullable(), authorName: z.string().nullable(), createdAt: z.string() });
export type StaffNote = z.infer<typeof staffNote>;

/** GET /api/admin/members/:userId: everything staff need to decide about one member. */
export const memberAdminDetail = z.object({
  member: memberSummary.extend({
    age: z.number().int(),
    bio: z.string().nullable(),
    city: z.string().nullable(),
    country: z.string().nullable(),
    language: z.enum(["en", "ar"]),
    emailVerifiedAt: z.string().nullable(),
    lastActiveAt: z.string().nullable(),
    deactivatedAt: z.string().nullable(),
    premiumUntil: z.string().nullable(),
  }),
  photos: z.array(z.string()),
  verification: z.enum(["none", "pending", "approved", "rejected"]),
  review: z.object({ state: z.enum(["held", "pending", "cleared"]), since: z.string(), appeal: z.string().nullable() }).nullable(),
  suspension: suspensionInfo.nullable(),
  reportsReceived: z.array(memberReport),
  reportsMade: z.array(memberReport),
  signals: z.array(z.object({ code: z.string(), createdAt: z.string(), resolvedAt: z.string().nullable(), evidence: z.unknown() })),
  payments: z.array(z.object({ id: z.string(), itemType: z.string(), itemCount: z.number().int(), amountCents: z.number().int(), currency: z.string(), status: z.string(), createdAt: z.string() })),
  notes: z.array(staffNote),
  audit: z.array(auditEntry),
});
export type MemberAdminDetail = z.infer<typeof memberAdminDetail>;

/** POST /api/admin/members/:userId/suspension: `days` one of SUSPENSION_DAYS, or null for good. */
export const suspendMemberBody = z.object({ days: suspensionDays, reason: suspensionReason }).strict();
export type SuspendMemberBody = z.infer<typeof suspendMemberBody>;

/** POST /api/admin/members/:userId/notes. */
export const staffNoteBody = z
  .object({ body: text({ multiline: true, error: "is required" }).trim().min(1, "must not be empty").max(STAFF_NOTE_MAX, `must be at most ${STAFF_NOTE_MAX} characters`) })
  .strict();
export const staffNoteList = z.object({ notes: z.array(staffNote) });
