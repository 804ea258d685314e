import { asc, eq, inArray, or } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { blocks, matches, messageReactions, messages, reports, safetyDecisions, swipes, users, verificationRequests } from "../db/schema";
import type { Db } from "../platform/db";

/**
 * Queries of the data export. Other members appear only by id and name (what the member saw
 * on their cards and chats): never their e-mail, coordinates or photos.
 */

export async function swipesBy(db: Db, userId: number) {
  return db
    .select({
      targetId: swipes.toUserId,
      name: users.name,
      isLike: swipes.isLike,
      isSuperLike: swipes.isSuperLike,
      target: swipes.target,
      comment: swipes.comment,
      date: swipes.createdAt,
    })
    .from(swipes)
    .innerJoin(users, eq(users.id, swipes.toUserId))
    .where(eq(swipes.fromUserId, userId))
    .orderBy(asc(swipes.createdAt), asc(swipes.id));
}

export async function matchesOf(db: Db, userId: number) {
  const a = alias(users, "user_a");
  const b = alias(users, "user_b");
  const rows = await db
    .select({ id: matches.id, userAId: matches.userAId, nameA: a.name, userBId: matches.userBId, nameB: b.name, date: matches.createdAt })
    .from(matches)
    .innerJoin(a, eq(a.id, matches.userAId))
    .innerJoin(b, eq(b.id, matches.userBId))
    .where(or(eq(matches.userAId, userId), eq(matches.userBId, userId)))
    .orderBy(asc(matches.createdAt), asc(matches.id));
  return rows.map((m) =>
    m.userAId === userId
      ? { matchId: m.id, otherUserId: m.userBId, otherName: m.nameB, date: m.date }
      : { matchId: m.id, otherUserId: m.userAId, otherName: m.nameA, date: m.date },
  );
}

export async function messagesIn(db: Db, matchIds: number[]) {
  if (matchIds.length === 0) return [];
  return db
    .select({
      id: messages.id,
      matchId: messages.matchId,
      senderId: messages.senderId,
      kind: messages.kind,
      content: messages.content,
      flagged: messages.flagged,
      date: messages.createdAt,
      replyToId: messages.replyToId,
      removedAt: messages.removedAt,
      mediaName: messages.mediaName,
      durationMs: messages.mediaDurationMs,
    })
    .from(messages)
    .where(inArray(messages.matchId, matchIds))
    .orderBy(asc(messages.createdAt), asc(messages.id));
}

/** Reactions on messages of the member's conversations (theirs and the other member's). */
export async function reactionsIn(db: Db, messageIds: number[]) {
  if (messageIds.length === 0) return [];
  return db
    .select({ messageId: messageReactions.messageId, userId: messageReactions.userId, emoji: messageReactions.emoji })
    .from(messageReactions)
    .where(inArray(messageReactions.messageId, messageIds));
}

export async function verificationsOf(db: Db, userId: number) {
  return db
    .select({
      id: verificationRequests.id,
      status: verificationRequests.status,
      selfie: verificationRequests.selfiePath,
      confidence: verificationRequests.confidence,
      note: verificationRequests.note,
      submittedAt: verificationRequests.createdAt,
      reviewedAt: verificationRequests.reviewedAt,
    })
    .from(verificationRequests)
    .where(eq(verificationRequests.userId, userId))
    .orderBy(asc(verificationRequests.createdAt), asc(verificationRequests.id));
}

/** What the automatic photo check decided on the member's photos (README "Trust and safety"). */
export async function photoChecksOf(db: Db, userId: number) {
  return db
    .select({ kind: safetyDecisions.kind, decision: safetyDecisions.decision, score: safetyDecisions.score, label: safetyDecisions.label, date: safetyDecisions.createdAt })
    .from(safetyDecisions)
    .where(eq(safetyDecisions.userId, userId))
    .orderBy(asc(safetyDecisions.createdAt), asc(safetyDecisions.id));
}

/** Members the member blocked: only their id and name, and when. */
export async function blocksBy(db: Db, userId: number) {
  return db
    .select({ id: blocks.blockedId, name: users.name, date: blocks.createdAt })
    .from(blocks)
    .innerJoin(users, eq(users.id, blocks.blockedId))
    .where(eq(blocks.blockerId, userId))
    .orderBy(asc(blocks.createdAt), asc(blocks.blockedId));
}

/** Reports the member filed (not reports about them: those belong to the moderation record). */
export async function reportsBy(db: Db, userId: number) {
  return db
    .select({
      id: reports.id,
      reportedId: reports.reportedId,
      name: users.name,
      reason: reports.reason,
      details: reports.details,
      status: reports.status,
      date: reports.createdAt,
    })
    .from(reports)
    .innerJoin(users, eq(users.id, reports.reportedId))
    .where(eq(reports.reporterId, userId))
    .orderBy(asc(reports.createdAt), asc(reports.id));
}
