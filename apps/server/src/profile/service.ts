import { and, count, eq, or } from "drizzle-orm";
import {
  cleanList,
  CORE_VALUES_MAX,
  INTERESTS_MAX,
  MEMBER_FIELD_NAMES,
  type EnhancedProfile,
  type ProfileStats,
  type updateEnhancedProfileSchema,
} from "@ulfa/contracts";
import type { z } from "zod";
import { matches, swipes, users, type UserRow } from "../db/schema";
import type { Deps } from "../platform/deps";
import { badRequest } from "../platform/errors";
import { dependentFieldsPatch } from "./traits";

type UpdateEnhancedProfile = z.output<typeof updateEnhancedProfileSchema>;

/** The member's own fields (GET /api/profile): every registry field, sensitive ones included. */
export function presentEnhancedProfile(row: UserRow): EnhancedProfile {
  // The columns hold what the registry's schemas accepted: the stored text is one of its values.
  return Object.fromEntries(MEMBER_FIELD_NAMES.map((name) => [name, row[name]])) as EnhancedProfile;
}

/** Saves the fields present in `input` (PATCH /api/profile); lists are trimmed and de-duplicated case-insensitively. */
export async function saveEnhancedProfile(deps: Deps, user: UserRow, input: UpdateEnhancedProfile): Promise<EnhancedProfile> {
  const patch: Partial<UserRow> = {};
  for (const name of MEMBER_FIELD_NAMES) {
    const value = input[name];
    if (value !== undefined) (patch as Record<string, unknown>)[name] = value;
  }
  if (input.interests !== undefined) patch.interests = bounded(cleanList(input.interests ?? []), INTERESTS_MAX, "interests");
  if (input.coreValues !== undefined) patch.coreValues = bounded(cleanList(input.coreValues ?? []), CORE_VALUES_MAX, "core values");
  if (input.languages !== undefined) patch.languages = input.languages;
  Object.assign(patch, dependentFieldsPatch(user, patch));
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
