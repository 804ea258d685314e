import { and, desc, eq, gt, isNotNull, sql } from "drizzle-orm";
import { DECK_LIMIT, LIKE_MESSAGES, type LikeInput, type LikeResult, type ReceivedLike, type RewindResult } from "@ulfa/contracts";
import { matches, messages, swipes, users, type UserRow } from "../db/schema";
import type { Deps } from "../platform/deps";
import { AppError, badRequest } from "../platform/errors";
import { strictFiltersOn, hasSoftFilters, passesSoftFilters, strictParams, withEffectiveFilters } from "../discover";
import { checkYourTurn } from "../your-turn";
import { isPremium, presentPublicProfile } from "../users";
import { visibleAs, policyContext, requireVisibleMember, visibleMember } from "../visibility";
import { queuePush } from "../push";
import { shownMainPhoto, blurredNamesOf, hiderFor } from "../privacy";
import { dailySuperLikeAllowance, recentSwipeCounts } from "./quota";
import { checkComment, checkTarget, presentTarget, storedTarget } from "./comment";
import { holdsCommentOf } from "./held-comment";
import { afterLike, screenLike } from "../trust";

const premiumRequired = () => new AppError(403, "PREMIUM_REQUIRED", "This is a Premium feature");


/**
 * Records a like, pass or super like. Runs in one transaction holding both members' rows, so the
 * rolling quota cannot be overrun by parallel calls and two members liking each other at the same
 * moment still make exactly one match (the second transaction sees the first one's swipe).
 */
