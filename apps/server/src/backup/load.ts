import { sql } from "drizzle-orm";
import { Refused } from "./refused";
import { quoted, rowsOf, tablesInDependencyOrder, type Runner, type TableInfo } from "./catalog";

/**
 * Inserts dumped rows (row_to_json lines) into a table of the same schema: PostgreSQL turns each
 * JSON object back into a row of the table's own types (timestamps, jsonb, numbers), so what comes
 * back is what went out, on PGlite and PostgreSQL alike.
 */
export async function insertLines(db: Runner, table: string, lines: string[]): Promise<void> {
  if (lines.length === 0) return;
  const json = `[${lines.join(",")}]`;
  await db.execute(sql`insert into ${quoted(table)} select * from json_populate_recordset(null::${quoted(table)}, ${json}::json)`);
}

/** Moves every sequence past the ids that were loaded, so the next member or message gets a new id. */
export async function advanceSequences(db: Runner, tables: TableInfo[]): Promise<void> {
  for (const table of tables) {
    for (const column of table.serials) {
      await db.execute(
        sql`select setval(pg_get_serial_sequence(${`"${table.name}"`}, ${column}), coalesce(max(${quoted(column)}), 1), max(${quoted(column)}) is not null) from ${quoted(table.name)}`,
      );
    }
  }
}

/** The tables that hold any row (an empty, freshly migrated database has none). */
export async function nonEmptyTables(db: Runner): Promise<string[]> {
  const found: string[] = [];
  for (const table of await tablesInDependencyOrder(db)) {
    const [row] = await rowsOf<{ any: boolean }>(db, sql`select exists (select 1 from ${quoted(table.name)}) as any`);
    if (row.any) found.push(table.name);
  }
  return found;
}

/** Refuses a database that holds data, unless the operator said --force (then it is emptied). */
export async function requireEmptyDatabase(db: Runner, force: boolean, what: string): Promise<void> {
  const full = await nonEmptyTables(db);
  if (full.length === 0) return;
  if (!force) {
    throw new Refused(`${what} is not empty (rows in ${full.join(", ")}); refusing to overwrite it. Use an empty one, or --force to replace its data.`);
  }
  const all = (await tablesInDependencyOrder(db)).map((t) => quoted(t.name));
  await db.execute(sql`truncate table ${sql.join(all, sql`, `)} restart identity cascade`);
}
