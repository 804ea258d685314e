/**
 * Trims, drops empties and removes case-insensitive duplicates, keeping the first spelling
 * (interests, core values). Shared so the form shows exactly what the server will store.
 */
export function cleanList(values: string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of values) {
    const value = raw.trim();
    const key = value.toLocaleLowerCase();
    if (!value || seen.has(key)) continue;
    seen.add(key);
    out.push(value);
  }
  return out;
}
