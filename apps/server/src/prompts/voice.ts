import { eq } from "drizzle-orm";
import { PROMPT_VOICE_MAX_MS, VOICE_NOTE_DURATION_SLACK_MS, VOICE_NOTE_MIN_MS, type OwnPrompt, type PromptAnswer } from "@ulfa/contracts";
import { users, type StoredPrompt, type UserRow } from "../db/schema";
import type { Deps } from "../platform/deps";
import { AppError, badRequest, notFound } from "../platform/errors";
import { deleteFilesLater, type StoredFile } from "../media";
import { voiceContainerOf, voiceDurationMs } from "../chat";

/**
 * Voice answers to prompts (issue 33): an Opus recording of at most PROMPT_VOICE_MAX_MS beside a
 * written answer, which stays required (it is what the safety check reads and what a reader without
 * sound gets). Stored as media kind "prompt-voices" and referred to from the member's `prompts`.
 */

export const PROMPT_VOICE_KIND = "prompt-voices" as const;

export const notAVoiceAnswer = (message = `Please record a voice answer of up to ${PROMPT_VOICE_MAX_MS / 1000} seconds`) =>
  badRequest(message, "NOT_A_VOICE_ANSWER");

/** Where a voice answer is played from: the owner's id lets the route check who may hear it with one key lookup. */
export const promptVoiceUrl = (ownerId: number, name: string) => `/api/media/prompt-voices/${ownerId}/${name}`;

/** The voice fields of a shown or own prompt (contracts prompts.ts). */
export const promptVoiceFields = (ownerId: number, p: StoredPrompt) => ({
  voiceUrl: p.voice ? promptVoiceUrl(ownerId, p.voice.name) : null,
  voiceSeconds: p.voice ? Math.max(1, Math.round(p.voice.durationMs / 1000)) : null,
});

/** The member's own prompts as GET /api/user lists them. */
export const ownPrompts = (row: Pick<UserRow, "id" | "prompts">): OwnPrompt[] =>
  row.prompts.map((p) => ({ promptId: p.promptId, answer: p.answer, ...promptVoiceFields(row.id, p) }));

const fileOf = (p: StoredPrompt): StoredFile[] => (p.voice ? [{ kind: PROMPT_VOICE_KIND, name: p.voice.name }] : []);

/** The container and measured length of an upload, or a 400 that says what is wrong with it. */
function checkedRecording(bytes: Buffer): { ext: "webm" | "ogg"; durationMs: number } {
  let ext: "webm" | "ogg";
  try {
    ext = voiceContainerOf(bytes);
  } catch (err) {
    // Too large stays a 413; any other refusal is about the format.
    if (err instanceof AppError && err.status === 413) throw err;
    throw notAVoiceAnswer("Voice answers must be Opus audio in WebM or Ogg");
  }
  const measured = voiceDurationMs(bytes, ext);
  if (measured === null) throw notAVoiceAnswer("We couldn't read the length of this recording. Please record it again.");
  if (measured > PROMPT_VOICE_MAX_MS + VOICE_NOTE_DURATION_SLACK_MS) throw notAVoiceAnswer(`Voice answers can be at most ${PROMPT_VOICE_MAX_MS / 1000} seconds long`);
  if (measured < VOICE_NOTE_MIN_MS) throw notAVoiceAnswer("This recording is too short");
  return { ext, durationMs: Math.round(measured) };
}

/**
 * Changes the member's prompts under a row lock, so an upload and a PATCH /api/user at the same time
 * cannot lose each other's change; files no longer referred to are queued for deletion after commit.
 */
async function changePrompts(
  deps: Deps,
  userId: number,
  change: (current: StoredPrompt[]) => { next: StoredPrompt[]; dropped: StoredFile[] },
): Promise<StoredPrompt[]> {
  const { next, dropped } = await deps.db.transaction(async (tx) => {
    const [row] = await tx.select({ prompts: users.prompts }).from(users).where(eq(users.id, userId)).for("update");
    if (!row) throw notFound("Member not found");
    const result = change(row.prompts);
    await tx.update(users).set({ prompts: result.next }).where(eq(users.id, userId));
    return result;
  });
  await deleteFilesLater(deps, dropped);
  return next;
}

const unanswered = () => notFound("Answer this prompt in writing before adding a voice answer");

/** PUT /api/user/prompts/:promptId/voice: adds or replaces the voice answer of a prompt the member answered. */
export async function savePromptVoice(deps: Deps, user: UserRow, promptId: string, bytes: Buffer): Promise<OwnPrompt[]> {
  if (!user.prompts.some((p) => p.promptId === promptId)) throw unanswered();
  const { ext, durationMs } = checkedRecording(bytes);
  const name = await deps.storage.save(PROMPT_VOICE_KIND, bytes, ext);
  try {
    const prompts = await changePrompts(deps, user.id, (current) => {
      const old = current.find((p) => p.promptId === promptId);
      // Removed by a PATCH /api/user since the request began.
      if (!old) throw unanswered();
      return { next: current.map((p) => (p === old ? { ...p, voice: { name, durationMs } } : p)), dropped: fileOf(old) };
    });
    return ownPrompts({ id: user.id, prompts });
  } catch (err) {
    await deleteFilesLater(deps, [{ kind: PROMPT_VOICE_KIND, name }]).catch(() => undefined); // the sweep takes it otherwise
    throw err;
  }
}

/** DELETE /api/user/prompts/:promptId/voice: removes the voice answer (nothing to remove is not an error); the written answer stays. */
export async function removePromptVoice(deps: Deps, user: UserRow, promptId: string): Promise<OwnPrompt[]> {
  const prompts = await changePrompts(deps, user.id, (current) => {
    const old = current.find((p) => p.promptId === promptId);
    if (!old) throw notFound("You have not answered this prompt");
    const { voice: _dropped, ...kept } = old;
    return { next: current.map((p) => (p === old ? kept : p)), dropped: fileOf(old) };
  });
  return ownPrompts({ id: user.id, prompts });
}

/**
 * PATCH /api/user `prompts`: replaces the written answers. A prompt that stays keeps its voice answer;
 * the voice of a prompt that is gone (removed, or its slot now holds another prompt) is deleted.
 */
export async function replacePromptAnswers(deps: Deps, userId: number, answers: PromptAnswer[]): Promise<StoredPrompt[]> {
  return changePrompts(deps, userId, (current) => {
    const voices = new Map(current.flatMap((p) => (p.voice ? [[p.promptId, p.voice] as const] : [])));
    const next = answers.map((a): StoredPrompt => {
      const voice = voices.get(a.promptId);
      return voice ? { promptId: a.promptId, answer: a.answer, voice } : { promptId: a.promptId, answer: a.answer };
    });
    const kept = new Set(next.map((p) => p.promptId));
    return { next, dropped: current.filter((p) => !kept.has(p.promptId)).flatMap(fileOf) };
  });
}
