import { storedNameOf } from "../media";
import { isStoredName, type MediaKind } from "../platform/storage";
import { LEGACY_SITE_IMAGE_KIND, SITE_IMAGE_KIND, siteImagesOf } from "../site";

/** One stored media file a database row points at. */
export interface MediaRef {
  kind: MediaKind;
  name: string;
  /** Where an older install may still hold the file (site images stored with photos); it is archived under `kind`. */
  legacyKind?: MediaKind;
}

type Row = Record<string, unknown>;

const asName = (value: unknown) => (typeof value === "string" && isStoredName(value) ? value : null);

/**
 * The media files a dumped row points at: profile photos (URLs), voice answers to prompts, selfies
 * and chat media (stored names), the site's logo and icon. A backup copies exactly these, so its media agree with its rows; resized copies of photos
 * (variants) are derived and made again on demand, so they are left out.
 */
export function mediaRefsOf(table: string, row: Row): MediaRef[] {
  const refs: MediaRef[] = [];
  const add = (kind: MediaKind, name: string | null) => {
    if (name) refs.push({ kind, name });
  };
  if (table === "users") {
    add("photos", storedNameOf(row.profile_photo as string | null));
    for (const url of Array.isArray(row.photos) ? row.photos : []) add("photos", storedNameOf(url as string));
    for (const prompt of Array.isArray(row.prompts) ? row.prompts : []) add("prompt-voices", asName((prompt as { voice?: { name?: unknown } }).voice?.name));
  } else if (table === "verification_requests") {
    add("verifications", asName(row.selfie_path));
  } else if (table === "messages") {
    add("chat", asName(row.media_name));
  } else if (table === "site_settings") {
    for (const name of siteImagesOf(row.data)) refs.push({ kind: SITE_IMAGE_KIND, name, legacyKind: LEGACY_SITE_IMAGE_KIND });
  }
  return refs;
}
