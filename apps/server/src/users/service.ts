import { eq } from "drizzle-orm";
import { AGE_MAX, AGE_MIN, ageOn, cleanList, defaultAgeRange, type UpdateUserInput } from "@ulfa/contracts";
import { users, type UserRow } from "../db/schema";
import type { Deps } from "../platform/deps";
import { privacyOf } from "../privacy";
import { deleteStoredPhoto, storeProfilePhoto } from "../photos";
import { syncPhotoPrivacy } from "../privacy/photo-privacy";
import { announceOnlineStatusSwitch } from "../realtime";
import { badRequest } from "../platform/errors";
import { needsNudge, recheckVerifiedFace } from "../safety";
import { checkMinimumAge } from "../site";
import { replacePromptAnswers } from "../prompts";
import { checkProfileText } from "../trust";

/** Applies a partial update of the member's own fields. Interests are trimmed and de-duplicated. */
export async function updateUser(deps: Deps, user: UserRow, input: UpdateUserInput): Promise<UserRow> {
  await checkMinimumAge(deps, input.age);
  const { privacy, interests, profilePhoto, birthDate, ...rest } = input;
  // The age follows the date of birth, worked out here (never trusted from the browser).
  if (birthDate !== undefined) {
    const age = ageOn(birthDate, deps.clock.now());
    await checkMinimumAge(deps, age, "birthDate");
    if (age > AGE_MAX) throw badRequest(`birthDate: must be under ${AGE_MAX} years ago`);
    Object.assign(rest, { age, birthDate });
  }
  // Prompt answers are public: one the chat safety check flags is refused, not confirmed (issue 33).
  if (rest.prompts?.some((p) => needsNudge(deps.config.safety, p.answer))) {
    throw badRequest("prompts: an answer contains words that may hurt; please rephrase it");
  }
  // Opening Moves are shown to every match: checked like prompt answers (docs/features.md).
  if (rest.openingMoves?.some((m) => needsNudge(deps.config.safety, m.text))) {
    throw badRequest("openingMoves: a question contains words that may hurt; please rephrase it");
  }
  const { prompts, ...fields } = rest;
  // Trust (docs/trust-and-safety.md): contact details or money asks in new public words are signals.
  const oldAnswers = new Set(user.prompts.map((p) => p.answer));
  const newTexts = [
    ...(fields.bio && fields.bio !== user.bio ? [{ where: "bio" as const, text: fields.bio }] : []),
    ...(prompts ?? []).filter((p) => !oldAnswers.has(p.answer)).map((p) => ({ where: "prompt" as const, text: p.answer })),
  ];
  const patch: Partial<UserRow> = { ...fields };
  if (fields.age !== undefined) Object.assign(patch, ageRangeFollowing(user, fields.age));
  // A typed age no longer matches a date of birth: the date goes, the typed age stays.
  if (fields.age !== undefined && birthDate === undefined && user.birthDate !== null && fields.age !== user.age) patch.birthDate = null;
  if (interests) patch.interests = cleanList(interests);
  if (privacy) patch.privacy = { ...privacyOf(user), ...privacy };
  if (profilePhoto !== undefined) patch.profilePhoto = profilePhoto === null ? null : await storeProfilePhoto(deps, user, profilePhoto);
  // Saved on their own, under a row lock, once everything that can refuse the request has run: kept
  // prompts keep their voice answers, removed ones lose theirs.
  if (prompts) user = { ...user, prompts: await replacePromptAnswers(deps, user.id, prompts) };
  if (newTexts.length > 0) await checkProfileText(deps, user.id, newTexts);
  if (Object.keys(patch).length === 0) return user;
  const [row] = await deps.db.update(users).set(patch).where(eq(users.id, user.id)).returning();
  // The replaced profile photo's file is no longer referenced: remove it once the new one is saved.
  if (profilePhoto !== undefined && user.profilePhoto !== row.profilePhoto) {
    await deleteStoredPhoto(deps, user.profilePhoto);
    // A verified badge belongs to the face it was verified with: a new profile photo is checked against it.
    const badge = await recheckVerifiedFace(deps, user.id);
    if (badge) row.verificationStatus = badge;
  }
  if (privacy?.photosPrivate !== undefined || profilePhoto !== undefined) await syncPhotoPrivacy(deps, row);
  // The change is saved either way; a failed push only leaves matches' dots stale until they reload.
  if (privacy) await announceOnlineStatusSwitch(deps, user, row).catch((err: unknown) => deps.log.warn({ err }, "presence update failed"));
  return row;
}

/**
 * The default age range follows a change of age while the member has never chosen one (issue 33):
 * their range is unset (a Google sign-up, whose age starts as a placeholder, or an account from
 * before age ranges) or still the default of their old age. A range the member set stays, unless
 * it is exactly that default (nothing records who chose a range, so that one follows too).
 */
function ageRangeFollowing(user: Pick<UserRow, "age" | "ageMin" | "ageMax" | "oidcSubject">, age: number): Partial<UserRow> {
  // Saving the same age changes nothing, except a Google sign-up confirming the placeholder (AGE_MIN) as their age.
  const confirmsPlaceholder = user.oidcSubject !== null && user.ageMin === null && user.ageMax === null && age === AGE_MIN;
  if (age === user.age && !confirmsPlaceholder) return {};
  const old = defaultAgeRange(user.age);
  const unchosen = (user.ageMin === null && user.ageMax === null) || (user.ageMin === old.ageMin && user.ageMax === old.ageMax);
  return unchosen ? defaultAgeRange(age) : {};
}
