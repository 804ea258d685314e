import { and, eq, gt, isNull } from "drizzle-orm";
import { DATE_SHARE_GRACE_HOURS, DATE_SHARE_MAX_DAYS, type DateShare, type DateShareBody, type DateShareView } from "@ulfa/contracts";
import { dateShares, users, type UserRow } from "../db/schema";
import type { Deps } from "../platform/deps";
import { AppError, badRequest, forbidden, notFound } from "../platform/errors";
import { linkTokenHash, newLinkToken } from "../platform/link-tokens";
import { matchWithOther } from "../matches";
import { firstName } from "./chaperone";
import { activeMember } from "../visibility";
import { sharedPhotoBytes, sharedPhotoUrl } from "./shared-photos";
import { checkInState, scheduleCheckIn } from "./check-in";

type DateShareRow = typeof dateShares.$inferSelect;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export const dateShareLink = (appUrl: string, token: string) => `${appUrl}/date/${token}`;

export const presentDateShare = (row: DateShareRow): DateShare => ({
  id: row.id,
  matchId: row.matchId,
  at: row.at.toISOString(),
  place: row.place,
  expiresAt: row.expiresAt.toISOString(),
  checkInAt: row.checkInAt?.toISOString() ?? null,
  contactEmail: row.contactEmail,
  shareLocation: row.shareLocation,
  checkIn: checkInState(row),
});
const present = presentDateShare;

const live = (now: Date) => and(isNull(dateShares.revokedAt), gt(dateShares.expiresAt, now));

/**
 * POST /api/matches/:id/date-share: a plan (the match's first name and photo, when and where) for a
 * trusted contact, through a link the member passes on themselves. The contact needs no account,
 * and nothing about them is asked for, so the match can never learn who they are.
 */
export async function shareDate(deps: Deps, member: UserRow, matchId: number, input: DateShareBody): Promise<{ share: DateShare; link: string }> {
  const now = deps.clock.now();
  const at = new Date(input.at);
  if (at.getTime() <= now.getTime()) throw badRequest("The date must be in the future");
  if (at.getTime() > now.getTime() + DATE_SHARE_MAX_DAYS * DAY_MS) throw badRequest(`The date must be within ${DATE_SHARE_MAX_DAYS} days`);
  const expiresAt = new Date(at.getTime() + DATE_SHARE_GRACE_HOURS * HOUR_MS);
  // Date check-in: asked while the plan's link still lives, so the alert can still describe the date.
  const checkInAt = input.checkInAt ? new Date(input.checkInAt) : null;
  if (checkInAt && checkInAt.getTime() <= now.getTime()) throw badRequest("checkInAt: must be in the future");
  if (checkInAt && checkInAt.getTime() >= expiresAt.getTime()) throw badRequest(`checkInAt: must be within ${DATE_SHARE_GRACE_HOURS} hours after the date`);
  const found = await matchWithOther(deps.db, matchId, member.id);
  if (!found) throw notFound("Match not found");
  if (!found.reachable) throw forbidden("You can no longer see this conversation", "CONVERSATION_CLOSED");
  const { token, hash } = newLinkToken();
  const [row] = await deps.db
    .insert(dateShares)
    .values({
      ownerId: member.id,
      matchId,
      at,
      place: input.place,
      tokenHash: hash,
      expiresAt,
      createdAt: now,
      checkInAt,
      contactEmail: checkInAt ? (input.contactEmail ?? null) : null,
      shareLocation: input.shareLocation ?? false,
    })
    .returning();
  await scheduleCheckIn(deps, row);
  return { share: present(row), link: dateShareLink(deps.config.appUrl, token) };
}

/** GET /api/date-shares: the member's links that still work. */
export async function listDateShares(deps: Deps, member: UserRow) {
  const rows = await deps.db.select().from(dateShares).where(and(eq(dateShares.ownerId, member.id), live(deps.clock.now()))).orderBy(dateShares.at);
  return rows.map(present);
}

/** DELETE /api/date-shares/:id: the link dies at once. */
export async function revokeDateShare(deps: Deps, member: UserRow, id: number): Promise<void> {
  const rows = await deps.db
    .update(dateShares)
    .set({ revokedAt: deps.clock.now() })
    .where(and(eq(dateShares.id, id), eq(dateShares.ownerId, member.id), isNull(dateShares.revokedAt)))
    .returning({ id: dateShares.id });
  if (rows.length === 0) throw notFound("Shared date not found");
}

async function shareOfLink(deps: Deps, token: string) {
  const [row] = await deps.db.select().from(dateShares).where(and(eq(dateShares.tokenHash, linkTokenHash(token)), live(deps.clock.now())));
  if (!row) throw new AppError(404, "LINK_EXPIRED", "This link has expired or was ended");
  // An owner who is deactivated or suspended has had their links ended (owner-links.ts); this holds it anyway.
  const [member] = await deps.db.select().from(users).where(and(eq(users.id, row.ownerId), activeMember()));
  const found = await matchWithOther(deps.db, row.matchId, row.ownerId);
  // The match ended (unmatch or block): the plan is gone with it (the row cascades on unmatch).
  if (!member || !found) throw new AppError(404, "LINK_EXPIRED", "This link has expired or was ended");
  return { row, member, other: found.other };
}

/** GET /api/date-share/:token: what the trusted contact sees. No e-mail, no stored location. */
export async function dateSharePage(deps: Deps, token: string): Promise<DateShareView> {
  const { row, member, other } = await shareOfLink(deps, token);
  return {
    memberName: firstName(member.name),
    memberGender: member.gender,
    matchName: firstName(other.name),
    matchPhoto: await sharedPhotoUrl(deps, `/api/date-share/${token}/photo`, member.id, other),
    at: row.at.toISOString(),
    place: row.place,
    expiresAt: row.expiresAt.toISOString(),
  };
}

export async function dateSharePhoto(deps: Deps, token: string): Promise<Buffer> {
  const { member, other } = await shareOfLink(deps, token);
  return sharedPhotoBytes(deps, member.id, other);
}

