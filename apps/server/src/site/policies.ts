import { eq } from "drizzle-orm";
import type { PolicyNotice } from "@ulfa/contracts";
import { policySeen, type UserRow } from "../db/schema";
import type { Deps } from "../platform/deps";

/**
 * Which of the privacy policy and terms changed since the member was last shown them. A member
 * seen for the first time is taken to know the current ones (they accepted them at sign-up, or
 * were members before the site kept track): from then on each newer "last updated" date counts.
 */
export async function policyNoticeFor(deps: Deps, member: UserRow): Promise<PolicyNotice> {
  const { privacy, terms } = await deps.site.settings();
  const [seen] = await deps.db.select().from(policySeen).where(eq(policySeen.userId, member.id));
  if (!seen) await markPoliciesSeen(deps, member);
  return {
    privacyChanged: seen ? seen.privacyUpdated < privacy.updatedAt : false,
    termsChanged: seen ? seen.termsUpdated < terms.updatedAt : false,
    privacyUpdatedAt: privacy.updatedAt,
    termsUpdatedAt: terms.updatedAt,
  };
}

/** The member was shown the current versions (they dismissed the notice or opened the pages). */
export async function markPoliciesSeen(deps: Deps, member: UserRow): Promise<void> {
  const { privacy, terms } = await deps.site.settings();
  const values = { privacyUpdated: privacy.updatedAt, termsUpdated: terms.updatedAt, seenAt: deps.clock.now() };
  await deps.db
    .insert(policySeen)
    .values({ userId: member.id, ...values })
    .onConflictDoUpdate({ target: policySeen.userId, set: values });
}
