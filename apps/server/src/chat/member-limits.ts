import { CHAT_MEDIA_BUDGET_WINDOW_MS, MEMBER_CHAT_MEDIA_BYTES_PER_WINDOW, MEMBER_CHAT_UPLOADS_PER_MINUTE, MEMBER_MESSAGES_PER_MINUTE } from "@ulfa/contracts";
import type { Deps } from "../platform/deps";
import { tooManyRequests } from "../platform/errors";

const MINUTE_MS = 60_000;

/** A count limit, raised (never lowered) by RATE_LIMIT_MAX like the route limits. */
const countLimit = (deps: Deps, max: number) => Math.max(max, deps.config.rateLimitMax ?? 0);

/**
 * Per-member limits on what a member sends, beside the per-IP route limits: counted by member id in
 * the shared attempt counters (Redis when set), so neither a shared address nor many addresses change
 * a member's budget. Each call counts the attempt first, so concurrent requests cannot all slip under.
 */

/** One message (text, photo, voice or a call offer); 429 RATE_LIMITED past MEMBER_MESSAGES_PER_MINUTE. */
export async function chargeMessage(deps: Deps, userId: number): Promise<void> {
  const tally = await deps.attempts.hit(`member-messages:${userId}`, MINUTE_MS);
  if (tally.count > countLimit(deps, MEMBER_MESSAGES_PER_MINUTE)) {
    throw tooManyRequests("You are sending messages too quickly. Please wait a moment.", "RATE_LIMITED", tally.ttlMs);
  }
}

/** Whether a call offer may ring: it counts as a message, and past the limit is refused without ringing. */
export async function mayPlaceCall(deps: Deps, userId: number): Promise<boolean> {
  return chargeMessage(deps, userId).then(
    () => true,
    () => false,
  );
}

/** One chat media upload, before its body is read; 429 past MEMBER_CHAT_UPLOADS_PER_MINUTE. */
export async function chargeMediaUpload(deps: Deps, userId: number): Promise<void> {
  const tally = await deps.attempts.hit(`member-uploads:${userId}`, MINUTE_MS);
  if (tally.count > countLimit(deps, MEMBER_CHAT_UPLOADS_PER_MINUTE)) {
    throw tooManyRequests("You are sending photos and voice notes too quickly. Please wait a moment.", "RATE_LIMITED", tally.ttlMs);
  }
}

/** The upload's size against the member's storage budget; 429 MEDIA_BUDGET_EXCEEDED once it is spent. */
export async function chargeMediaBytes(deps: Deps, userId: number, bytes: number): Promise<void> {
  const tally = await deps.attempts.hit(`member-media-bytes:${userId}`, CHAT_MEDIA_BUDGET_WINDOW_MS, bytes);
  if (tally.count > MEMBER_CHAT_MEDIA_BYTES_PER_WINDOW) {
    throw tooManyRequests("You have sent a lot of photos and voice notes in the last hour. Please try again later.", "MEDIA_BUDGET_EXCEEDED", tally.ttlMs);
  }
}

/**
 * Gives back what a send was charged when it turned out to repeat an earlier one (chat/idempotency.ts):
 * a retry after a lost answer must not spend the member's budgets twice.
 */
export async function refundSend(deps: Deps, userId: number, media?: { bytes: number }): Promise<void> {
  await deps.attempts.hit(`member-messages:${userId}`, MINUTE_MS, -1);
  if (!media) return;
  await deps.attempts.hit(`member-uploads:${userId}`, MINUTE_MS, -1);
  await deps.attempts.hit(`member-media-bytes:${userId}`, CHAT_MEDIA_BUDGET_WINDOW_MS, -media.bytes);
}
