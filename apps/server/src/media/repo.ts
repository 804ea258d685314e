import { and, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { PHOTO_MEDIA_PATH } from "@ulfa/contracts";
import { heldActions, jobs, messages, siteSettings, users, verificationRequests } from "../db/schema";
import { siteImagesOf } from "../site";
import type { Db } from "../platform/db";
import type { MediaKind } from "../platform/storage";

export const MEDIA_DELETE_JOB = "media.delete";

/** True when the file's deletion was queued (media/deletions.ts): it is gone for members from then on. */
export async function isDeletionQueued(db: Db, kind: MediaKind, name: string): Promise<boolean> {
  const rows = await db
    .select({ id: jobs.id })
    .from(jobs)
    // Matches the partial index jobs_media_delete_idx.
    .where(and(eq(jobs.kind, MEDIA_DELETE_JOB), sql`(${jobs.payload}->>'name') = ${name}`, sql`(${jobs.payload}->>'kind') = ${kind}`))
    .limit(1);
  return rows.length > 0;
}

/**
 * Names per lookup. Each name costs the planner about one GIN search, so a long list makes a
 * sequential scan of `users` look cheaper than it is (at 50,000 members, 500 names: a 1.3 s scan
 * chosen over a 12 ms index read); a hundred keeps every lookup on its index (docs/operating.md).
 */
const LOOKUP_BATCH = 100;

/** Which of these stored files a row still refers to (the orphan sweep keeps those). */
export async function referencedFiles(db: Db, kind: MediaKind, names: string[]): Promise<Set<string>> {
  // The operator's logo and icon (their own kind; stored as photos by installs from before it): one
  // read of the settings per call, not per batch.
  const site = (kind === "site" || kind === "photos") && names.length > 0 ? await siteImageNames(db) : new Set<string>();
  if (kind === "site") return new Set(names.filter((name) => site.has(name)));
  const kept = new Set(names.filter((name) => site.has(name)));
  for (let i = 0; i < names.length; i += LOOKUP_BATCH) {
    for (const name of await referencedBatch(db, kind, names.slice(i, i + LOOKUP_BATCH))) kept.add(name);
  }
  return kept;
}

async function referencedBatch(db: Db, kind: MediaKind, names: string[]): Promise<Set<string>> {
  if (names.length === 0) return new Set();
  if (kind === "photos") return referencedByMembers(db, names);
  if (kind === "chat") {
    const rows = await db.select({ name: messages.mediaName }).from(messages).where(and(isNotNull(messages.mediaName), inArray(messages.mediaName, names)));
    // A held member's first photo or voice note (trust/release.ts) has its file and no message yet.
    const held = await db
      .select({ name: sql<string>`${heldActions.payload}->>'mediaName'` })
      .from(heldActions)
      .where(and(eq(heldActions.kind, "message"), inArray(sql<string>`${heldActions.payload}->>'mediaName'`, names)));
    return new Set([...rows.map((r) => r.name!), ...held.map((r) => r.name)]);
  }
  if (kind === "prompt-voices") return referencedPromptVoices(db, names);
  const rows = await db.select({ name: verificationRequests.selfiePath }).from(verificationRequests).where(inArray(verificationRequests.selfiePath, names));
  return new Set(rows.map((r) => r.name));
}

/** The file names the site settings refer to (the operator's logo and icon). */
async function siteImageNames(db: Db): Promise<Set<string>> {
  return new Set((await db.select({ data: siteSettings.data }).from(siteSettings)).flatMap((r) => siteImagesOf(r.data)));
}

/** `values` as one SQL text[] literal, for `?|` and `= any`. */
const textArray = (values: string[]) =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

/**
 * Members refer to photos by URL from their gallery (jsonb list) or profile photo. `?|` is answered
 * by the GIN index users_photos_gin_idx, `= any` by users_profile_photo_idx.
 */
async function referencedByMembers(db: Db, names: string[]): Promise<Set<string>> {
  const list = textArray(names.map((name) => `${PHOTO_MEDIA_PATH}${name}`));
  // Both drivers (node-postgres, PGlite) answer a raw statement with { rows }.
  const { rows } = (await db.execute(sql`
    select g.url from ${users}, jsonb_array_elements_text(${users.photos}) as g(url)
     where ${users.photos} ?| ${list} and g.url = any(${list})
    union
    select ${users.profilePhoto} as url from ${users} where ${users.profilePhoto} = any(${list})`)) as unknown as { rows: { url: string }[] };
  return new Set(rows.map((r) => r.url.slice(PHOTO_MEDIA_PATH.length)));
}

/**
 * Voice answers are referred to from a member's `prompts` (jsonb list of { promptId, answer, voice? }).
 * The condition is the expression of the GIN index users_prompt_voices_idx, so only the members
 * holding one of these names are read, not every member's prompts.
 */
async function referencedPromptVoices(db: Db, names: string[]): Promise<Set<string>> {
  const list = textArray(names);
  const voices = sql`jsonb_path_query_array(${users.prompts}, '$[*].voice.name')`;
  const { rows } = (await db.execute(sql`
    select v.name from ${users}, jsonb_array_elements_text(${voices}) as v(name)
     where ${voices} ?| ${list} and v.name = any(${list})`)) as unknown as { rows: { name: string }[] };
  return new Set(rows.map((r) => r.name));
}
