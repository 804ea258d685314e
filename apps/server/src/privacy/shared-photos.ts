import type { UserRow } from "../db/schema";
import type { Deps } from "../platform/deps";
import { forbidden, notFound } from "../platform/errors";
import { storedNameOf } from "../media";
import { privacyOf } from "./settings";
import { blurredNamesOf } from "./blurred-photos";
import { hasPhotoAccess } from "./photo-repo";

type Shown = Pick<UserRow, "id" | "profilePhoto" | "photos" | "privacy">;

/** The member may see `other`'s original photos: public, or revealed to them. */
const memberMaySee = async (deps: Deps, memberId: number, other: Shown) =>
  !privacyOf(other).photosPrivate || (await hasPhotoAccess(deps.db, other.id, memberId));

/**
 * The main photo of a member's match as a link page (chaperone, shared date) shows it: never more
 * than the member themself may see. A stored original is served through the page's own `route`
 * (the visitor has no session); a private one not revealed to the member is its blurred copy.
 */
export async function sharedPhotoUrl(deps: Deps, route: string, memberId: number, other: Shown): Promise<string | null> {
  const main = other.profilePhoto ?? other.photos[0] ?? null;
  if (main === null) return null;
  if (!(await memberMaySee(deps, memberId, other))) return blurredNamesOf(deps.config).urlOf(main);
  return storedNameOf(main) ? route : main;
}

/** The bytes behind sharedPhotoUrl's route: 403 when the member may not see the original. */
export async function sharedPhotoBytes(deps: Deps, memberId: number, other: Shown): Promise<Buffer> {
  if (!(await memberMaySee(deps, memberId, other))) throw forbidden("This member's photos are private", "PHOTOS_PRIVATE");
  const name = storedNameOf(other.profilePhoto ?? other.photos[0]);
  const bytes = name ? await deps.storage.read("photos", name) : null;
  if (!bytes) throw notFound("Photo not found");
  return bytes;
}
