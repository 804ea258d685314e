import { readdir, rm } from "node:fs/promises";
import path from "node:path";
import { and, inArray, isNotNull, lt } from "drizzle-orm";
import { DEACTIVATION_GRACE_MS } from "@ulfa/contracts";
import { users, verificationRequests } from "../db/schema";
import type { Deps } from "../platform/deps";
import { storedNameOf } from "../media";
import { mediaOfMatches } from "../chat";
import { matchIdsOf } from "../matches";
import { deleteFilesLater, type StoredFile } from "../media";
import type { PeriodicJob } from "../platform/jobs/types";
import { stopRenewals, createPaymentProvider } from "../payments";

const HOUR_MS = 60 * 60 * 1000;
const BATCH = 100;

/**
 * Permanently deletes accounts deactivated more than DEACTIVATION_GRACE_MS ago (docs/product-rules.md):
 * the user row (foreign keys cascade to sessions, swipes, matches, messages, blocks, verification
 * requests; payments and page views keep a null user), their photo files, verification selfies and
 * the photo and voice files of their conversations (both members' files: the conversation is gone).
 * A plan still set to renew is switched off at the provider first (payments/billing.ts stopRenewals);
 * an account whose provider cannot be reached is kept until a later run.
 * Rows go first, files after (queued deletions: a storage outage delays the files, not the purge),
 * so a crash leaves at worst an orphan file for the sweep, never a broken reference.
 * Idempotent and safe to run on several instances at once. Returns how many accounts were purged.
 */
export async function purgeExpiredAccounts(deps: Deps): Promise<number> {
  const cutoff = new Date(deps.clock.now().getTime() - DEACTIVATION_GRACE_MS);
  const provider = createPaymentProvider(deps);
  let purged = 0;
  for (;;) {
    const expired = await deps.db
      .select({ id: users.id, email: users.email, photos: users.photos, profilePhoto: users.profilePhoto, prompts: users.prompts })
      .from(users)
      .where(and(isNotNull(users.deactivatedAt), lt(users.deactivatedAt, cutoff)))
      .limit(BATCH);
    if (expired.length === 0) return purged;
    // A plan that would still renew stops first; while its provider is unreachable the account waits.
    const renewing = await stopRenewals(deps, provider, expired.map((u) => u.id));
    const ids = expired.map((u) => u.id).filter((id) => !renewing.has(id));
    if (ids.length === 0) return purged;
    const selfies = await deps.db
      .select({ userId: verificationRequests.userId, selfiePath: verificationRequests.selfiePath })
      .from(verificationRequests)
      .where(inArray(verificationRequests.userId, ids));
    const chatFiles = await mediaOfMatches(deps.db, await matchIdsOf(deps.db, ids));
    // Re-check the cutoff in the delete itself: a reactivation in between must win.
    const deleted = await deps.db
      .delete(users)
      .where(and(inArray(users.id, ids), isNotNull(users.deactivatedAt), lt(users.deactivatedAt, cutoff)))
      .returning({ id: users.id });
    const gone = new Set(deleted.map((d) => d.id));
    const files: StoredFile[] = [];
    for (const user of expired.filter((u) => gone.has(u.id))) {
      for (const url of new Set([...user.photos, user.profilePhoto])) {
        const name = storedNameOf(url);
        if (name) files.push({ kind: "photos", name });
      }
      for (const prompt of user.prompts) if (prompt.voice) files.push({ kind: "prompt-voices", name: prompt.voice.name });
      await deleteOutboxMail(deps.config.dataDir, user.email);
    }
    for (const selfie of selfies.filter((s) => gone.has(s.userId))) files.push({ kind: "verifications", name: selfie.selfiePath });
    // A reactivated member's conversations were not deleted: only files whose rows are gone go.
    const kept = new Set(await mediaOfMatches(deps.db, await matchIdsOf(deps.db, ids)));
    for (const name of chatFiles.filter((n) => !kept.has(n))) files.push({ kind: "chat", name });
    await deleteFilesLater(deps, files);
    purged += gone.size;
    deps.log.info({ purged: gone.size }, "purged expired deactivated accounts");
    if (expired.length < BATCH || gone.size === 0) return purged;
  }
}

/**
 * Without SMTP_URL, mail is kept as DATA_DIR/outbox/<stamp>-<random>-<to>.eml (platform/mail.ts);
 * those copies hold the member's address and codes, so they go too.
 */
const OUTBOX_NAME = /^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z-[a-z0-9]*-(.+)\.eml$/;

async function deleteOutboxMail(dataDir: string, email: string): Promise<void> {
  const dir = path.join(dataDir, "outbox");
  const recipient = email.replace(/[^a-zA-Z0-9@._-]/g, "_");
  const files = await readdir(dir).catch(() => [] as string[]);
  const isTheirs = (file: string) => OUTBOX_NAME.exec(file)?.[1] === recipient;
  await Promise.all(files.filter(isTheirs).map((f) => rm(path.join(dir, f), { force: true })));
}

export const purgeExpiredAccountsJob: PeriodicJob<Deps> = {
  name: "purge-expired-accounts",
  everyMs: HOUR_MS,
  run: async (deps) => {
    await purgeExpiredAccounts(deps);
  },
};
