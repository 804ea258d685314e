import { PASSWORD_RESET_TTL_MS } from "@ulfa/contracts";
import type { Deps } from "../platform/deps";
import type { JobKind } from "../platform/jobs/types";
import { queueMail } from "../platform/mail-queue";
import { findUserByEmail, insertEmailToken, invalidateEmailTokens } from "./repo";
import { loginLockedMail, passwordResetMail, resetPasswordLink } from "./mails";
import { generateLinkToken, hashSecret } from "./secrets";
import { mailSite } from "../site";

export type ResetLinkRequest = { email: string; reason: "forgot" } | { email: string; reason: "locked"; lockedForMs: number };

/**
 * Mails a password-reset link (forgot password, or the notice of a login lock) if the address
 * belongs to an account. Runs in the job queue, not in the request, so the request does the same
 * work whether or not the account exists and nobody can tell the two apart by timing.
 */
export const resetLinkJob: JobKind<Deps, ResetLinkRequest> = {
  name: "auth.reset-link",
  async run(deps, request) {
    const user = await findUserByEmail(deps, request.email);
    if (!user) return;
    const token = generateLinkToken();
    await invalidateEmailTokens(deps, user.id, "password_reset");
    await insertEmailToken(deps, {
      userId: user.id,
      purpose: "password_reset",
      codeHash: null,
      tokenHash: hashSecret(deps, token),
      expiresAt: new Date(deps.clock.now().getTime() + PASSWORD_RESET_TTL_MS),
    });
    const link = resetPasswordLink(deps.config.appUrl, token);
    const site = await mailSite(deps, user.language);
    await queueMail(
      deps,
      request.reason === "locked"
        ? loginLockedMail(site, user.email, link, request.lockedForMs, user.language, user.digits)
        : passwordResetMail(site, user.email, link, user.language, user.digits),
    );
  },
  // The address may be nobody's: nothing of the request is kept.
  summary: (request) => ({ reason: request.reason }),
};

export function queueResetLink(deps: Pick<Deps, "jobs">, request: ResetLinkRequest): Promise<void> {
  return deps.jobs.enqueue(resetLinkJob.name, request);
}
