import { MEDIA_SWEEP_EVERY_MS, MEDIA_SWEEP_GRACE_MS } from "@ulfa/contracts";
import type { Deps } from "../platform/deps";
import type { PeriodicJob } from "../platform/jobs/types";
import { MEDIA_KINDS, type MediaKind, type StoredObject } from "../platform/storage";
import { referencedFiles } from "./repo";

/** The photo a resized copy was made from: `<stem>-<width>.<format>` of `<stem>.jpg` or `<stem>.webp`. */
const originalsOf = (variant: string) => {
  const stem = variant.slice(0, variant.lastIndexOf("-"));
  return [`${stem}.jpg`, `${stem}.webp`];
};

/**
 * Deletes stored files that no row refers to any more: a deletion job that gave up after its retry
 * window, a crash between a row's delete and its file's, resized copies made while their photo was
 * being deleted. Files younger than MEDIA_SWEEP_GRACE_MS are left alone (an upload is stored a
 * moment before the row that refers to it). Page by page, so memory stays flat however large the
 * bucket. Idempotent; returns how many files (and copies) it deleted.
 */
export async function sweepOrphanMedia(deps: Deps): Promise<number> {
  const storage = deps.storage;
  const cutoff = deps.clock.now().getTime() - MEDIA_SWEEP_GRACE_MS;
  const old = (page: StoredObject[]) => page.filter((o) => o.writtenAt.getTime() < cutoff).map((o) => o.name);
  let deleted = 0;
  const sweep = async (kind: MediaKind, names: string[]) => {
    for (const name of names) {
      await storage.delete(kind, name);
      deleted += 1;
    }
  };
  for (const kind of MEDIA_KINDS) {
    for await (const page of storage.list(kind)) {
      const names = old(page);
      const kept = await referencedFiles(deps.db, kind, names);
      await sweep(kind, names.filter((n) => !kept.has(n)));
    }
  }
  // A copy whose photo is no longer referred to (under either extension) goes with it.
  for await (const page of storage.listVariants()) {
    const names = old(page);
    const kept = await referencedFiles(deps.db, "photos", names.flatMap(originalsOf));
    const orphans = names.filter((n) => !originalsOf(n).some((o) => kept.has(o)));
    // Deleting "the photo" removes every copy of it; the original itself is already gone.
    await sweep("photos", [...new Set(orphans.map((n) => originalsOf(n)[0]))]);
  }
  if (deleted > 0) deps.log.info({ deleted }, "deleted stored media nothing refers to");
  return deleted;
}

export const mediaSweepJob: PeriodicJob<Deps> = {
  name: "media-sweep",
  everyMs: MEDIA_SWEEP_EVERY_MS,
  run: async (deps) => {
    await sweepOrphanMedia(deps);
  },
};
