import type { UserRow } from "../db/schema";
import { badRequest } from "../platform/errors";

/**
 * The rules between member fields that PATCH /api/profile enforces on top of each field's own
 * check (contracts member-fields.ts). A sect belongs to Islam and a marriage timeline to the intent
 * "marriage": giving one without the other is a 400, and changing religion or intent away clears
 * it. `patch` holds the columns this request saves; the returned columns are added to it.
 */
export function dependentFieldsPatch(user: UserRow, patch: Partial<UserRow>): Partial<UserRow> {
  const extra: Partial<UserRow> = {};
  const religion = patch.religion !== undefined ? patch.religion : user.religion;
  if (religion !== "islam") {
    if (patch.sect) throw badRequest("sect: a sect can only be given with the religion islam");
    if (user.sect !== null || patch.sect !== undefined) extra.sect = null;
  }
  const intent = patch.relationshipGoals !== undefined ? patch.relationshipGoals : user.relationshipGoals;
  if (intent !== "marriage") {
    if (patch.marriageTimeline) throw badRequest("marriageTimeline: a marriage timeline can only be given with the intent marriage");
    if (user.marriageTimeline !== null || patch.marriageTimeline !== undefined) extra.marriageTimeline = null;
  }
  return extra;
}
