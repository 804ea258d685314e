import type { CurrentUser } from "@ulfa/contracts";

/** The server's generic fallback picture (SPEC.md section 5). */
export const PLACEHOLDER_PHOTO = "/api/placeholder/40/40";

/** Profile photo, else the first gallery photo, else nothing (the caller shows a placeholder). */
export const mainPhotoOf = (user: Pick<CurrentUser, "profilePhoto" | "photos">): string | null => user.profilePhoto || user.photos[0] || null;
