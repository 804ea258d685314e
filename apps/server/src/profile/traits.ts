import type { Traits } from "@ulfa/contracts";
import type { UserRow } from "../db/schema";
import { badRequest } from "../platform/errors";

type TraitsInput = { [K in keyof Traits]?: Traits[K] | null };

/** The member's own traits (GET /api/profile): everything, faith included, whatever `showFaith`. */
export function presentTraits(row: UserRow): Traits {
  return {
    religion: row.religion as Traits["religion"],
    religiousPractice: row.religiousPractice as Traits["religiousPractice"],
    sect: row.sect as Traits["sect"],
    showFaith: row.showFaith,
    maritalHistory: row.maritalHistory as Traits["maritalHistory"],
    hasChildren: row.hasChildren as Traits["hasChildren"],
    wantsChildren: row.wantsChildren as Traits["wantsChildren"],
    educationLevel: row.educationLevel as Traits["educationLevel"],
    languages: row.languages as Traits["languages"],
    nationality: row.nationality,
    marriageTimeline: row.marriageTimeline as Traits["marriageTimeline"],
    heightCm: row.heightCm,
  };
}

const NULLABLE_KEYS = [
  "religion", "religiousPractice", "sect", "maritalHistory", "hasChildren", "wantsChildren", "educationLevel", "nationality",
  "marriageTimeline", "heightCm",
] as const;

/**
 * The columns to save for the traits in `input` (POST /api/profile). A sect belongs to Islam and a
 * marriage timeline to the intent "marriage": giving one without the other is a 400, and changing
 * religion or intent away clears it. `goals` is the intent this same request saves, if any.
 */
export function traitsPatch(user: UserRow, input: TraitsInput, goals: string | null | undefined): Partial<UserRow> {
  const patch: Partial<UserRow> = {};
  for (const key of NULLABLE_KEYS) if (input[key] !== undefined) (patch as Record<string, unknown>)[key] = input[key] ?? null;
  if (input.showFaith !== undefined && input.showFaith !== null) patch.showFaith = input.showFaith;
  if (input.languages !== undefined) patch.languages = input.languages ?? [];

  const religion = patch.religion !== undefined ? patch.religion : user.religion;
  if (religion !== "islam") {
    if (input.sect) throw badRequest("sect: a sect can only be given with the religion islam");
    if (user.sect !== null) patch.sect = null;
  }
  const intent = goals !== undefined ? goals : user.relationshipGoals;
  if (intent !== "marriage") {
    if (input.marriageTimeline) throw badRequest("marriageTimeline: a marriage timeline can only be given with the intent marriage");
    if (user.marriageTimeline !== null) patch.marriageTimeline = null;
  }
  return patch;
}
