import { safetyDecisions, type UserRow } from "../db/schema";
import type { Deps } from "../platform/deps";
import { AppError } from "../platform/errors";
import { classifyImage } from "./classifier";

type Decision = (typeof safetyDecisions.$inferInsert)["decision"];
type Kind = (typeof safetyDecisions.$inferInsert)["kind"];

/** Classifies one photo and keeps the decision for admins (safety_decisions). Null when the shield is off. */
async function screen(deps: Deps, user: Pick<UserRow, "id">, image: Buffer, kind: Kind, onExplicit: Decision): Promise<boolean | null> {
  const { nudity, nudityThreshold } = deps.config.safety;
  if (!nudity) return null;
  const result = await classifyImage(image);
  const explicit = result.explicit >= nudityThreshold;
  const decision = explicit ? onExplicit : "allowed";
  await deps.db.insert(safetyDecisions).values({ userId: user.id, kind, decision, score: result.explicit, label: result.label, createdAt: deps.clock.now() });
  deps.log.info({ userId: user.id, kind, decision, score: result.explicit, label: result.label }, "photo screened");
  return explicit;
}

/**
 * The nudity shield for profile photos (SAFETY_NUDITY, SAFETY_NUDITY_THRESHOLD): every new photo is
 * classified before it is stored, and an explicit photo is refused with PHOTO_EXPLICIT, never stored.
 */
export async function screenProfilePhoto(deps: Deps, user: Pick<UserRow, "id">, image: Buffer): Promise<void> {
  if (await screen(deps, user, image, "profile_photo", "refused")) {
    throw new AppError(422, "PHOTO_EXPLICIT", "This photo looks explicit, so it can't be a profile photo. Please choose another one.");
  }
}

/**
 * The shield for chat photos: an explicit one is still delivered (the two are matched and may want
 * it), but flagged, so the receiver sees it blurred with a warning and can view or report it.
 */
export async function isExplicitChatPhoto(deps: Deps, user: Pick<UserRow, "id">, image: Buffer): Promise<boolean> {
  return (await screen(deps, user, image, "chat_photo", "blurred")) === true;
}