export async function swipe(deps: Deps, me: UserRow, input: LikeInput): Promise<LikeResult> {
  if (input.toUserId === me.id) throw badRequest("You cannot swipe on yourself", "SELF_TARGET");
  const isSuperLike = input.isLike && input.isSuperLike;
  const target = await requireVisibleMember(deps, me, input.toUserId, "interact");
  if (input.target) checkTarget(target, input.target);
  if (input.isLike) await checkYourTurn(deps, me);
  const commentFlagged = input.comment !== undefined && checkComment(deps, input.comment, input.confirmFlagged === true);
  // Trust (docs/trust-and-safety.md): approval, intro limit, and a held member's like kept undelivered.
  const held = await screenLike(deps, me, { ...input });
  if (held) return held;
  const now = deps.clock.now();
  const { rules } = await deps.site.settings();

  const outcome = await deps.db.transaction(async (tx) => {
    const locked = await tx
      .select()
      .from(users)
      .where(sql`${users.id} in (${me.id}, ${target.id})`)
      .orderBy(users.id)
      .for("update");
    const self = locked.find((u) => u.id === me.id) ?? me;

    const [already] = await tx
      .select({ id: swipes.id })
      .from(swipes)
      .where(and(eq(swipes.fromUserId, me.id), eq(swipes.toUserId, target.id)))
      .limit(1);
    if (already) return { kind: "already" as const };

    const premium = isPremium(self, now);
    const recent = await recentSwipeCounts(tx, me.id, now);
    if (!premium && recent.swipes >= rules.dailyLikes) throw new AppError(403, "DAILY_LIMIT_REACHED", "Daily swipe limit reached");
    let paidFromBalance = false;
    if (isSuperLike && recent.superLikes >= dailySuperLikeAllowance(self, now, rules)) {
      // Today's allowance is spent: use one from the bought balance.
      const [paid] = await tx
        .update(users)
        .set({ superLikes: sql`${users.superLikes} - 1` })
        .where(and(eq(users.id, me.id), gt(users.superLikes, 0)))
        .returning({ id: users.id });
      if (!paid) throw new AppError(403, "NO_SUPER_LIKES", "No super likes left");
      paidFromBalance = true;
    }

    const [inserted] = await tx
      .insert(swipes)
      .values({
        fromUserId: me.id,
        toUserId: target.id,
        isLike: input.isLike,
        isSuperLike,
        paidFromBalance,
        target: input.isLike && input.target ? storedTarget(target, input.target) : null,
        comment: input.isLike ? (input.comment ?? null) : null,
        commentFlagged,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: swipes.id });
    if (!inserted) return { kind: "already" as const };
    if (!input.isLike) return { kind: "pass" as const };

    const [likedBack] = await tx
      .select({ id: swipes.id, comment: swipes.comment, commentFlagged: swipes.commentFlagged })
      .from(swipes)
      .where(and(eq(swipes.fromUserId, target.id), eq(swipes.toUserId, me.id), eq(swipes.isLike, true)))
      .limit(1);
    if (!likedBack) return { kind: "like" as const };

    const [userAId, userBId] = me.id < target.id ? [me.id, target.id] : [target.id, me.id];
    // A like's comment opens the conversation, attributed to its writer: the earlier like's first.
    const comments = [
      { sender: target, content: likedBack.comment, flagged: likedBack.commentFlagged },
      { sender: me, content: input.comment ?? null, flagged: commentFlagged },
    ];
    // With "women write first" the man's comment waits until she writes (held-comment.ts).
    const held = comments.find((c) => c.content && holdsCommentOf(rules, c.sender, c.sender.id === me.id ? target : me));
    const [created] = await tx
      .insert(matches)
      .values({ userAId, userBId, createdAt: now, ...(held ? { heldComment: held.content, heldCommentFrom: held.sender.id, heldCommentFlagged: held.flagged } : {}) })
      .onConflictDoNothing()
      .returning({ id: matches.id });
    if (created) {
      const opening = comments
        .filter((c) => c !== held)
        .flatMap((m) => (m.content ? [{ matchId: created.id, senderId: m.sender.id, content: m.content, flagged: m.flagged, createdAt: now }] : []));
      if (opening.length > 0) await tx.insert(messages).values(opening);
      return { kind: "match" as const, matchId: created.id, isNew: true };
    }
    const [existing] = await tx
      .select({ id: matches.id })
      .from(matches)
      .where(and(eq(matches.userAId, userAId), eq(matches.userBId, userBId)));
    return { kind: "match" as const, matchId: existing.id, isNew: false };
  });

  if (outcome.kind === "like" || outcome.kind === "match") await afterLike(deps, me, target, { ...input });
  switch (outcome.kind) {
    case "already":
      return { match: false, isSuperLike: false, message: LIKE_MESSAGES.alreadySwiped };
    case "pass":
      return { match: false, isSuperLike: false, message: LIKE_MESSAGES.pass };
    case "like":
      // A like hidden from likes you by the receiver's strict filters tells them nothing either.
      if (!(await passesStrictFiltersOf(deps, target, me.id))) return { match: false, isSuperLike, message: isSuperLike ? LIKE_MESSAGES.superLike : LIKE_MESSAGES.like };
      await queuePush(deps, isSuperLike ? { event: "superLike", userId: target.id, fromUserId: me.id } : { event: "likesWaiting", userId: target.id });
      return { match: false, isSuperLike, message: isSuperLike ? LIKE_MESSAGES.superLike : LIKE_MESSAGES.like };
    case "match":
      if (outcome.isNew) await announceMatch(deps, outcome.matchId, me, target);
      return { match: true, isSuperLike, message: LIKE_MESSAGES.match, matchId: outcome.matchId };
  }
}

/** True when member `id` passes `viewer`'s age range and strict filters (the deck's own, as likes you reads them). */
async function passesStrictFiltersOf(deps: Deps, owner: UserRow, id: number): Promise<boolean> {
  const viewer = withEffectiveFilters(owner, await deps.site.settings(), deps.clock.now());
  const [row] = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), strictFiltersOn(users.id, strictParams(viewer))))
    .limit(1);
  return row !== undefined;
}

/** Realtime "match" event to both members, each told about the other, and a notification to their devices. */
async function announceMatch(deps: Deps, matchId: number, a: UserRow, b: UserRow): Promise<void> {
  // Just matched: no photos revealed yet, so a private member shows blurred. The gender is on every
  // public profile (users/public-profile.ts); the dialog's Arabic sentences about them need it.
  const card = (u: UserRow) => ({ id: u.id, name: u.name, gender: u.gender, profilePhoto: shownMainPhoto(u, blurredNamesOf(deps.config)) });
  try {
    await deps.realtime.sendToUser(a.id, { type: "match", matchId, user: card(b) });
    await deps.realtime.sendToUser(b.id, { type: "match", matchId, user: card(a) });
  } catch (err) {
    // The match is saved; a lost push only delays the celebration until the next refresh.
    deps.log.warn({ err, matchId }, "match event not delivered");
  }
  await queuePush(deps, { event: "match", userId: a.id, matchId });
  await queuePush(deps, { event: "match", userId: b.id, matchId });
}

