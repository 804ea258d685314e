import { safetyDecisions, type UserRow } from "../db/schema";
import type { Deps } from "../platform/deps";
import { AppError } from "../platform/errors";
import { classifyImage } from "./classifier";

/**
 * The nudity shield for profile photos (SAFETY_NUDITY, SAFETY_NUDITY_THRESHOLD): every new photo is
 * classified before it is stored, the decision is kept for admins (safety_decisions), and an explicit
 * photo is refused with PHOTO_EXPLICIT and never stored.
 */
export async function screenProfilePhoto(deps: Deps, user: Pick<UserRow, "id">, image: Buffer): Promise<void> {
  const { nudity, nudityThreshold } = deps.config.safety;
  if (!nudity) return;
  const result = await classifyImage(image);
  const refused = result.explicit >= nudityThreshold;
  await deps.db.insert(safetyDecisions).values({
    userId: user.id,
    kind: "profile_photo",
    decision: refused ? "refused" : "allowed",
    score: result.explicit,
    label: result.label,
    createdAt: deps.clock.now(),
  });
  deps.log.info({ userId: user.id, decision: refused ? "refused" : "allowed", score: result.explicit, label: result.label }, "profile photo screened");
  if (refused) {
    throw new AppError(422, "PHOTO_EXPLICIT", "This photo looks explicit, so it can't be a profile photo. Please choose another one.");
  }
}
