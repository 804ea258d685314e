import type { UserRow } from "../db/schema";
import type { Deps } from "../platform/deps";
import { AppError } from "../platform/errors";

/**
 * Stores a profile photo given as a data URL or URL and returns the URL to save on the member.
 * Owned by the photos feature (issue 4): re-encode with sharp, strip EXIF/GPS, write under DATA_DIR.
 */
export async function storeProfilePhoto(_deps: Deps, _user: UserRow, _photo: string): Promise<string> {
  throw new AppError(501, undefined, "Photo storage is not available yet");
}
