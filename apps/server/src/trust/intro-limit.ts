import type { UserRow } from "../db/schema";
import type { Deps } from "../platform/deps";
import { tooManyRequests } from "../platform/errors";
import { confirmedReports, hasIntro, introsSince } from "./repo";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * How many new people `member` may contact per 24 hours (first messages and like comments), by
 * trust tier: a verified selfie earns the most, an account younger than rules.newAccountDays the
 * least; each confirmed report (a moderator acted on it) halves it, never below one. Premium is not
 * a tier: trust is never sold.
 */
export async function introAllowance(deps: Deps, member: UserRow): Promise<number> {
  const { rules } = await deps.site.settings();
  const ageDays = (deps.clock.now().getTime() - member.createdAt.getTime()) / DAY_MS;
  const base = member.verificationStatus === "approved" ? rules.introsPerDayVerified : ageDays < rules.newAccountDays ? rules.introsPerDayNew : rules.introsPerDay;
  const confirmed = await confirmedReports(deps.db, member.id);
  return Math.max(1, Math.floor(base / 2 ** Math.min(confirmed, 10)));
}

/** 429 INTRO_LIMIT when contacting `recipientId` would be one new person too many today; says when a slot frees. */
export async function checkIntroLimit(deps: Deps, member: UserRow, recipientId: number): Promise<void> {
  if (await hasIntro(deps.db, member.id, recipientId)) return;
  const now = deps.clock.now();
  const recent = await introsSince(deps.db, member.id, new Date(now.getTime() - DAY_MS));
  const allowance = await introAllowance(deps, member);
  if (recent.length < allowance) return;
  // The oldest intro of the window leaves it first; then one more person may be contacted.
  const resetsAt = new Date(recent[recent.length - allowance].createdAt.getTime() + DAY_MS);
  throw tooManyRequests(
    `You have started ${allowance} new conversations in the last 24 hours, the most your account may for now; you can start another at ${resetsAt.toISOString()}`,
    "INTRO_LIMIT",
    resetsAt.getTime() - now.getTime(),
  );
}
