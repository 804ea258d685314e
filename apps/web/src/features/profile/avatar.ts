import type { CurrentUser } from "@ulfa/contracts";

/** Profile photo, else the first gallery photo, else nothing (the caller shows a placeholder). */
export const mainPhotoOf = (user: Pick<CurrentUser, "profilePhoto" | "photos">): string | null => user.profilePhoto || user.photos[0] || null;
