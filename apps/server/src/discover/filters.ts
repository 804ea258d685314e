import { CHOICE_FILTER_FIELDS, CHOICE_FILTER_NAMES, MEMBER_FIELDS, type ChoiceFilterName, type DiscoverFilters } from "@ulfa/contracts";
import type { UserRow } from "../db/schema";
import type { DeckMember } from "./deck-statements";
import { mandatoryParam } from "../questions/deck-filter";

/** The viewer's deck filters as the deck reads them: the age range and the saved filter document. */
export type FilterSource = Pick<UserRow, "ageMin" | "ageMax" | "discoverFilters" | "answers">;

/**
 * The candidate's value a choice filter looks at: its registry field (contracts member-fields.ts);
 * faith, like every sensitive field, counts as unknown unless its owner shows it (as the deck
 * statements' choiceCondition).
 */
function valueOf(name: ChoiceFilterName, row: DeckMember): string | string[] | null {
  const field = CHOICE_FILTER_FIELDS[name];
  return "sensitive" in MEMBER_FIELDS[field] && !row.showFaith ? null : row[field];
}

/**
 * The strict filters as the last FILTER_PARAMS parameters of a deck statement (deck-statements.ts
 * `filters`), in its order: null for a filter that is off or soft. The age range is always strict.
 */
export function strictParams(viewer: FilterSource): unknown[] {
  const f = viewer.discoverFilters ?? {};
  const strictValues = (name: ChoiceFilterName) => {
    const filter = f[name];
    return filter?.strict ? [...filter.values] : null;
  };
  const height = f.height?.strict ? f.height : null;
  return [
    viewer.ageMin,
    viewer.ageMax,
    height?.min ?? null,
    height?.max ?? null,
    f.verifiedOnly?.strict ?? false,
    ...CHOICE_FILTER_NAMES.map(strictValues),
    mandatoryParam(viewer),
  ];
}

/** True when the viewer has a soft filter on: their deck reads a larger pool and ranks the misses last. */
export function hasSoftFilters(filters: DiscoverFilters): boolean {
  return Object.values(filters).some((filter) => filter !== undefined && !filter.strict);
}

/** True when `row` passes every soft filter (unknown values miss, as for strict ones). */
export function passesSoftFilters(filters: DiscoverFilters, row: DeckMember): boolean {
  const { height, verifiedOnly } = filters;
  if (height && !height.strict && (row.heightCm === null || row.heightCm < height.min || row.heightCm > height.max)) return false;
  if (verifiedOnly && !verifiedOnly.strict && row.verificationStatus !== "approved") return false;
  for (const name of CHOICE_FILTER_NAMES) {
    const filter = filters[name];
    if (!filter || filter.strict) continue;
    const value = valueOf(name, row);
    const allowed: readonly string[] = filter.values;
    const hit = Array.isArray(value) ? value.some((v) => allowed.includes(v)) : value !== null && allowed.includes(value);
    if (!hit) return false;
  }
  return true;
}
