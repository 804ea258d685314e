import { and, asc, eq, gte, inArray, isNull } from "drizzle-orm";
import { CHAPERONE_LINK_DAYS, CHAPERONE_LOG_MAX, CHAPERONES_MAX, type Chaperone, type ChaperoneInvite, type ChaperoneScope, type ChaperoneUpdated, type ChaperoneView } from "@ulfa/contracts";
import { chaperoneMatches, messages, users, type UserRow } from "../db/schema";
import type { Deps } from "../platform/deps";
import { AppError, badRequest, forbidden, notFound } from "../platform/errors";
import { linkTokenHash, newLinkToken } from "../platform/link-tokens";
import { queueMail } from "../platform/mail-queue";
import type { MessageRow } from "../db/schema";
import { matchWithOther } from "../matches";
import { contentTypeOf } from "../platform/storage";
import { chaperoneInviteMail } from "./mails";
import { postNotice } from "./notices";
import { sharedPhotoBytes, sharedPhotoUrl } from "./shared-photos";
import {
  chaperoneByToken,
  chaperonedMatches,
  insertChaperone,
  liveChaperoneCount,
  liveChaperoneOf,
  liveChaperonesOf,
  matchIdsOf,
  recordView,
  rescopeChaperone,
  revokeChaperone,
  viewsOf,
  type ChaperoneRow,
} from "./chaperone-repo";
import { mailSite } from "../site";

const DAY_MS = 86_400_000;
/** The most recent messages of each conversation the chaperone's page shows. */
const PAGE_MESSAGES = 200;

export const chaperoneLink = (appUrl: string, token: string) => `${appUrl}/chaperone/${token}`;
export const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

function present(row: ChaperoneRow, matchIds: number[], views: Date[]): Chaperone {
  return {
    id: row.id,
    email: row.email,
    matchIds,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    views: views.map((d) => d.toISOString()),
  };
}

/** GET /api/chaperones: the member's live chaperones, each with its conversations and its log of views. */
export async function listChaperones(deps: Deps, member: UserRow): Promise<Chaperone[]> {
  const rows = await liveChaperonesOf(deps.db, member.id, deps.clock.now());
  const ids = rows.map((r) => r.id);
  const [matchMap, viewMap] = await Promise.all([matchIdsOf(deps.db, ids), viewsOf(deps.db, ids, CHAPERONE_LOG_MAX)]);
  return rows.map((r) => present(r, matchMap.get(r.id) ?? [], viewMap.get(r.id) ?? []));
}

/** Only the member's own conversations that are still open to them can be shared (404 / 403 otherwise). */
async function requireShareable(deps: Deps, member: UserRow, matchIds: number[]): Promise<void> {
  for (const matchId of matchIds) {
    const found = await matchWithOther(deps.db, matchId, member.id);
    if (!found) throw notFound("Match not found");
    if (!found.reachable) throw forbidden("You can no longer see this conversation", "CONVERSATION_CLOSED");
  }
}

/** Tells each match, in their own language (a notice), that a chaperone starts or stops reading. */
async function announce(deps: Deps, member: UserRow, matchIds: number[], notice: "chaperone_on" | "chaperone_off", now: Date): Promise<void> {
  for (const matchId of matchIds) await postNotice(deps, member, matchId, notice, now);
}

/** Announces the end of sharing, except where another live chaperone still reads the conversation. */
async function announceEnded(deps: Deps, member: UserRow, matchIds: number[], now: Date): Promise<void> {
  const stillShared = await chaperonedMatches(deps.db, matchIds, now);
  await announce(deps, member, matchIds.filter((id) => !stillShared.has(id)), "chaperone_off", now);
}

/**
 * POST /api/chaperones: only the member invites, for conversations of their own. Each match is told
 * first (a notice in the conversation, in their language) and the chaperone reads only from that
 * notice on; then the link is made, mailed to the chaperone and shown to the member once.
 */