/**
 * Members who liked `me`, whom `me` has not swiped on yet and who pass `me`'s age range and strict
 * filters (the deck's own, discover/filters.ts: a comment does not lift them), super likes first;
 * those who miss a soft filter come after those who fit, as in the deck, which reads twice its size
 * for it. Premium sees them all; the free plan sees the likes that came with a comment.
 */
export async function receivedLikes(deps: Deps, member: UserRow): Promise<ReceivedLike[]> {
  const premium = isPremium(member, deps.clock.now());
  const me = withEffectiveFilters(member, await deps.site.settings(), deps.clock.now());
  const filters = me.discoverFilters ?? {};
  const soft = hasSoftFilters(filters);
  const found = await deps.db
    .select({ user: users, isSuperLike: swipes.isSuperLike, likedAt: swipes.createdAt, target: swipes.target, comment: swipes.comment })
    .from(swipes)
    .innerJoin(users, eq(users.id, swipes.fromUserId))
    .where(
      and(
        eq(swipes.toUserId, me.id),
        eq(swipes.isLike, true),
        premium ? undefined : isNotNull(swipes.comment),
        strictFiltersOn(users.id, strictParams(me)),
        visibleAs("card", me, users.id, policyContext(deps)),
        sql`not exists (select 1 from swipes mine where mine.from_user_id = ${me.id} and mine.to_user_id = ${users.id})`,
      ),
    )
    .orderBy(desc(swipes.isSuperLike), desc(swipes.createdAt), desc(swipes.id))
    .limit(soft ? DECK_LIMIT * 2 : DECK_LIMIT);
  // A stable sort keeps super likes first and the newest first within the fits and within the misses.
  const rows = soft ? found.toSorted((a, b) => Number(passesSoftFilters(filters, b.user)) - Number(passesSoftFilters(filters, a.user))).slice(0, DECK_LIMIT) : found;
  const online = await deps.presence.onlineAmong(rows.map((r) => r.user.id));
  // A comment is text from another member like a message: her hidden words fold it here as in chat.
  const hides = await hiderFor(deps.db, me.id);
  return rows.map((r) => ({
    ...presentPublicProfile(r.user, me, { online: online.has(r.user.id), blur: blurredNamesOf(deps.config) }),
    isSuperLike: r.isSuperLike,
    likedAt: r.likedAt.toISOString(),
    target: presentTarget(me, r.target),
    comment: r.comment,
    commentHidden: r.comment !== null && hides(r.comment),
  }));
}

/**
 * Premium: takes back the last swipe, unless that pair has matched (unmatching is the way out then).
 * A super like paid from the bought balance goes back to the balance.
 */
export async function rewindLastSwipe(deps: Deps, me: UserRow): Promise<RewindResult> {
  if (!isPremium(me, deps.clock.now())) throw premiumRequired();
  const [last] = await deps.db
    .select()
    .from(swipes)
    .where(eq(swipes.fromUserId, me.id))
    .orderBy(desc(swipes.createdAt), desc(swipes.id))
    .limit(1);
  if (!last) return { rewound: null };
  const [a, b] = me.id < last.toUserId ? [me.id, last.toUserId] : [last.toUserId, me.id];
  const [matched] = await deps.db
    .select({ id: matches.id })
    .from(matches)
    .where(and(eq(matches.userAId, a), eq(matches.userBId, b)))
    .limit(1);
  if (matched) return { rewound: null };
  await deps.db.transaction(async (tx) => {
    const [removed] = await tx.delete(swipes).where(eq(swipes.id, last.id)).returning({ paidFromBalance: swipes.paidFromBalance });
    if (removed?.paidFromBalance) await tx.update(users).set({ superLikes: sql`${users.superLikes} + 1` }).where(eq(users.id, me.id));
  });
  const target = await visibleMember(deps, me, last.toUserId, "card");
  if (!target) return { rewound: null };
  const online = await deps.presence.onlineAmong([target.id]);
  return { rewound: presentPublicProfile(target, me, { online: online.has(target.id), blur: blurredNamesOf(deps.config) }) };
}
