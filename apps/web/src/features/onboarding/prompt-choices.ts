import type { PromptAnswer } from "@ulfa/contracts";

/**
 * The onboarding's prompts with a question for each: a row without one gets the first of the
 * library's not taken by another row. Computed on every render, not once, so an answer typed before
 * the library arrived still gets its question when it does (the row's choice would otherwise stay
 * empty, and Continue disabled, until the member picked one by hand).
 */
export function withPromptChoices(rows: PromptAnswer[], library: readonly { id: string }[]): PromptAnswer[] {
  const taken = new Set(rows.map((row) => row.promptId).filter(Boolean));
  return rows.map((row) => {
    if (row.promptId) return row;
    const free = library.find((p) => !taken.has(p.id));
    if (!free) return row;
    taken.add(free.id);
    return { ...row, promptId: free.id };
  });
}
