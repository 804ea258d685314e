import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Announcement, AnnouncementResponse } from "@ulfa/contracts";
import { announcementDismissals, type UserRow } from "../db/schema";
import type { Deps } from "../platform/deps";
import { conflict } from "../platform/errors";

/**
 * The announcement banner for one kind of reader: none when both texts are empty, none for a
 * visitor unless the admin chose `visitors`. A language left empty shows the other one's text
 * (better than no notice). `id` is a hash of what is shown, so a dismissal lasts until it changes.
 */
export function announcementOf(announcement: Announcement, signedIn: boolean): AnnouncementResponse["announcement"] {
  const en = announcement.en.trim() || announcement.ar.trim();
  const ar = announcement.ar.trim() || announcement.en.trim();
  if (!en || (!signedIn && !announcement.visitors)) return null;
  const id = createHash("sha256").update(`${en}\u0000${ar}`).digest("base64url").slice(0, 16);
  return { id, en, ar };
}

async function dismissedBy(deps: Deps, memberId: number): Promise<string | null> {
  const [row] = await deps.db.select({ id: announcementDismissals.announcementId }).from(announcementDismissals).where(eq(announcementDismissals.userId, memberId)).limit(1);
  return row?.id ?? null;
}

/**
 * GET /api/site/announcement: a member (`member` given) does not get the one they dismissed, on
 * any device; visitors keep their dismissal in the browser.
 */
export async function announcementFor(deps: Deps, member: UserRow | null): Promise<AnnouncementResponse> {
  const shown = announcementOf((await deps.site.settings()).announcement, member !== null);
  if (shown && member && (await dismissedBy(deps, member.id)) === shown.id) return { announcement: null };
  return { announcement: shown };
}

/**
 * POST /api/site/announcement/dismiss: only the announcement shown now can be dismissed (one row
 * per member, the last dismissed: only one announcement is ever shown). A stale id (the text
 * changed meanwhile) answers 409, so the member sees the new text rather than losing it.
 */
export async function dismissAnnouncement(deps: Deps, member: UserRow, id: string): Promise<void> {
  const shown = announcementOf((await deps.site.settings()).announcement, true);
  if (!shown || shown.id !== id) throw conflict("This announcement is no longer shown; reload to see the current one", "ANNOUNCEMENT_CHANGED");
  const values = { announcementId: id, dismissedAt: deps.clock.now() };
  await deps.db.insert(announcementDismissals).values({ userId: member.id, ...values }).onConflictDoUpdate({ target: announcementDismissals.userId, set: values });
}
