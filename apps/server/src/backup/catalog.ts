import { readFileSync } from "node:fs";
import path from "node:path";
import { sql, type SQL } from "drizzle-orm";
import { migrationsFolder, type Db } from "../platform/db";

/** Anything that runs SQL: the database or a transaction on it (both drivers answer `{ rows }`). */
export type Runner = Pick<Db, "execute">;

export async function rowsOf<T>(db: Runner, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export interface TableInfo {
  name: string;
  /** Primary key columns: rows are dumped in this order, so a row that points at an earlier one of its table loads after it. */
  key: string[];
  /** Columns filled from a sequence (serial ids), set past the restored rows afterwards. */
  serials: string[];
}

/**
 * Ulfa's tables (schema public) in an order where every table comes after the tables its foreign
 * keys point at, read from the database's own catalog so a new table is backed up without a change here.
 */
export async function tablesInDependencyOrder(db: Runner): Promise<TableInfo[]> {
  const rows = await rowsOf<{ name: string; refs: string[] | null; key: string[] | null; serials: string[] | null }>(
    db,
    sql`select c.relname as name,
          array(select distinct f.relname::text from pg_constraint k join pg_class f on f.oid = k.confrelid
                where k.conrelid = c.oid and k.contype = 'f' and f.oid <> c.oid) as refs,
          array(select a.attname::text from pg_constraint k cross join unnest(k.conkey) with ordinality as u(attnum, ord)
                join pg_attribute a on a.attrelid = c.oid and a.attnum = u.attnum
                where k.conrelid = c.oid and k.contype = 'p' order by u.ord) as key,
          array(select a.attname::text from pg_attribute a join pg_attrdef d on d.adrelid = c.oid and d.adnum = a.attnum
                where a.attrelid = c.oid and pg_get_expr(d.adbin, d.adrelid) like 'nextval(%') as serials
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p')
        order by c.relname`,
  );
  const byName = new Map(rows.map((r) => [r.name, r]));
  const ordered: TableInfo[] = [];
  const placed = new Set<string>();
  const place = (name: string, path: string[]) => {
    if (placed.has(name) || path.includes(name)) return;
    const row = byName.get(name)!;
    for (const ref of row.refs ?? []) if (byName.has(ref)) place(ref, [...path, name]);
    placed.add(name);
    ordered.push({ name, key: row.key ?? [], serials: row.serials ?? [] });
  };
  for (const row of rows) place(row.name, []);
  return ordered;
}

/** The migrations this build of Ulfa knows: an archive is restored only by the same schema. */
export function schemaVersion(): { migrations: number; last: string } {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder(), "meta", "_journal.json"), "utf8")) as { entries: { tag: string }[] };
  return { migrations: journal.entries.length, last: journal.entries.at(-1)?.tag ?? "" };
}

export const quoted = (name: string) => sql.identifier(name);
