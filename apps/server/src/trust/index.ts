import { LIKE_MESSAGES, type ChatMessage, type LikeResult, type SiteRules } from "@ulfa/contracts";
import type { UserRow } from "../db/schema";
import type { Deps } from "../platform/deps";
import { AppError } from "../platform/errors";
import type { JobKind } from "../platform/jobs/types";
import type { HeldMessage } from "./held-message";
export type { HeldDelivery } from "./held-delivery";
import { checkIntroLimit } from "./intro-limit";
import { isReleasing } from "./release";
import { hasHeldKey, hasIntro, insertHeld, messageGate, recordIntro, reviewOf, warningsOf } from "./repo";
import { checkLikePace, checkWritten, type Written } from "./screen";
import { textSignals } from "./text-signals";

/**
 * The trust feature's hooks into likes, chat, decks, photos and reports (docs/trust-and-safety.md):
 * each a single call, so the features keep their own flow. Checks that run after the like or message
 * is stored never lose it: a failure is logged and the check queued again (trustCheckJob).
 */

const pendingApproval = () => new AppError(403, "PENDING_APPROVAL", "Your profile is waiting for a moderator's approval; you can like members once it is approved");

/** Runs a check now; if it throws, logs it and queues it for the job to retry. */
async function checkOrQueue(deps: Deps, written: Written): Promise<void> {
  try {
    await checkWritten(deps, written);
  } catch (err) {
    deps.log.warn({ err, senderId: written.senderId }, "trust check failed; queued to retry");
    await deps.jobs.enqueue(trustCheckJob.name, { ...written, findings: undefined });
  }
}

export const trustCheckJob: JobKind<Deps, Written> = {
  name: "trust-check",
  run: (deps, written) => checkWritten(deps, written),
  summary: (w) => ({ senderId: w.senderId, recipientId: w.recipientId, where: w.where }),
};

// --- Likes ---

export interface LikeAttempt {
  toUserId: number;
  isLike: boolean;
  isSuperLike: boolean;
  comment?: string;
  [key: string]: unknown;
}

/**
 * Before a like is stored: a member waiting for approval may not like (403 PENDING_APPROVAL); a
 * comment to someone new must fit the intro limit (429 INTRO_LIMIT); a held member's like is kept
 * undelivered and answered `held` (null: go on as usual).
 */
export async function screenLike(deps: Deps, me: UserRow, like: LikeAttempt): Promise<LikeResult | null> {
  if (!like.isLike || isReleasing()) return null;
  const review = await reviewOf(deps.db, me.id);
  if (review?.state === "pending") throw pendingApproval();
  if (like.comment) await checkIntroLimit(deps, me, like.toUserId);
  if (review?.state !== "held") return null;
  await insertHeld(deps.db, me.id, "like", like.toUserId, { ...like }, deps.clock.now());
  return { match: false, isSuperLike: false, message: LIKE_MESSAGES.held, held: true };
}

/** After a like is stored: its pace (LIKE_VELOCITY) and its comment's words (a like comment is an intro). */
export async function afterLike(deps: Deps, me: UserRow, target: Pick<UserRow, "id" | "name">, like: LikeAttempt): Promise<void> {
  if (!like.isLike || isReleasing()) return;
  try {
    await checkLikePace(deps, me.id);
  } catch (err) {
    deps.log.warn({ err, userId: me.id }, "like pace check failed");
  }
  if (like.comment) await checkOrQueue(deps, { senderId: me.id, recipientId: target.id, recipientName: target.name, text: like.comment, where: "comment" });
}

// --- Messages ---

export type MessageScreen =
  | { held: true; recipientId: number }
  | { held: false; written: Written | null; warning: "MONEY_REQUEST" | "OFF_PLATFORM_CONTACT" | null };

export const HELD_MESSAGE = "Your account is under review: your message is kept and delivered once a moderator has looked";

/**
 * Who the message goes to and whether it is a first one, for every kind of message: a member
 * waiting for approval may not write (403 PENDING_APPROVAL); a first message to someone new must
 * fit the intro limit; a held member's first message to someone who has not written yet is held.
 * Null when it is not the sender's match (the store answers why, 404 or 403).
 */
async function firstMessageGate(deps: Deps, sender: UserRow, matchId: number) {
  const { rules } = await deps.site.settings();
  const gate = await messageGate(deps.db, matchId, sender.id, countCap(rules));
  if (!gate) return null;
  const { recipientId, mine, theirs, review } = gate;
  if (review === "pending") throw pendingApproval();
  const first = theirs === 0;
  if (first && mine === 0) await checkIntroLimit(deps, sender, recipientId);
  return { recipientId, mine, theirs, first, hold: review === "held" && first, rules };
}

/**
 * Before a text message is stored. A conversation is young while either member has written fewer
 * than rules.youngConversationMessages messages: only then are contact details or money words a
 * signal (members who have talked a while swap numbers). `held`: the caller keeps it with holdMessage.
 */
export async function screenMessage(deps: Deps, sender: UserRow, matchId: number, content: string): Promise<MessageScreen> {
  if (isReleasing()) return { held: false, written: null, warning: null };
  const gate = await firstMessageGate(deps, sender, matchId);
  if (!gate) return { held: false, written: null, warning: null };
  const { recipientId, mine, theirs, first, rules } = gate;
  if (gate.hold) return { held: true, recipientId };
  const intro = first && mine === 0 && !(await hasIntro(deps.db, sender.id, recipientId));
  return readWords(rules, sender.id, recipientId, { mine, theirs }, intro, content);
}

