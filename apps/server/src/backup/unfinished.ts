import { existsSync, readFileSync } from "node:fs";
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";

/**
 * A restore or a move writes this file into DATA_DIR before it writes anything else, and removes it
 * once everything is in (rows, media, secrets). A process killed in between leaves it: the install
 * may hold every row and only some media files, and would otherwise start as if nothing were amiss.
 */
export const UNFINISHED_FILE = "recovery-unfinished.json";

export interface Unfinished {
  command: "restore" | "db:move";
  /** The command line that completes it, as printed to the operator. */
  rerun: string;
  startedAt: string;
}

/** Raised at start while a restore or a move into this install has not finished (main.ts prints it). */
export class RecoveryUnfinished extends Error {
  constructor(message: string) {
    super(message);
    this.name = "RecoveryUnfinished";
  }
}

const markerPath = (dataDir: string) => path.join(dataDir, UNFINISHED_FILE);

export async function markUnfinished(dataDir: string, marker: Omit<Unfinished, "startedAt">, now = new Date()): Promise<void> {
  await mkdir(dataDir, { recursive: true });
  await writeFile(markerPath(dataDir), `${JSON.stringify({ ...marker, startedAt: now.toISOString() }, null, 2)}\n`, { mode: 0o600 });
}

export async function clearUnfinished(dataDir: string): Promise<void> {
  await rm(markerPath(dataDir), { force: true });
}

export function unfinishedIn(dataDir: string): Unfinished | null {
  if (!existsSync(markerPath(dataDir))) return null;
  try {
    return JSON.parse(readFileSync(markerPath(dataDir), "utf8")) as Unfinished;
  } catch {
    return { command: "restore", rerun: "the restore or db:move you ran, with --force", startedAt: "unknown" };
  }
}

/** Refuses to start the server on an install a restore or a move left half done. */
export function refuseUnfinishedRecovery(dataDir: string): void {
  const marker = unfinishedIn(dataDir);
  if (!marker) return;
  throw new RecoveryUnfinished(
    `A ${marker.command} started ${marker.startedAt} did not finish (${path.join(dataDir, UNFINISHED_FILE)} is still there), so this install may miss rows or media files. ` +
      `Run it again to complete it: ${marker.rerun}. It removes the file once everything is in.`,
  );
}

/** A PostgreSQL URL as it may be printed and stored: without its password. */
export function withoutPassword(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = "PASSWORD";
    return parsed.toString();
  } catch {
    return "postgres://...";
  }
}
