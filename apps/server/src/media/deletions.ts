import type { Deps } from "../platform/deps";
import type { JobKind } from "../platform/jobs/types";
import type { MediaKind } from "../platform/storage";
import { MEDIA_DELETE_JOB } from "./repo";

export interface StoredFile {
  kind: MediaKind;
  name: string;
}

/**
 * Deletes one stored file (a photo with its resized copies). A job, so that a member's unsend,
 * unmatch, block or photo removal succeeds once the database has it, whether or not the media
 * storage answers: the queue retries the file with backoff until the storage is back
 * (platform/jobs/queue.ts), and the sweep (media/sweep.ts) catches what even that missed.
 */
export const mediaDeleteJob: JobKind<Deps, StoredFile> = {
  name: MEDIA_DELETE_JOB,
  run: (deps, { kind, name }) => deps.storage.delete(kind, name),
  // Names are random and say nothing about the member; they stay so the queued row keeps the file unserved.
  summary: ({ kind, name }) => ({ kind, name }),
};

/**
 * Queues the deletion of files whose rows are already gone. Call after the database change, so a
 * failed change never loses a file still referred to; the worker usually deletes them within
 * milliseconds. From now on the public photo route refuses them (photos/routes.ts).
 */
export async function deleteFilesLater(deps: Deps, files: StoredFile[]): Promise<void> {
  for (const file of files) await deps.jobs.enqueue(MEDIA_DELETE_JOB, file);
}
