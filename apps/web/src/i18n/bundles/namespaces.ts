/** `{ "../locales/en/landing.json": {...} }` from import.meta.glob, keyed by namespace ("landing"). */
export function byNamespace(files: Record<string, Record<string, unknown>>): Record<string, Record<string, unknown>> {
  return Object.fromEntries(Object.entries(files).map(([file, content]) => [/([\w-]+)\.json$/.exec(file)?.[1] ?? file, content]));
}