export async function inviteChaperone(deps: Deps, member: UserRow, input: ChaperoneInvite): Promise<{ chaperone: Chaperone; link: string }> {
  const now = deps.clock.now();
  if (input.email === member.email.toLowerCase()) throw badRequest("Your chaperone must be someone else: use their e-mail address, not yours", "CHAPERONE_SELF");
  if ((await liveChaperoneCount(deps.db, member.id, now)) >= CHAPERONES_MAX) {
    throw new AppError(409, "CHAPERONE_LIMIT", `You can have at most ${CHAPERONES_MAX} chaperones. End one to invite another.`);
  }
  const matchIds = [...new Set(input.matchIds)];
  await requireShareable(deps, member, matchIds);
  await announce(deps, member, matchIds, "chaperone_on", now);
  const { token, hash } = newLinkToken();
  const row = await insertChaperone(
    deps.db,
    { ownerId: member.id, email: input.email, tokenHash: hash, expiresAt: new Date(now.getTime() + CHAPERONE_LINK_DAYS * DAY_MS), createdAt: now },
    matchIds.map((matchId) => ({ matchId, sharedAt: now })),
  );
  const link = chaperoneLink(deps.config.appUrl, token);
  await queueMail(deps, chaperoneInviteMail(await mailSite(deps, member.language), input.email, firstName(member.name), member.gender, link, member.language));
  return { chaperone: present(row, matchIds, []), link };
}

/** DELETE /api/chaperones/:id: the link dies at once; the matches are told it ended. */
export async function endChaperone(deps: Deps, member: UserRow, id: number): Promise<void> {
  const now = deps.clock.now();
  const matchIds = (await matchIdsOf(deps.db, [id])).get(id) ?? [];
  if (!(await revokeChaperone(deps.db, member.id, id, now))) throw notFound("Chaperone not found");
  await announceEnded(deps, member, matchIds, now);
}

/**
 * PATCH /api/chaperones/:id: the conversations a chaperone reads, same link. A newly added match is
 * told first, exactly as on an invite, and the chaperone reads it from that notice on (a conversation
 * shared again starts afresh: nothing from the gap). A removed one is gone for the link at once.
 */
export async function rescopeChaperoneOf(deps: Deps, member: UserRow, id: number, input: ChaperoneScope): Promise<ChaperoneUpdated> {
  const now = deps.clock.now();
  const row = await liveChaperoneOf(deps.db, member.id, id, now);
  if (!row) throw notFound("Chaperone not found");
  const current = (await matchIdsOf(deps.db, [id])).get(id) ?? [];
  const wanted = [...new Set(input.matchIds)];
  const added = wanted.filter((m) => !current.includes(m));
  const removed = current.filter((m) => !wanted.includes(m));
  // Kept ones were checked when shared; one closed since (unmatch, block) has left the table already.
  await requireShareable(deps, member, added);
  await announce(deps, member, added, "chaperone_on", now);
  await rescopeChaperone(deps.db, id, added, removed, now);
  await announceEnded(deps, member, removed, now);
  const [matchMap, viewMap] = await Promise.all([matchIdsOf(deps.db, [id]), viewsOf(deps.db, [id], CHAPERONE_LOG_MAX)]);
  return { chaperone: present(row, matchMap.get(id) ?? [], viewMap.get(id) ?? []), added, removed };
}

/** The live chaperone behind a link, or 404 (unknown, revoked and expired links look the same). */
export async function chaperoneOfLink(deps: Deps, token: string): Promise<ChaperoneRow> {
  const row = await chaperoneByToken(deps.db, linkTokenHash(token), deps.clock.now());
  if (!row) throw new AppError(404, "LINK_EXPIRED", "This link has expired or was ended");
  return row;
}

/**
 * GET /api/chaperone/:token: the read-only page. First names, the text of the shared conversations
 * from the moment each match was told, and each match's photo only as the member may see it. Never
 * an e-mail address, a location or anything to write with. Every opening is logged for the member.
 */
/** A chat photo the member sees without tapping: their own, or one shown plainly or revealed to them. */
const memberSeesPlainly = (m: Pick<MessageRow, "senderId" | "mediaBlurred" | "mediaRevealedAt">, memberId: number) =>
  m.senderId === memberId || !m.mediaBlurred || m.mediaRevealedAt !== null;

