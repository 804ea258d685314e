import { existsSync, statSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { createInterface } from "node:readline";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness";
import { seedCommunity } from "../../test/community";
import { openArchive } from "./archive";
import { backupThroughServer } from "./control-client";
import { controlSocketPath, startControlSocket, type BackupReply } from "./control-socket";

let t: TestApp;
let stop: () => Promise<void>;

beforeAll(async () => {
  t = await createTestApp();
  await seedCommunity(t);
  stop = await startControlSocket(t.app.deps);
});
afterAll(async () => {
  await stop();
  await t.close();
});

/** Sends one raw line and collects every line the server answers until it closes. */
function ask(line: string): Promise<BackupReply[]> {
  return new Promise((resolve, reject) => {
    const socket = net.createConnection(controlSocketPath(t.dataDir));
    const replies: BackupReply[] = [];
    socket.on("error", reject);
    socket.on("connect", () => socket.write(`${line}\n`));
    createInterface({ input: socket }).on("line", (l) => replies.push(JSON.parse(l) as BackupReply));
    socket.on("close", () => resolve(replies));
  });
}

describe("the backup socket of a server on the embedded database", () => {
  it("is reachable only by the server's OS account: the folder 0700, the socket 0600", () => {
    const file = controlSocketPath(t.dataDir);
    expect(statSync(path.dirname(file)).mode & 0o777).toBe(0o700);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it("writes the backup the command asks for to the file it names, progress on the way", async () => {
    const file = path.join(t.dataDir, "asked.tar");
    const steps = new Set<string>();
    const done = await backupThroughServer(t.dataDir, { file, includeSecrets: false }, (p) => steps.add(p.step));
    expect(done.secrets).toBe(false);
    expect([...steps].every((step) => step === "rows" || step === "media")).toBe(true);
    const archive = await openArchive(file);
    expect(archive.names()).toEqual(expect.arrayContaining(["db/users/000000.jsonl", "db/messages/000000.jsonl"]));
    expect(archive.manifest.database).toBe(t.app.deps.database.kind);
    expect(archive.manifest.entries).toHaveLength(done.entries);
    await archive.close();
  });

  it("refuses a request that is not JSON, or without an absolute file, naming the field", async () => {
    expect(await ask("back it up please")).toEqual([{ type: "error", message: "the request is not JSON" }]);
    const relative = await ask(JSON.stringify({ file: "relative.tar", includeSecrets: false }));
    expect(relative).toEqual([{ type: "error", message: expect.stringMatching(/^file: must be an absolute path/) }]);
    const noFlag = await ask(JSON.stringify({ file: path.join(t.dataDir, "x.tar") }));
    expect(noFlag).toEqual([{ type: "error", message: expect.stringMatching(/^includeSecrets: /) }]);
    expect(existsSync(path.join(t.dataDir, "x.tar"))).toBe(false);
  });

  it("fails with the reason when the file cannot be written, and leaves nothing behind", async () => {
    const file = path.join(t.dataDir, "no-such-folder", "x.tar");
    await expect(backupThroughServer(t.dataDir, { file, includeSecrets: false }, () => undefined)).rejects.toThrow(/ENOENT/);
  });
});
