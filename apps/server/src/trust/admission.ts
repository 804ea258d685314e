import { randomBytes } from "node:crypto";
import { and, desc, eq, gt, isNull, lt, or, sql } from "drizzle-orm";
import type { Invite, Language } from "@ulfa/contracts";
import { inviteCodes, type UserRow } from "../db/schema";
import type { Deps } from "../platform/deps";
import { badRequest, notFound } from "../platform/errors";
import { audit } from "../staff";
import { setReview } from "./repo";

/** Invite errors in the language of the sign-up page (the server answers these before any account exists). */
const INVITE_TEXT = {
  required: { en: "An invite code is needed to join this site", ar: "تحتاج إلى رمز دعوة للانضمام إلى هذا الموقع" },
  wrong: { en: "This invite code is wrong: check it and try again", ar: "رمز الدعوة هذا غير صحيح: تحقّق منه وحاول مرة أخرى" },
  usedUp: { en: "This invite code has been used up", ar: "استُخدم رمز الدعوة هذا بالكامل" },
  expired: { en: "This invite code has expired", ar: "انتهت صلاحية رمز الدعوة هذا" },
} as const;

/** Readable codes: no 0/O or 1/I to misread. */
const CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
const CODE_LENGTH = 10;
const normalizeCode = (code: string) => code.trim().toUpperCase().replace(/[\s-]/g, "");

function newCode(): string {
  const bytes = randomBytes(CODE_LENGTH);
  return [...bytes].map((b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join("");
}

/**
 * Before an account is created on an `invite` site: takes one use of the code (one statement, so two
 * sign-ups cannot both take its last use), or answers 400 INVITE_REQUIRED / INVITE_INVALID naming
 * what is wrong with it (wrong, used up, expired), in the sign-up's language. Returns the code taken,
 * to give back if the account is not created after all.
 */
export async function admitNewMember(deps: Deps, inviteCode: string | undefined, lang: Language): Promise<string | null> {
  const { rules } = await deps.site.settings();
  if (rules.admission !== "invite") return null;
  if (!inviteCode?.trim()) throw badRequest(INVITE_TEXT.required[lang], "INVITE_REQUIRED");
  const code = normalizeCode(inviteCode);
  const now = deps.clock.now();
  const [taken] = await deps.db
    .update(inviteCodes)
    .set({ used: sql`${inviteCodes.used} + 1` })
    .where(and(eq(inviteCodes.code, code), isNull(inviteCodes.revokedAt), lt(inviteCodes.used, inviteCodes.uses), or(isNull(inviteCodes.expiresAt), gt(inviteCodes.expiresAt, now))))
    .returning({ code: inviteCodes.code });
  if (taken) return taken.code;
  const [row] = await deps.db.select().from(inviteCodes).where(eq(inviteCodes.code, code)).limit(1);
  const why = !row || row.revokedAt ? "wrong" : row.used >= row.uses ? "usedUp" : "expired";
  throw badRequest(INVITE_TEXT[why][lang], "INVITE_INVALID");
}

/** A sign-up that failed after taking a use gives it back. */
export async function giveBackInvite(deps: Deps, code: string | null): Promise<void> {
  if (code) await deps.db.update(inviteCodes).set({ used: sql`greatest(${inviteCodes.used} - 1, 0)` }).where(eq(inviteCodes.code, code));
}

/** After an account is created on an `approval` site: it waits for a moderator (in no deck, cannot like). */
export async function markPendingIfApproval(deps: Deps, user: Pick<UserRow, "id">): Promise<void> {
  const { rules } = await deps.site.settings();
  if (rules.admission === "approval") await setReview(deps.db, user.id, "pending", deps.clock.now(), { reason: "approval" });
}

const present = (r: typeof inviteCodes.$inferSelect): Invite => ({
  code: r.code,
  uses: r.uses,
  used: r.used,
  expiresAt: r.expiresAt?.toISOString() ?? null,
  revokedAt: r.revokedAt?.toISOString() ?? null,
  createdAt: r.createdAt.toISOString(),
});

/** POST /api/admin/invites: a new code, single use unless `uses` says more, until `expiresAt` if given. */
export async function createInvite(deps: Deps, admin: UserRow, input: { uses?: number; expiresAt?: string }): Promise<{ code: string }> {
  const now = deps.clock.now();
  const expiresAt = input.expiresAt ? new Date(input.expiresAt) : null;
  if (expiresAt && expiresAt <= now) throw badRequest("expiresAt: must be in the future");
  const [row] = await deps.db
    .insert(inviteCodes)
    .values({ code: newCode(), uses: input.uses ?? 1, expiresAt, createdBy: admin.id, createdAt: now })
    .returning();
  await audit(deps, admin.id, "invite.create", null, { code: row.code, uses: row.uses });
  return { code: row.code };
}

export async function listInvites(deps: Deps): Promise<Invite[]> {
  const rows = await deps.db.select().from(inviteCodes).orderBy(desc(inviteCodes.createdAt)).limit(500);
  return rows.map(present);
}

/** Revoking a revoked code answers the same (idempotent). */
export async function revokeInvite(deps: Deps, admin: UserRow, code: string): Promise<Invite> {
  const [row] = await deps.db
    .update(inviteCodes)
    .set({ revokedAt: sql`coalesce(${inviteCodes.revokedAt}, ${deps.clock.now().toISOString()}::timestamptz)` })
    .where(eq(inviteCodes.code, normalizeCode(code)))
    .returning();
  if (!row) throw notFound("Invite code not found");
  await audit(deps, admin.id, "invite.revoke", null, { code: row.code });
  return present(row);
}
