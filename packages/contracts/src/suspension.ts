import { z } from "zod";
import { SUSPENSION_DAYS, SUSPENSION_REASON_MAX } from "./constants";
import { text } from "./text";

// A suspension's term and reason, alike from the member page (member-admin.ts) and from the
// moderation queue (a report's or a flagged member's `suspend`: matches.ts, trust.ts). Its own
// file: trust.ts is imported by site.ts, which member-admin.ts imports.

/** The reason the member is shown at sign-in. */
export const suspensionReason = text({ multiline: true, error: "is required" })
  .trim()
  .min(1, "must not be empty: the member is shown it")
  .max(SUSPENSION_REASON_MAX, `must be at most ${SUSPENSION_REASON_MAX} characters`);

/** How long a suspension lasts: one of SUSPENSION_DAYS, or null for good. */
export const suspensionDays = z
  .number({ error: `must be one of ${SUSPENSION_DAYS.join(", ")} or null` })
  .int()
  .min(1, "must be at least 1")
  .max(365, "must be at most 365")
  .refine((d) => (SUSPENSION_DAYS as readonly number[]).includes(d), `must be one of ${SUSPENSION_DAYS.join(", ")} or null`)
  .nullable();

/**
 * The term of a suspension from the moderation queue (a report's or a flagged member's `suspend`),
 * the same as the member page's: `days` (SUSPENSION_DAYS, null or left out: for good) and the
 * `reason` the member is shown at sign-in (left out: they are told to contact support).
 */
export const queueSuspensionFields = { days: suspensionDays.optional(), reason: suspensionReason.optional() };

/** `days` and `reason` belong to `suspend` only: refused beside any other action. */
export function onlyWithSuspend(body: { action: string; days?: unknown; reason?: unknown }, ctx: z.RefinementCtx) {
  if (body.action === "suspend") return;
  for (const key of ["days", "reason"] as const) {
    if (body[key] !== undefined) ctx.addIssue({ code: "custom", path: [key], message: "is only taken with the action suspend" });
  }
}
