import { MAIL_QUEUE_LIST_LIMIT, type MailQueue } from "@ulfa/contracts";
import type { Deps } from "../platform/deps";
import { countOpenJobs, listOpenJobs } from "../platform/jobs/repo";
import { mailJob } from "../platform/mail-queue";

/** The admin's view of mail that has not gone out: how much waits, what failed and why. */
export async function mailQueueOverview(deps: Deps): Promise<MailQueue> {
  const counts = await countOpenJobs(deps.db, mailJob.name);
  const rows = await listOpenJobs(deps.db, mailJob.name, MAIL_QUEUE_LIST_LIMIT);
  return {
    ...counts,
    items: rows.map((row) => {
      const mail = row.payload as { to?: string; subject?: string };
      return {
        id: row.id,
        to: mail.to ?? "",
        subject: mail.subject ?? "",
        state: row.state === "failed" ? "failed" : "pending",
        attempts: row.attempts,
        lastError: row.lastError,
        createdAt: row.createdAt.toISOString(),
        nextAttemptAt: row.state === "pending" ? row.runAt.toISOString() : null,
      };
    }),
  };
}
