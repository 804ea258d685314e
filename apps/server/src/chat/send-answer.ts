import { voiceNoteFieldsSchema, type ChatMessage } from "@ulfa/contracts";
import type { UserRow } from "../db/schema";
import type { Deps } from "../platform/deps";
import { chargeMediaBytes, chargeMediaUpload, chargeMessage, refundSend } from "./member-limits";
import { replayOf } from "./idempotency";
import { notAVoiceNote } from "./media";
import { sendPhoto, sendVoiceNote } from "./media-service";
import { sendMessage } from "./service";
import type { Held, Sent, TextMessageInput } from "./sent";

/**
 * The send endpoints' budgets and repeats around the send itself (docs/api.md, "Idempotent sends"):
 * each send is charged to the member's budgets (chat/member-limits.ts) before it is made, a repeat
 * of an earlier send (same Idempotency-Key) is answered with that send's message and gives back what
 * it was charged, and a held member's first message is answered 202 (docs/trust-and-safety.md).
 */

/** What a send answers: the message (201; `replayed` when it is an earlier send's), or 202 held. */
export type SendAnswer = { status: 201; body: ChatMessage; replayed: boolean } | { status: 202; body: Held; replayed: false };

const replayAnswer = (message: ChatMessage): SendAnswer => ({ status: 201, body: message, replayed: true });

/** The send's answer; a repeat found only by the store (two at once) gives its charges back. */
async function answerOf(deps: Deps, senderId: number, sent: Sent | Held, media?: { bytes: number }): Promise<SendAnswer> {
  if ("held" in sent) return { status: 202, body: sent, replayed: false };
  if (sent.replayed) await refundSend(deps, senderId, media);
  return { status: 201, body: sent.message, replayed: sent.replayed };
}

/** POST /api/matches/:id/messages: charged as a message, then sent (chat/service.ts sendMessage). */
export async function postTextMessage(deps: Deps, sender: UserRow, matchId: number, input: TextMessageInput, key?: string): Promise<SendAnswer> {
  try {
    await chargeMessage(deps, sender.id);
  } catch (err) {
    // Out of budget: a repeat of a message already sent is still answered (rare, so asked only here).
    const earlier = key && (await replayOf(deps, sender, key, { ...input, matchId, kind: "text" }));
    if (earlier) return replayAnswer(earlier);
    throw err;
  }
  return answerOf(deps, sender.id, await sendMessage(deps, sender, matchId, input, key), undefined);
}

/**
 * Before an upload's body is read: a repeat (same Idempotency-Key) is answered at once, charged
 * nothing and its bytes never stored again; otherwise the upload counts as a message and as an upload.
 */
export async function startUpload(deps: Deps, sender: UserRow, matchId: number, kind: "photo" | "voice", key?: string): Promise<SendAnswer | null> {
  const earlier = key && (await replayOf(deps, sender, key, { matchId, kind }));
  if (earlier) return replayAnswer(earlier);
  await chargeMessage(deps, sender.id);
  await chargeMediaUpload(deps, sender.id);
  return null;
}

/** POST /api/matches/:id/messages/photo, once its body is read: its bytes charged, then sent. */
export async function postPhoto(deps: Deps, sender: UserRow, matchId: number, bytes: Buffer, key?: string): Promise<SendAnswer> {
  await chargeMediaBytes(deps, sender.id, bytes.length);
  return answerOf(deps, sender.id, await sendPhoto(deps, sender, matchId, bytes, key), { bytes: bytes.length });
}

/**
 * POST /api/matches/:id/messages/voice, once its body is read: its bytes charged, its fields
 * ("durationMs", and "waveform" as a JSON array of levels) read, then sent.
 */
export async function postVoiceNote(deps: Deps, sender: UserRow, matchId: number, bytes: Buffer, fields: Record<string, string | undefined>, key?: string): Promise<SendAnswer> {
  await chargeMediaBytes(deps, sender.id, bytes.length);
  const parsed = voiceNoteFieldsSchema.safeParse({ durationMs: fields.durationMs, waveform: parseJson(fields.waveform) });
  if (!parsed.success) throw notAVoiceNote(parsed.error.issues[0]?.message);
  return answerOf(deps, sender.id, await sendVoiceNote(deps, sender, matchId, bytes, parsed.data, key), { bytes: bytes.length });
}

function parseJson(value: string | undefined): unknown {
  if (value === undefined) return undefined;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}
