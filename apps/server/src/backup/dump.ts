import { sql } from "drizzle-orm";
import type { Db } from "../platform/db";
import { quoted, rowsOf, tablesInDependencyOrder, type Runner, type TableInfo } from "./catalog";
import { mediaRefsOf, type MediaRef } from "./media-refs";

/** Rows per chunk: one archive entry (or one insert when moving) each, so memory stays small. */
export const ROWS_PER_CHUNK = 1000;

export interface DumpedChunk {
  table: TableInfo;
  /** 0, 1, 2... within the table. */
  index: number;
  /** One JSON object per row, as PostgreSQL's row_to_json writes it (column names as keys). */
  lines: string[];
}

export interface DumpResult {
  tables: TableInfo[];
  rows: Record<string, number>;
  media: MediaRef[];
}

/**
 * Reads every table in one REPEATABLE READ, read-only transaction: the rows of all tables are from
 * the same instant, so members, photos, messages and payments agree however busy the server is.
 * Tables come in foreign-key order and rows in primary-key order; `skip` leaves tables out (their
 * rows are not read, they still appear in `tables` with 0 rows so a restore knows them).
 */
export async function dumpSnapshot(db: Db, opts: { skip?: string[] }, onChunk: (chunk: DumpedChunk) => Promise<void>): Promise<DumpResult> {
  return db.transaction(
    async (tx) => {
      const tables = await tablesInDependencyOrder(tx);
      const rows: Record<string, number> = {};
      const seen = new Set<string>();
      const media: MediaRef[] = [];
      for (const table of tables) {
        rows[table.name] = 0;
        if (opts.skip?.includes(table.name)) continue;
        let index = 0;
        for await (const lines of readTable(tx, table)) {
          rows[table.name] += lines.length;
          for (const line of lines) {
            for (const ref of mediaRefsOf(table.name, JSON.parse(line) as Record<string, unknown>)) {
              const key = `${ref.kind}/${ref.name}`;
              if (!seen.has(key)) media.push(ref);
              seen.add(key);
            }
          }
          await onChunk({ table, index, lines });
          index += 1;
        }
      }
      return { tables, rows, media };
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
}

/** A table's rows in chunks, through a cursor (one round trip per chunk, never the whole table in memory). */
async function* readTable(tx: Runner, table: TableInfo): AsyncGenerator<string[]> {
  const cursor = quoted(`dump_${table.name}`);
  const order = table.key.length > 0 ? sql.join(table.key.map((c) => sql`t.${quoted(c)}`), sql`, `) : sql`1`;
  await tx.execute(sql`declare ${cursor} no scroll cursor for select row_to_json(t)::text as line from ${quoted(table.name)} t order by ${order}`);
  try {
    for (;;) {
      const batch = await rowsOf<{ line: string }>(tx, sql`fetch ${sql.raw(String(ROWS_PER_CHUNK))} from ${cursor}`);
      if (batch.length === 0) return;
      yield batch.map((r) => r.line);
      if (batch.length < ROWS_PER_CHUNK) return;
    }
  } finally {
    await tx.execute(sql`close ${cursor}`);
  }
}

/** Rows per table, for comparing a source with its copy. */
export async function countRows(db: Runner, tables: string[]): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const name of tables) {
    const [row] = await rowsOf<{ n: number | string }>(db, sql`select count(*) as n from ${quoted(name)}`);
    counts[name] = Number(row.n);
  }
  return counts;
}
