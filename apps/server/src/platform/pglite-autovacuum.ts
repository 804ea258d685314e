/** What this needs of a PGlite client (its `query`). */
export interface QueryRunner {
  query<T>(text: string): Promise<{ rows: T[] }>;
}

/** How often the embedded database looks for tables to vacuum or analyze: autovacuum's naptime. */
export const AUTOVACUUM_EVERY_MS = 60_000;

/**
 * Tables past autovacuum's rules, with its default settings: vacuum when dead rows pass 50 plus 20%
 * of the table, or rows inserted since the last vacuum pass 1,000 plus 20% (so index-only scans find
 * their pages all-visible); analyze when changed rows pass 50 plus 10%. PGlite runs no autovacuum:
 * without statistics its planner kept those of the empty tables the migrations made (with 1,000
 * members the presence query's plan walked every member for each socket: 23 ms a query instead of
 * 1.8 ms), and without vacuum every update (a member's last activity, a session's) left a dead row
 * that nothing reclaimed, so tables and their indexes only grew. The table names come from the
 * catalog.
 */
const DUE_TABLES = `
  select name, to_vacuum, to_analyze from (
    select format('%I.%I', s.schemaname, s.relname) as name,
      s.n_dead_tup > 50 + 0.2 * greatest(c.reltuples, 0)
        or s.n_ins_since_vacuum > 1000 + 0.2 * greatest(c.reltuples, 0) as to_vacuum,
      s.n_mod_since_analyze > 50 + 0.1 * greatest(c.reltuples, 0) as to_analyze,
      s.n_dead_tup + s.n_mod_since_analyze as changes
    from pg_stat_user_tables s join pg_class c on c.oid = s.relid
  ) due
  where to_vacuum or to_analyze
  order by changes desc`;

/** What one pass did: the tables it vacuumed and those it analyzed (a table can be in both). */
export interface AutovacuumPass {
  vacuumed: string[];
  analyzed: string[];
}

/** Vacuums and analyzes the tables due by autovacuum's rules (one statement each, as autovacuum). */
export async function autovacuumOnce(db: QueryRunner): Promise<AutovacuumPass> {
  // Counters reach the shared statistics at most once a second; flush this session's now.
  await db.query("select pg_stat_force_next_flush()");
  const { rows } = await db.query<{ name: string; to_vacuum: boolean; to_analyze: boolean }>(DUE_TABLES);
  const pass: AutovacuumPass = { vacuumed: [], analyzed: [] };
  for (const { name, to_vacuum: vacuum, to_analyze: analyze } of rows) {
    await db.query(vacuum && analyze ? `vacuum (analyze) ${name}` : vacuum ? `vacuum ${name}` : `analyze ${name}`);
    if (vacuum) pass.vacuumed.push(name);
    if (analyze) pass.analyzed.push(name);
  }
  return pass;
}

/** Runs autovacuumOnce every `everyMs` until the returned function is called. */
export function startAutovacuum(db: QueryRunner, warn: (err: unknown) => void, everyMs = AUTOVACUUM_EVERY_MS): () => Promise<void> {
  let running: Promise<void> = Promise.resolve();
  const timer = setInterval(() => {
    running = autovacuumOnce(db).then(() => undefined, warn);
  }, everyMs);
  timer.unref();
  // Resolves once a pass under way is done, so the database can close after it.
  return () => {
    clearInterval(timer);
    return running;
  };
}
