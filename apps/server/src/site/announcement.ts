import { createHash } from "node:crypto";
import type { Announcement, AnnouncementResponse } from "@ulfa/contracts";
import type { Deps } from "../platform/deps";

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

/** GET /api/site/announcement. */
export async function announcementFor(deps: Deps, signedIn: boolean): Promise<AnnouncementResponse> {
  return { announcement: announcementOf((await deps.site.settings()).announcement, signedIn) };
}
