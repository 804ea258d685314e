import { and, count, eq, or } from "drizzle-orm";
import { cleanList, CORE_VALUES_MAX, INTERESTS_MAX, type EnhancedProfile, type ProfileStats, type updateEnhancedProfileSchema } from "@ulfa/contracts";
import type { z } from "zod";
import { matches, swipes, users, type UserRow } from "../db/schema";
import type { Deps } from "../platform/deps";
import { badRequest } from "../platform/errors";
import { presentTraits, traitsPatch } from "./traits";

type UpdateEnhancedProfile = z.output<typeof updateEnhancedProfileSchema>;

export function presentEnhancedProfile(row: UserRow): EnhancedProfile {
  return {
    occupation: row.occupation,
    education: row.education,
    zodiacSign: row.zodiacSign as EnhancedProfile["zodiacSign"],
    height: row.height,
    relationshipGoals: row.relationshipGoals as EnhancedProfile["relationshipGoals"],
    smokingHabits: row.smokingHabits as EnhancedProfile["smokingHabits"],
    drinkingHabits: row.drinkingHabits as EnhancedProfile["drinkingHabits"],
    interests: row.interests,
    coreValues: row.coreValues,
    ...presentTraits(row),
  };
}

/** Saves the fields present in `input`; lists are trimmed and de-duplicated case-insensitively. */
export async function saveEnhancedProfile(deps: Deps, user: UserRow, input: UpdateEnhancedProfile): Promise<EnhancedProfile> {
  const patch: Partial<UserRow> = {};
  for (const key of ["occupation", "education", "zodiacSign", "height", "relationshipGoals", "smokingHabits", "drinkingHabits"] as const) {
    if (input[key] !== undefined) patch[key] = input[key] ?? null;
  }
  if (input.interests !== undefined) patch.interests = bounded(cleanList(input.interests ?? []), INTERESTS_MAX, "interests");
  if (input.coreValues !== undefined) patch.coreValues = bounded(cleanList(input.coreValues ?? []), CORE_VALUES_MAX, "core values");
  Object.assign(patch, traitsPatch(user, input, patch.relationshipGoals));
  if (Object.keys(patch).length === 0) return presentEnhancedProfile(user);
  const [row] = await deps.db.update(users).set(patch).where(eq(users.id, user.id)).returning();
  return presentEnhancedProfile(row);
}

function bounded(values: string[], max: number, what: string): string[] {
  if (values.length > max) throw badRequest(`You can choose at most ${max} ${what}`, "TOO_MANY_CHOICES");
  return values;
}

/** What other members did to this member: likes (super likes included), matches, super likes. */
export async function profileStats(deps: Deps, userId: number): Promise<ProfileStats> {
  const [likes] = await deps.db
    .select({ n: count() })
    .from(swipes)
    .where(and(eq(swipes.toUserId, userId), eq(swipes.isLike, true)));
  const [supers] = await deps.db
    .select({ n: count() })
    .from(swipes)
    .where(and(eq(swipes.toUserId, userId), eq(swipes.isSuperLike, true)));
  const [matched] = await deps.db
    .select({ n: count() })
    .from(matches)
    .where(or(eq(matches.userAId, userId), eq(matches.userBId, userId)));
  return { likesReceived: likes.n, totalMatches: matched.n, superLikesReceived: supers.n };
}
