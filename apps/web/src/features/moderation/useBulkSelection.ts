import { useState } from "react";

/**
 * Which rows of the page shown are ticked for a bulk action. Only the ids still on the page count:
 * a row acted on (or gone after a refetch) drops out of the selection by itself.
 */
export function useBulkSelection(visible: readonly number[]) {
  const [ticked, setTicked] = useState<ReadonlySet<number>>(new Set());
  const selected = visible.filter((id) => ticked.has(id));
  const allSelected = visible.length > 0 && selected.length === visible.length;
  return {
    selected,
    allSelected,
    has: (id: number) => ticked.has(id),
    toggle: (id: number, on: boolean) =>
      setTicked((prev) => {
        const next = new Set(prev);
        if (on) next.add(id);
        else next.delete(id);
        return next;
      }),
    toggleAll: (on: boolean) => setTicked(on ? new Set(visible) : new Set()),
    clear: () => setTicked(new Set()),
  };
}
export type BulkSelection = ReturnType<typeof useBulkSelection>;
