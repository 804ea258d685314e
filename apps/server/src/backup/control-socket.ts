import { chmod, mkdir, rm } from "node:fs/promises";
import net from "node:net";
import path from "node:path";
import { createInterface } from "node:readline";
import { z } from "zod";
import type { Deps } from "../platform/deps";
import { writeBackup } from "./write";

/**
 * `npm run backup` while the server holds the embedded database (one process at a time, so the
 * command cannot open it): the command asks the running server over a Unix socket in
 * DATA_DIR/control. The folder is 0700 and the socket 0600, so only the operator's OS account
 * (the one Ulfa runs as) and root can connect; nothing listens on the network.
 */
export const controlSocketPath = (dataDir: string) => path.join(path.resolve(dataDir), "control", "backup.sock");

/** One JSON line from the command. The file is an absolute path, written by the server's process (same account, same machine). */
export const backupRequestSchema = z.object({
  file: z.string().min(1).refine((f) => path.isAbsolute(f), "must be an absolute path"),
  includeSecrets: z.boolean(),
});
export type BackupRequest = z.infer<typeof backupRequestSchema>;

/** One JSON line each from the server: progress while it writes, then done or error (the last line). */
export type BackupReply =
  | { type: "progress"; step: "rows" | "media"; done: number; total: number }
  | { type: "done"; entries: number; secrets: boolean; missingMedia: string[] }
  | { type: "error"; message: string };

const PROGRESS_EVERY_MS = 500;
const REQUEST_WAIT_MS = 10_000;

/** Listens on DATA_DIR/control/backup.sock; returns what closes it (and removes the socket). */
export async function startControlSocket(deps: Deps): Promise<() => Promise<void>> {
  const file = controlSocketPath(deps.config.dataDir);
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  await chmod(path.dirname(file), 0o700);
  // A socket file left by a server that was killed: nothing listens on it any more (the data
  // directory lock already made sure no other live server uses this DATA_DIR).
  await rm(file, { force: true });
  let busy = false;
  const server = net.createServer((socket) => {
    const reply = (message: BackupReply) => socket.writable && socket.write(`${JSON.stringify(message)}\n`);
    const lines = createInterface({ input: socket });
    socket.on("error", () => undefined); // the command went away (Ctrl-C): the backup still finishes or fails on its own
    // A connection that never says what it wants is not kept open.
    socket.setTimeout(REQUEST_WAIT_MS, () => socket.destroy());
    lines.once("line", (line) => {
      socket.setTimeout(0);
      lines.close();
      void (async () => {
        let request: BackupRequest;
        try {
          request = backupRequestSchema.parse(JSON.parse(line));
        } catch (err) {
          const issue = err instanceof z.ZodError ? err.issues[0] : undefined;
          reply({ type: "error", message: issue ? `${issue.path.join(".") || "request"}: ${issue.message}` : "the request is not JSON" });
          return void socket.end();
        }
        if (busy) {
          reply({ type: "error", message: "a backup asked through this socket is already being written; wait for it to finish" });
          return void socket.end();
        }
        busy = true;
        let last = 0;
        try {
          deps.log.info({ file: request.file }, "backup asked for by the operator's command");
          const manifest = await writeBackup({
            database: deps.database,
            storage: deps.storage,
            dataDir: deps.config.dataDir,
            file: request.file,
            includeSecrets: request.includeSecrets,
            now: deps.clock.now(),
            log: (line) => deps.log.info(line),
            progress: (p) => {
              if (Date.now() - last < PROGRESS_EVERY_MS) return;
              last = Date.now();
              reply({ type: "progress", ...p });
            },
          });
          deps.log.info({ file: request.file, entries: manifest.entries.length }, "backup written for the operator's command");
          reply({ type: "done", entries: manifest.entries.length, secrets: manifest.secrets, missingMedia: manifest.missingMedia });
        } catch (err) {
          deps.log.error({ err }, "backup for the operator's command failed");
          reply({ type: "error", message: (err as Error).message });
        } finally {
          busy = false;
          socket.end();
        }
      })();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(file, () => resolve());
  });
  await chmod(file, 0o600);
  return async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await rm(file, { force: true });
  };
}