/** Counted up to the young line (at least 1, so "has written" stays exact): that is all the gate reads. */
const countCap = (rules: SiteRules) => Math.max(1, rules.youngConversationMessages);

/** A text's words, read while the conversation is young: its signals, its tip, and whether it is an intro to check. */
function readWords(rules: SiteRules, senderId: number, recipientId: number, counts: MessageCounts, intro: boolean, content: string): MessageScreen {
  const young = Math.min(counts.mine, counts.theirs) < rules.youngConversationMessages;
  if (!young) return { held: false, written: null, warning: null };
  const findings = textSignals(content);
  const written: Written = { senderId, recipientId, recipientName: "", text: content, where: intro ? "intro" : "message", findings };
  return { held: false, written: findings.length > 0 || intro ? written : null, warning: findings[0]?.code ?? null };
}

/** Each member's messages of a match before this one, counted up to the gate's cap. */
export interface MessageCounts {
  mine: number;
  theirs: number;
}

/**
 * The first-message gate as conditions a store statement can carry (chat/store-message.ts), for a
 * text in a conversation under way: one round trip instead of the gate's and the store's. Such a
 * statement stores only when the sender is neither pending nor held and either member has written
 * already, which is where firstMessageGate lets a message through unchanged (no intro limit, no
 * hold, no 403); anything else stores nothing, and the caller takes screenMessage's path. `screen`
 * reads the stored text's words from the counts the statement brings back, as screenMessage does
 * (never an intro: someone has written).
 */
export function underwayGate(rules: SiteRules): { countUpTo: number; screen(sender: UserRow, recipientId: number, counts: MessageCounts, content: string): MessageScreen } {
  return {
    countUpTo: countCap(rules),
    screen: (sender, recipientId, counts, content) =>
      isReleasing() ? { held: false, written: null, warning: null } : readWords(rules, sender.id, recipientId, counts, false, content),
  };
}

export type MediaScreen = { held: true; recipientId: number } | { held: false; introTo?: number };

/**
 * Before a photo or voice message is stored: the same gate as a text (approval, intro limit, hold);
 * no words to read. `introTo`: a first message to someone new, counted as an intro once stored (afterMedia).
 */
export async function screenMedia(deps: Deps, sender: UserRow, matchId: number): Promise<MediaScreen> {
  if (isReleasing()) return { held: false };
  const gate = await firstMessageGate(deps, sender, matchId);
  if (!gate) return { held: false };
  if (gate.hold) return { held: true, recipientId: gate.recipientId };
  return gate.first && gate.mine === 0 ? { held: false, introTo: gate.recipientId } : { held: false };
}

/** After a photo or voice message is stored: a first one counts against the intro limit like a text (no words, so no script to compare). */
export async function afterMedia(deps: Deps, sender: UserRow, screen: MediaScreen): Promise<void> {
  if (screen.held || screen.introTo === undefined) return;
  // Never failing the send: the message is stored and delivered by now.
  await recordIntro(deps.db, sender.id, screen.introTo, "", deps.clock.now()).catch((err) => deps.log.warn({ err, senderId: sender.id }, "media intro not recorded"));
}

/** Whether a held member's send with this Idempotency-Key is already held: its retry is answered held, not held again. */
export async function alreadyHeld(deps: Deps, sender: UserRow, clientId: string | undefined): Promise<boolean> {
  return clientId !== undefined && (await hasHeldKey(deps.db, sender.id, clientId));
}

/** Keeps a held member's first message undelivered until a moderator clears (delivered) or suspends (dropped). */
export async function holdMessage(deps: Deps, sender: UserRow, recipientId: number, message: HeldMessage): Promise<{ held: true; message: string }> {
  await insertHeld(deps.db, sender.id, "message", recipientId, { ...message }, deps.clock.now());
  return { held: true, message: HELD_MESSAGE };
}

/** After the message is stored: its tip, signals and intro (never failing the send). */
export async function afterMessage(deps: Deps, screen: MessageScreen, messageId: number, recipientName: string): Promise<void> {
  if (screen.held || !screen.written) return;
  await checkOrQueue(deps, { ...screen.written, recipientName, messageId });
}

/** The recipient's view of messages: the safety tip on those that carry one (not on the viewer's own). */
export async function withSafetyTips(deps: Deps, viewerId: number, list: ChatMessage[]): Promise<ChatMessage[]> {
  const theirs = list.filter((m) => m.senderId !== viewerId).map((m) => m.id);
  const warnings = await warningsOf(deps.db, theirs);
  if (warnings.size === 0) return list;
  return list.map((m) => {
    const warning = m.senderId !== viewerId ? warnings.get(m.id) : undefined;
    return warning ? { ...m, safety: { warning } } : m;
  });
}

// --- Decks, profiles, reports, photos ---

/** Members kept out of every deck: held or waiting for approval (a handful at any time). */
export { WITHHELD_FROM_DECKS_SQL } from "./repo";

export { checkProfileText } from "./profile-text";
export { afterReport } from "./reported";
export { checkPhoto, forgetPhoto } from "./photos";
export { actOnMember, approvalQueue, approveMember, flaggedCases, flaggedMembers, moderationOf } from "./review";
export { trustPhotoJob } from "./photos";
export type { HeldMessage } from "./held-message";
export { admitNewMember, giveBackInvite, markPendingIfApproval } from "./admission";