/**
 * GET /api/chaperone/:token/messages/:messageId/photo: a photo of a shared conversation, sent after
 * sharing started, that the member sees plainly; 404 for anything else.
 */
export async function chaperoneMessagePhoto(deps: Deps, token: string, messageId: number): Promise<{ bytes: Buffer; contentType: string }> {
  const chaperone = await chaperoneOfLink(deps, token);
  const [row] = await deps.db
    .select({ message: messages, sharedAt: chaperoneMatches.sharedAt })
    .from(messages)
    .innerJoin(chaperoneMatches, and(eq(chaperoneMatches.matchId, messages.matchId), eq(chaperoneMatches.chaperoneId, chaperone.id)))
    .where(eq(messages.id, messageId));
  const m = row?.message;
  if (!m || m.kind !== "photo" || !m.mediaName || m.removedAt || m.createdAt < row.sharedAt || !memberSeesPlainly(m, chaperone.ownerId)) throw notFound("Photo not found");
  // The conversation must still be open to the member (no block, match not ended).
  const found = await matchWithOther(deps.db, m.matchId, chaperone.ownerId);
  if (!found?.reachable) throw notFound("Photo not found");
  const bytes = await deps.storage.read("chat", m.mediaName);
  if (!bytes) throw notFound("Photo not found");
  return { bytes, contentType: contentTypeOf(m.mediaName) };
}

/** GET /api/chaperone/:token/photo/:matchId: a shared match's photo, only as the member may see it. */
export async function chaperonePhoto(deps: Deps, token: string, matchId: number): Promise<Buffer> {
  const chaperone = await chaperoneOfLink(deps, token);
  const shared = (await matchIdsOf(deps.db, [chaperone.id])).get(chaperone.id) ?? [];
  const found = shared.includes(matchId) ? await matchWithOther(deps.db, matchId, chaperone.ownerId) : undefined;
  if (!found?.reachable) throw notFound("Photo not found");
  return sharedPhotoBytes(deps, chaperone.ownerId, found.other);
}

export async function chaperonePage(deps: Deps, token: string): Promise<ChaperoneView> {
  const chaperone = await chaperoneOfLink(deps, token);
  const now = deps.clock.now();
  await recordView(deps.db, chaperone.id, now);
  const [member] = await deps.db.select().from(users).where(eq(users.id, chaperone.ownerId));
  const shared = await deps.db.select().from(chaperoneMatches).where(eq(chaperoneMatches.chaperoneId, chaperone.id));
  const conversations = [];
  for (const { matchId, sharedAt } of shared) {
    const found = await matchWithOther(deps.db, matchId, member.id);
    // Closed to the member (the other left or was suspended): closed to the chaperone too.
    if (!found?.reachable) continue;
    const rows = await deps.db
      .select()
      .from(messages)
      .where(and(eq(messages.matchId, matchId), gte(messages.createdAt, sharedAt), isNull(messages.removedAt), inArray(messages.kind, ["text", "photo", "voice", "notice"])))
      .orderBy(asc(messages.createdAt), asc(messages.id))
      .limit(PAGE_MESSAGES);
    conversations.push({
      matchId,
      matchName: firstName(found.other.name),
      matchPhoto: await sharedPhotoUrl(deps, `/api/chaperone/${token}/photo/${matchId}`, member.id, found.other),
      messages: rows.map((m) => ({
        fromMember: m.senderId === member.id,
        kind: m.kind as "text" | "photo" | "voice" | "notice",
        photoUrl: m.kind === "photo" && memberSeesPlainly(m, member.id) ? `/api/chaperone/${token}/messages/${m.id}/photo` : null,
        content: m.kind === "text" || m.kind === "notice" ? m.content : "",
        createdAt: m.createdAt.toISOString(),
      })),
    });
  }
  return { memberName: firstName(member.name), memberGender: member.gender, expiresAt: chaperone.expiresAt.toISOString(), conversations };
}
