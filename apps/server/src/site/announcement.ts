import { createHash } from "node:crypto";
import type { AnnouncementResponse } from "@ulfa/contracts";
import type { Deps } from "../platform/deps";

/**
 * The announcement banner for one reader: none when both texts are empty, none for a visitor
 * unless the admin chose `visitors`. A language left empty shows the other one's text (better
 * than no notice). `id` is a hash of what is shown, so a member's dismissal lasts until it changes.
 */
export async function announcementFor(deps: Deps, signedIn: boolean): Promise<AnnouncementResponse> {
  const { announcement } = await deps.site.settings();
  const en = announcement.en.trim() || announcement.ar.trim();
  const ar = announcement.ar.trim() || announcement.en.trim();
  if (!en || (!signedIn && !announcement.visitors)) return { announcement: null };
  const id = createHash("sha256").update(`${en}\u0000${ar}`).digest("base64url").slice(0, 16);
  return { announcement: { id, en, ar } };
}
