/** What this needs of a PGlite client (its `query`). */
export interface QueryRunner {
  query<T>(text: string): Promise<{ rows: T[] }>;
}

/** How often the embedded database looks for tables to analyze: autovacuum's naptime. */
export const AUTO_ANALYZE_EVERY_MS = 60_000;

/**
 * Tables changed past autovacuum's analyze rule (50 rows plus 10% of the table, its defaults):
 * PGlite runs no autovacuum, so without this its planner kept the statistics of the empty tables the
 * migrations made. With 1,000 members and no statistics the presence query's plan walked every
 * member for each socket (23 ms a query instead of 1.8 ms). The table names come from the catalog.
 */
const STALE_TABLES = `
  select format('%I.%I', s.schemaname, s.relname) as name
  from pg_stat_user_tables s join pg_class c on c.oid = s.relid
  where s.n_mod_since_analyze > 50 + 0.1 * greatest(c.reltuples, 0)
  order by s.n_mod_since_analyze desc`;

/** Analyzes the tables changed enough since their last analysis; resolves their names. */
export async function analyzeChangedTables(db: QueryRunner): Promise<string[]> {
  // Counters reach the shared statistics at most once a second; flush this session's now.
  await db.query("select pg_stat_force_next_flush()");
  const { rows } = await db.query<{ name: string }>(STALE_TABLES);
  for (const { name } of rows) await db.query(`analyze ${name}`);
  return rows.map((row) => row.name);
}

/** Runs analyzeChangedTables every `everyMs` until the returned function is called. */
export function startAutoAnalyze(db: QueryRunner, warn: (err: unknown) => void, everyMs = AUTO_ANALYZE_EVERY_MS): () => Promise<void> {
  let running: Promise<void> = Promise.resolve();
  const timer = setInterval(() => {
    running = analyzeChangedTables(db).then(() => undefined, warn);
  }, everyMs);
  timer.unref();
  // Resolves once an analysis under way is done, so the database can close after it.
  return () => {
    clearInterval(timer);
    return running;
  };
}
