import { eq } from "drizzle-orm";
import { users } from "../db/schema";
import type { Deps } from "../platform/deps";
import { nearDuplicate, introShape, textSignals, type TextFinding } from "./text-signals";
import { recordSignal } from "./signals";
import { introsSince, insertWarning, likesSince, recordIntro } from "./repo";

/** Shapes of this many words or more can be a script (shorter greetings are what everyone writes). */
const SCRIPT_MIN_WORDS = 4;
/** Two intros whose word trigrams overlap this much are the same script. */
const SCRIPT_SIMILARITY = 0.6;
const PACE_WINDOW_MS = 10_000;
const DAY_MS = 24 * 60 * 60_000;

/** What the checks after a like or message need: who wrote to whom, the words, and where. */
export interface Written {
  senderId: number;
  recipientId: number;
  recipientName: string;
  text: string;
  /** "comment": a like's comment; "message": a message of a young conversation; "intro": a conversation's first message. */
  where: "comment" | "message" | "intro";
  messageId?: number;
  /** Text signals already read in the request path (so a message's tip and its signals agree). */
  findings?: TextFinding[];
}

/**
 * The signals of one written contact (docs/trust-and-safety.md): OFF_PLATFORM_CONTACT and
 * MONEY_REQUEST in its words (and the recipient's tip on a message), and, for an intro or a comment,
 * REPEATED_INTRO when the same script went to rules.repeatedIntroRecipients people in 24 hours.
 * Idempotent enough to be retried by the trust-check job: the intro and the tip are stored once.
 */
export async function checkWritten(deps: Deps, w: Written): Promise<void> {
  const findings = w.findings ?? textSignals(w.text);
  if (w.messageId !== undefined && findings[0]) await insertWarning(deps.db, w.messageId, findings[0].code);
  for (const f of findings) await recordSignal(deps, w.senderId, f.code, { where: w.where, to: w.recipientId, found: f.found, text: w.text.slice(0, 500), messageId: w.messageId ?? null });
  if (w.where === "message") return;
  const now = deps.clock.now();
  // The chat path does not read the recipient's row; their name is left out of the shape all the same.
  const recipientName = w.recipientName || ((await deps.db.select({ name: users.name }).from(users).where(eq(users.id, w.recipientId)).limit(1))[0]?.name ?? "");
  const shape = introShape(w.text, recipientName);
  if (!(await recordIntro(deps.db, w.senderId, w.recipientId, shape, now))) return;
  const { rules } = await deps.site.settings();
  const same = (await introsSince(deps.db, w.senderId, new Date(now.getTime() - DAY_MS))).filter((i) => nearDuplicate(i.shape, shape, SCRIPT_SIMILARITY, SCRIPT_MIN_WORDS));
  // Recorded when the count reaches the threshold and each time after: every further copy is evidence.
  if (same.length >= rules.repeatedIntroRecipients) {
    await recordSignal(deps, w.senderId, "REPEATED_INTRO", { where: w.where, text: w.text.slice(0, 500), recipients: same.map((i) => i.recipientId) });
  }
}

/** LIKE_VELOCITY: rules.likesPerTenSeconds likes or more within the last ten seconds. */
export async function checkLikePace(deps: Deps, userId: number): Promise<void> {
  const { rules } = await deps.site.settings();
  const now = deps.clock.now();
  const recent = await likesSince(deps.db, userId, new Date(now.getTime() - PACE_WINDOW_MS));
  if (recent >= rules.likesPerTenSeconds) await recordSignal(deps, userId, "LIKE_VELOCITY", { likesInTenSeconds: recent, limit: rules.likesPerTenSeconds });
}
