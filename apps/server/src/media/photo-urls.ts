import { PHOTO_MEDIA_PATH } from "@ulfa/contracts";
import { isStoredName } from "../platform/storage";

/**
 * A stored photo's served URL and back. Here rather than in photos/ because the features that only
 * read a member's photo URLs (safety, privacy, backup, the account purge, the first page's deck)
 * would otherwise depend on the whole photo upload path, which itself calls into safety and privacy.
 */
export const mediaUrl = (name: string) => `${PHOTO_MEDIA_PATH}${name}`;

/** The stored file name behind one of our media URLs, or null for anything else (e.g. seed URLs). */
export function storedNameOf(url: string | null | undefined): string | null {
  if (!url || !url.startsWith(PHOTO_MEDIA_PATH)) return null;
  const name = url.slice(PHOTO_MEDIA_PATH.length);
  return isStoredName(name) ? name : null;
}
