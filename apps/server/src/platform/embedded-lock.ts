import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

/** Left in DATA_DIR/pglite while a process has the embedded database open. */
export const LOCK_FILE = "ulfa.pid";

export class EmbeddedDatabaseInUse extends Error {
  constructor(
    readonly pid: number,
    dir: string,
  ) {
    super(`the embedded database in ${dir} is open in another process (pid ${pid}, a running Ulfa?): PGlite can be opened by one process at a time`);
  }
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
};

/**
 * PGlite is a single-process database: a second process opening the same files (an operator's
 * backup or move while Ulfa runs, or a second `npm start`) would corrupt them. The first process
 * leaves its pid here; others are refused while it lives. A pid left by a crash is taken over.
 */
export function lockEmbeddedDir(dir: string): () => void {
  const file = path.join(dir, LOCK_FILE);
  let holder: number | undefined;
  try {
    holder = Number(readFileSync(file, "utf8").trim());
  } catch {
    holder = undefined;
  }
  if (holder && holder !== process.pid && alive(holder)) throw new EmbeddedDatabaseInUse(holder, dir);
  writeFileSync(file, String(process.pid));
  return () => {
    try {
      if (Number(readFileSync(file, "utf8").trim()) === process.pid) rmSync(file, { force: true });
    } catch {
      // already gone
    }
  };
}
