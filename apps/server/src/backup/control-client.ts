import { existsSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { createInterface } from "node:readline";
import { controlSocketPath, type BackupReply, type BackupRequest } from "./control-socket";

/** Whether a running server listens for backups in this DATA_DIR (control-socket.ts). */
export const serverTakesBackups = (dataDir: string) => existsSync(controlSocketPath(dataDir));

/**
 * Asks the running server to write a backup to `file` and waits for it, passing its progress on.
 * Resolves with the server's last line ("done"); a refusal or failure is thrown with its reason.
 */
export function backupThroughServer(
  dataDir: string,
  request: BackupRequest,
  onProgress: (p: Extract<BackupReply, { type: "progress" }>) => void,
): Promise<Extract<BackupReply, { type: "done" }>> {
  return new Promise((resolve, reject) => {
    const socket = net.createConnection(controlSocketPath(dataDir));
    let outcome: BackupReply | null = null;
    socket.on("error", (err) => reject(new Error(`cannot reach the running server at ${controlSocketPath(dataDir)}: ${err.message}`)));
    socket.on("connect", () => socket.write(`${JSON.stringify({ ...request, file: path.resolve(request.file) })}\n`));
    createInterface({ input: socket }).on("line", (line) => {
      const message = JSON.parse(line) as BackupReply;
      if (message.type === "progress") onProgress(message);
      else outcome = message;
    });
    socket.on("close", () => {
      const last = outcome as BackupReply | null;
      if (last?.type === "done") resolve(last);
      else reject(new Error(last?.type === "error" ? last.message : "the server closed the connection before the backup was written (did it stop?)"));
    });
  });
}
