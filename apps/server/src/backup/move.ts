import type { Database } from "../platform/db";
import { Refused } from "./refused";
import { tablesInDependencyOrder } from "./catalog";
import { countRows, dumpSnapshot } from "./dump";
import { advanceSequences, insertLines, requireEmptyDatabase } from "./load";

export interface MoveReport {
  rows: Record<string, number>;
}

/**
 * Copies every row of one database into another of the same schema (an embedded install into an
 * empty PostgreSQL database): read from one snapshot, written in one transaction, then the row
 * counts of every table compared. Sessions move too, so members stay signed in. With `force` a
 * target that holds rows (a move that was killed before its media were copied) is emptied first.
 */
export async function moveDatabase(source: Database, target: Database, log: (line: string) => void = () => {}, force = false): Promise<MoveReport> {
  let rows: Record<string, number> = {};
  await target.db.transaction(async (tx) => {
    // --force (rerunning a move that did not finish): the target's rows are replaced by the source's.
    await requireEmptyDatabase(tx, force, "The target database");
    const dump = await dumpSnapshot(source.db, {}, async (chunk) => {
      await insertLines(tx, chunk.table.name, chunk.lines);
      if (chunk.index === 0) log(`db:move: ${chunk.table.name}`);
    });
    await advanceSequences(tx, await tablesInDependencyOrder(tx));
    rows = dump.rows;
  });
  const copied = await countRows(target.db, Object.keys(rows));
  const differ = Object.keys(rows).filter((t) => copied[t] < rows[t]);
  if (differ.length > 0) {
    throw new Refused(`row counts differ after the move: ${differ.map((t) => `${t} ${rows[t]} -> ${copied[t]}`).join(", ")}`);
  }
  return { rows };
}
