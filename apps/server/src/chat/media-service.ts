import { VOICE_NOTE_DURATION_SLACK_MS, VOICE_NOTE_MAX_MS, type ChatMessage } from "@ulfa/contracts";
import type { UserRow } from "../db/schema";
import type { Deps } from "../platform/deps";
import { badRequest, forbidden, notFound } from "../platform/errors";
import { contentTypeOf } from "../platform/storage";
import { deleteFilesLater } from "../media";
import { isExplicitChatPhoto } from "../safety";
import { deliverMessage } from "./deliver";
import { notAVoiceNote, reencodeChatPhoto, voiceContainerOf } from "./media";
import { voiceDurationMs } from "./voice-duration";
import { markRevealed, messageIn, relationsOf } from "./repo";
import { checkBeforeHold, storeAndDeliver } from "./service";
import { openConversation } from "./conversation";
import type { Held, Sent } from "./sent";
import { afterMedia, alreadyHeld, HELD_MESSAGE, holdMessage, screenMedia, type MediaScreen } from "../trust";

/**
 * Photo and voice messages. Files live in the media storage under kind "chat" and are only ever
 * served through readMessageMedia: to the two members of the match, while neither blocked the other.
 */

/** POST /api/matches/:id/messages/photo: re-encoded (metadata stripped, at most 1600 px), stored, delivered. */
export async function sendPhoto(deps: Deps, sender: UserRow, matchId: number, bytes: Buffer, clientId?: string): Promise<Sent | Held> {
  await openConversation(deps, sender, matchId); // a stranger's upload is refused before any work
  const screen = await screenMedia(deps, sender, matchId);
  if (screen.held) await checkBeforeHold(deps, sender, matchId);
  // A retry of a held upload (same Idempotency-Key): answered held again, its file not stored twice.
  if (screen.held && (await alreadyHeld(deps, sender, clientId))) return { held: true, message: HELD_MESSAGE };
  const photo = await reencodeChatPhoto(bytes);
  const explicit = await isExplicitChatPhoto(deps, sender, photo.bytes);
  const name = await deps.storage.save("chat", photo.bytes, "jpg");
  const media = { name, width: photo.width, height: photo.height, preview: photo.preview };
  if (screen.held) return holdMessage(deps, sender, screen.recipientId, { type: "photo", matchId, mediaName: name, flagged: explicit, media, clientId });
  return storeOrDiscard(deps, sender, name, screen, {
    matchId,
    senderId: sender.id,
    kind: "photo",
    content: "",
    createdAt: deps.clock.now(),
    flagged: explicit,
    media,
    clientId,
  });
}

/** POST /api/matches/:id/messages/voice: an Opus recording (WebM or Ogg) and its waveform; the length is measured from the file. */
export async function sendVoiceNote(
  deps: Deps,
  sender: UserRow,
  matchId: number,
  bytes: Buffer,
  fields: { durationMs: number; waveform: number[] },
  clientId?: string,
): Promise<Sent | Held> {
  await openConversation(deps, sender, matchId);
  const screen = await screenMedia(deps, sender, matchId);
  if (screen.held) await checkBeforeHold(deps, sender, matchId);
  // A retry of a held upload (same Idempotency-Key): answered held again, its file not stored twice.
  if (screen.held && (await alreadyHeld(deps, sender, clientId))) return { held: true, message: HELD_MESSAGE };
  const ext = voiceContainerOf(bytes);
  // The length shown and limited is the file's own, not the client's claim.
  const measured = voiceDurationMs(bytes, ext);
  if (measured === null) throw notAVoiceNote("We couldn't read the length of this voice note. Please record it again.");
  if (measured > VOICE_NOTE_MAX_MS + VOICE_NOTE_DURATION_SLACK_MS) throw notAVoiceNote(`Voice notes can be at most ${VOICE_NOTE_MAX_MS / 1000} seconds long`);
  const durationMs = Math.round(measured);
  const name = await deps.storage.save("chat", bytes, ext);
  const media = { name, durationMs, waveform: fields.waveform };
  if (screen.held) return holdMessage(deps, sender, screen.recipientId, { type: "voice", matchId, mediaName: name, media, clientId });
  return storeOrDiscard(deps, sender, name, screen, {
    matchId,
    senderId: sender.id,
    kind: "voice",
    content: "",
    createdAt: deps.clock.now(),
    media,
    clientId,
  });
}

/**
 * The file is written before the row; when the row is refused (a block in between), the file goes,
 * and so does a concurrent repeat's (the same Idempotency-Key stored the other upload's row first).
 */
export async function storeOrDiscard(deps: Deps, sender: UserRow, name: string, screen: MediaScreen, message: Parameters<typeof storeAndDeliver>[2]): Promise<Sent> {
  let sent: Sent;
  try {
    sent = await storeAndDeliver(deps, sender, message);
  } catch (err) {
    await deleteFilesLater(deps, [{ kind: "chat", name }]).catch(() => undefined); // the sweep takes it otherwise
    throw err;
  }
  if (sent.replayed) await deleteFilesLater(deps, [{ kind: "chat", name }]).catch(() => undefined);
  else await afterMedia(deps, sender, screen);
  return sent;
}

/**
 * GET /api/matches/:id/messages/:messageId/media: the file, to the two members only. A block or
 * unmatch ends access at once (the match is checked on every read). A blurred photo is not sent to
 * its receiver before they tap it (POST .../reveal).
 */
export async function readMessageMedia(deps: Deps, viewer: UserRow, matchId: number, messageId: number): Promise<{ bytes: Buffer; contentType: string }> {
  await openConversation(deps, viewer, matchId);
  const row = await messageIn(deps.db, matchId, messageId);
  if (!row?.mediaName || row.removedAt) throw notFound("This media is no longer available");
  if (row.senderId !== viewer.id && row.mediaBlurred && !row.mediaRevealedAt) throw forbidden("Tap the photo to view it", "MEDIA_NOT_REVEALED");
  const bytes = await deps.storage.read("chat", row.mediaName);
  if (!bytes) throw notFound("This media is no longer available");
  return { bytes, contentType: contentTypeOf(row.mediaName) };
}

/** POST /api/matches/:id/messages/:messageId/reveal: the receiver taps a blurred photo to view it. */
export async function revealMessageMedia(deps: Deps, viewer: UserRow, matchId: number, messageId: number): Promise<ChatMessage> {
  const { other } = await openConversation(deps, viewer, matchId);
  const row = await messageIn(deps.db, matchId, messageId);
  if (!row) throw notFound("Message not found");
  if (row.removedAt || !row.mediaName) throw badRequest("This message was removed", "MESSAGE_REMOVED");
  if (row.senderId === viewer.id) throw badRequest("Only the receiver can reveal a photo");
  const revealed = (await markRevealed(deps.db, row.id, deps.clock.now())) ?? row;
  const relations = (await relationsOf(deps.db, [revealed])).get(revealed.id);
  return deliverMessage(deps, "message_updated", revealed, viewer, other, relations);
}
