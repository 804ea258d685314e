import { and, eq, sql } from "drizzle-orm";
import { users, type UserRow } from "../db/schema";
import type { Deps } from "../platform/deps";
import { notFound } from "../platform/errors";
import { contentTypeOf, isStoredName } from "../platform/storage";
import { mediaOf } from "../visibility";
import { PROMPT_VOICE_KIND } from "./voice";

const gone = () => notFound("Voice answer not found");

/**
 * GET /api/media/prompt-voices/:userId/:file: the recording, when `file` is one of the owner's voice
 * answers right now (a removed one is gone at once, before its file is deleted) and the viewer may see
 * the owner by the policy (visibility/members.ts mediaOf: the profile rule, moderators and admins besides).
 */
export async function readPromptVoice(deps: Deps, viewer: UserRow, ownerId: number, file: string): Promise<{ bytes: Buffer; contentType: string }> {
  if (!isStoredName(file)) throw gone();
  const [owner] = await deps.db
    .select({ id: users.id })
    .from(users)
    // Containment on the owner's row only (a primary-key read), in both PostgreSQL and PGlite.
    .where(and(eq(users.id, ownerId), mediaOf(deps, viewer, users.id), sql`${users.prompts} @> ${JSON.stringify([{ voice: { name: file } }])}::jsonb`))
    .limit(1);
  if (!owner) throw gone();
  const bytes = await deps.storage.read(PROMPT_VOICE_KIND, file);
  if (!bytes) throw gone();
  return { bytes, contentType: contentTypeOf(file) };
}
