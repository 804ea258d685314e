import type { Deps } from "./deps";
import type { MailMessage } from "./mail";
import type { JobKind } from "./jobs/types";

/** Every mail goes through the job queue, so a mail server outage delays mail but never loses it. */
export const mailJob: JobKind<Deps, MailMessage> = {
  name: "mail",
  run: (deps, message) => deps.mailer.send(message),
  // Bodies carry codes and links: once sent (or given up) only the envelope stays, for admins.
  summary: (message) => ({ to: message.to, subject: message.subject, language: message.language }),
};

export function queueMail(deps: Pick<Deps, "jobs">, message: MailMessage): Promise<void> {
  return deps.jobs.enqueue(mailJob.name, message);
}
